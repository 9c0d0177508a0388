import { email as emailRule, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { fieldNames } from '../../../lib/i18n/field-names';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { requestPasswordReset } from '../api/forgot-password';

const emailRules = [required, emailRule];

export default function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      { name: 'email', value: email, rules: emailRules, label: t(fieldNames.email) },
    ]);
    setError(messages.email ?? null);
    if (hasErrors(messages)) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await requestPasswordReset({ email: email.trim() });
      setConfirmation(answer.message);
    } catch {
      // The shared error effects explain the failure (for example too many attempts).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="page-title" tabIndex={-1}>
        <Trans>Forgot password</Trans>
      </h1>
      {confirmation ? (
        <p
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border-l-4 border-success-600 bg-success-50 p-4"
        >
          {localizedMessage(i18n, confirmation)}
        </p>
      ) : (
        <>
          <p className="page-lead">
            <Trans>Enter the email address of your account and we will email you a reset link.</Trans>
          </p>
          <form className="mt-6 space-y-4" method="post" noValidate onSubmit={onSubmit}>
            <TextField
              id="forgot-email"
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={setEmail}
              rules={emailRules}
              error={error}
            />
            <Button type="submit" fullWidth loading={submitting}>
              <Trans>Email me a reset link</Trans>
            </Button>
          </form>
        </>
      )}
      <p className="mt-6">
        <Link href="/login" className="text-link">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </section>
  );
}
