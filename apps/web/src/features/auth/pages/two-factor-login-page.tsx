import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { fieldNames } from '../../../lib/i18n/field-names';
import { loginTwoFactor } from '../api/login-two-factor';
import { completeSignIn } from '../complete-sign-in';
import { forgetPendingTwoFactor, usePendingTwoFactor } from '../pending-two-factor';

type Mode = 'authenticator' | 'recovery';

const fieldId = { authenticator: 'two-factor-code', recovery: 'two-factor-recovery-code' } as const;

export default function TwoFactorLoginPage() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const pendingToken = usePendingTwoFactor((state) => state.token);
  const pendingEmail = usePendingTwoFactor((state) => state.email);
  const disableTrackEvents = usePendingTwoFactor((state) => state.disableTrackEvents);
  const [mode, setMode] = useState<Mode>('authenticator');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const focusField = (current: Mode) => document.getElementById(fieldId[current])?.focus();

  const switchMode = () => {
    const next: Mode = mode === 'authenticator' ? 'recovery' : 'authenticator';
    setMode(next);
    setCode('');
    setError(null);
    requestAnimationFrame(() => focusField(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    const rules = mode === 'authenticator' ? oneTimeCodeRules : [required];
    const messages = validateFields([{ name: 'code', value: typed, rules, label: t(fieldNames.code) }]);
    setError(messages.code ?? null);
    if (hasErrors(messages)) {
      focusField(mode);
      return;
    }
    setSubmitting(true);
    try {
      const body = mode === 'authenticator' ? { one_time_password: typed } : { recovery_code: typed };
      const answer = await loginTwoFactor(body, pendingToken);
      const destination = await completeSignIn(answer.token, { disableTrackEvents });
      forgetPendingTwoFactor();
      navigate(destination, { replace: true });
    } catch (failure) {
      // A refused code is said beside its field; other failures by the shared error effects.
      const refused = serverFieldErrors(failure);
      setError(refused.one_time_password ?? refused.recovery_code ?? null);
      setCode('');
      setSubmitting(false);
      focusField(mode);
    }
  };

  return (
    <section aria-labelledby="two-factor-title">
      <h1 id="two-factor-title" className="page-title" tabIndex={-1}>
        <Trans>Two-factor login</Trans>
      </h1>
      <p className="page-lead">
        {mode === 'authenticator' ? (
          pendingEmail ? (
            <Trans>Enter the 6-digit code from your authenticator app for {pendingEmail}.</Trans>
          ) : (
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          )
        ) : (
          <Trans>Enter one of the recovery codes you saved when you turned on two-factor sign-in.</Trans>
        )}
      </p>
      <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
        {mode === 'authenticator' ? (
          <OneTimeCodeField
            id={fieldId.authenticator}
            label={t`One-time code`}
            value={code}
            onChange={setCode}
            error={error}
            hint={t`The code changes every 30 seconds.`}
          />
        ) : (
          <TextField
            id={fieldId.recovery}
            label={t`Recovery code`}
            fieldName={t(fieldNames.code)}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            required
            value={code}
            onChange={setCode}
            rules={[required]}
            error={error}
            hint={t`For example abcde-fghij. Each code works once.`}
          />
        )}
        <Button type="submit" fullWidth loading={submitting}>
          <Trans>Verify and sign in</Trans>
        </Button>
      </form>
      <p className="mt-4">
        <Button variant="quiet" onClick={switchMode}>
          {mode === 'authenticator' ? (
            <Trans>Use a recovery code instead</Trans>
          ) : (
            <Trans>Use my authenticator app instead</Trans>
          )}
        </Button>
      </p>
      <p className="mt-6">
        <Link href="/logout" className="text-link">
          <Trans>Sign in with another account</Trans>
        </Link>
      </p>
    </section>
  );
}
