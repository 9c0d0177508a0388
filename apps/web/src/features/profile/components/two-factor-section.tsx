import type { UserResource } from '@fathom/contract/user';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { formatDay } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { fieldNames } from '../../../lib/i18n/field-names';
import { loadProfile } from '../../../lib/session-profile';
import { disableTwoFactor } from '../api/disable-two-factor';
import { getTwoFactorSetup, type TwoFactorSetup as Setup } from '../api/get-two-factor-setup';
import { getRecoveryCodesStatus, renewRecoveryCodes } from '../api/recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetup } from './two-factor-setup';

/** The typed code without spaces, or null after showing why it cannot be sent and focusing its field. */
function checkedCode(
  code: string,
  fieldId: string,
  setError: (message: string | null) => void,
): string | null {
  const oneTimePassword = code.replace(/\s+/g, '');
  const messages = validateFields([
    { name: 'code', value: oneTimePassword, rules: oneTimeCodeRules, label: i18n._(fieldNames.code) },
  ]);
  setError(messages.code ?? null);
  if (!messages.code) return oneTimePassword;
  document.getElementById(fieldId)?.focus();
  return null;
}

function DisableTwoFactorForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = checkedCode(code, 'disable-two-factor-code', setError);
    if (oneTimePassword === null) return;
    setDisabling(true);
    try {
      await disableTwoFactor({ one_time_password: oneTimePassword });
      await loadProfile();
      notify({ type: 'success', message: t`Two-factor authentication is off.` });
    } catch (failure) {
      setError(serverFieldErrors(failure).one_time_password ?? null);
      setDisabling(false);
    }
  };

  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={onSubmit}>
      <OneTimeCodeField id="disable-two-factor-code" value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="secondary" loading={disabling}>
        <Trans>Turn off two-factor authentication</Trans>
      </Button>
    </form>
  );
}

/** How many recovery codes are left, and ten new ones (retiring the old) after a current code. */
function RecoveryCodesForm() {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { t } = useLingui();

  useEffect(() => {
    getRecoveryCodesStatus().then(
      (status) => setRemaining(status.remaining),
      () => undefined,
    );
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = checkedCode(code, 'renew-recovery-codes-code', setError);
    if (oneTimePassword === null) return;
    setRenewing(true);
    try {
      setCodes(await renewRecoveryCodes({ one_time_password: oneTimePassword }));
      setCode('');
    } catch (failure) {
      setError(serverFieldErrors(failure).one_time_password ?? null);
    } finally {
      setRenewing(false);
    }
  };

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setRemaining(codes.length);
          setCodes(null);
        }}
      />
    );
  }
  return (
    <div className="mt-6">
      <h3 className="font-semibold">
        <Trans>Recovery codes</Trans>
      </h3>
      <p className="mt-2 text-ink-soft" data-testid="recovery-codes-remaining">
        {remaining === null ? (
          <Trans>Each recovery code signs you in once if you lose your phone.</Trans>
        ) : remaining === 1 ? (
          <Trans>
            {remaining} of your recovery codes is unused. Each signs you in once if you lose your phone.
          </Trans>
        ) : (
          <Trans>
            {remaining} of your recovery codes are unused. Each signs you in once if you lose your phone.
          </Trans>
        )}
      </p>
      <form className="mt-4 space-y-4" noValidate onSubmit={onSubmit}>
        <OneTimeCodeField
          id="renew-recovery-codes-code"
          label={t`Current code from your app, for new recovery codes`}
          value={code}
          onChange={setCode}
          error={error}
        />
        <Button type="submit" variant="secondary" loading={renewing}>
          <Trans>Make new recovery codes</Trans>
        </Button>
      </form>
    </div>
  );
}

export function TwoFactorSection({ user }: { user: UserResource }) {
  const configuredAt = user.attributes.google2fa_configured_at;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [loadingSetup, setLoadingSetup] = useState(false);

  const startSetup = async () => {
    setLoadingSetup(true);
    try {
      setSetup(await getTwoFactorSetup());
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setLoadingSetup(false);
    }
  };

  return (
    <section className="card p-6" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        <Trans>Two-factor authentication</Trans>
      </h2>
      {configuredAt ? (
        <>
          <p className="mt-2">
            <Trans>
              <strong>On</strong> since {formatDay(configuredAt)}. Signing in asks for a code from your
              authenticator app as well as your password.
            </Trans>
          </p>
          <p className="mt-2 text-ink-soft">
            <Trans>To turn it off, enter a current code from your app.</Trans>
          </p>
          <DisableTwoFactorForm />
          <RecoveryCodesForm />
        </>
      ) : (
        <>
          <p className="mt-2">
            <Trans>
              <strong>Off.</strong> Add a second step to signing in: a code from an authenticator app on your
              phone.
            </Trans>
          </p>
          {setup ? (
            <TwoFactorSetup setup={setup} onCancel={() => setSetup(null)} />
          ) : (
            <p className="mt-4">
              <Button onClick={startSetup} loading={loadingSetup}>
                <Trans>Set up two-factor authentication</Trans>
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
