import { confirmed, email as emailRule, min, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { fieldNames } from '../../../lib/i18n/field-names';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { resetPassword } from '../api/reset-password';
import { NEW_PASSWORD_MIN_LENGTH } from '../password-rules';

const emailRules = [required, emailRule];
const passwordRules = [required, min(NEW_PASSWORD_MIN_LENGTH)];
const confirmationRules = [required, confirmed('password')];

/** A reset link without its token: nothing to reset with, so the page offers a new link. */
function IncompleteLink() {
  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title" className="page-title" tabIndex={-1}>
        <Trans>Reset password</Trans>
      </h1>
      <p className="page-lead">
        <Trans>This reset link is incomplete. Please ask for a new one.</Trans>
      </p>
      <p className="mt-6">
        <Link href="/forgot-password" className="text-link">
          <Trans>Email me a new reset link</Trans>
        </Link>
      </p>
    </section>
  );
}

export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token') ?? '';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const formValues = { password, password_confirmation: passwordConfirmation };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields(
      [
        {
          name: 'email',
          value: email,
          rules: emailRules,
          label: t(fieldNames.email),
        },
        {
          name: 'password',
          value: password,
          rules: passwordRules,
          label: t(fieldNames.password),
        },
        {
          name: 'password_confirmation',
          value: passwordConfirmation,
          rules: confirmationRules,
          label: t(fieldNames.passwordConfirmation),
        },
      ],
      formValues,
    );
    setErrors(messages);
    const firstInvalid = Object.entries(messages).find(([, message]) => message !== null)?.[0];
    if (hasErrors(messages)) {
      document.getElementById(`reset-${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await resetPassword({
        token,
        email: email.trim(),
        password,
        password_confirmation: passwordConfirmation,
      });
      setDone(answer.message);
    } catch {
      // The shared error effects show why (for example an expired link).
    } finally {
      setSubmitting(false);
    }
  };

  if (!token) return <IncompleteLink />;

  return (
    <section aria-labelledby="reset-title">
      <h1 id="reset-title" className="page-title" tabIndex={-1}>
        <Trans>Reset password</Trans>
      </h1>
      {done ? (
        <>
          <p
            ref={doneRef}
            tabIndex={-1}
            role="status"
            className="mt-4 rounded-lg border-l-4 border-success-600 bg-success-50 p-4"
          >
            {localizedMessage(i18n, done)}
          </p>
          <p className="mt-6">
            <Link href="/login" className="text-link">
              <Trans>Sign in with your new password</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="page-lead">
            <Trans>Choose a new password of at least {NEW_PASSWORD_MIN_LENGTH} characters.</Trans>
          </p>
          <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
            <TextField
              id="reset-email"
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={setEmail}
              rules={emailRules}
              error={errors.email}
            />
            <TextField
              id="reset-password"
              label={t`New password`}
              fieldName={t(fieldNames.password)}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={setPassword}
              rules={passwordRules}
              error={errors.password}
            />
            <TextField
              id="reset-password_confirmation"
              label={t`Confirm new password`}
              fieldName={t(fieldNames.passwordConfirmation)}
              type="password"
              name="password_confirmation"
              autoComplete="new-password"
              required
              value={passwordConfirmation}
              onChange={setPasswordConfirmation}
              rules={confirmationRules}
              formValues={formValues}
              error={errors.password_confirmation}
            />
            <Button type="submit" fullWidth loading={submitting}>
              <Trans>Reset password</Trans>
            </Button>
          </form>
          <p className="mt-6">
            <Link href="/login" className="text-link">
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
