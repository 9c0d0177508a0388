import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { loginTwoFactor } from '../api/login-two-factor';
import { completeSignIn } from '../complete-sign-in';
import { forgetPendingTwoFactor, usePendingTwoFactor } from '../pending-two-factor';

export default function TwoFactorLoginPage() {
  const [, navigate] = useLocation();
  const pendingToken = usePendingTwoFactor((state) => state.token);
  const pendingEmail = usePendingTwoFactor((state) => state.email);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = code.replace(/\s+/g, '');
    const messages = validateFields([
      { name: 'code', value: oneTimePassword, rules: oneTimeCodeRules, label: 'code' },
    ]);
    setError(messages.code ?? null);
    if (hasErrors(messages)) {
      document.getElementById('two-factor-code')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await loginTwoFactor({ one_time_password: oneTimePassword }, pendingToken);
      const destination = await completeSignIn(answer.token);
      forgetPendingTwoFactor();
      navigate(destination, { replace: true });
    } catch {
      // The shared error effects show the server's message; the code can be typed again.
      setCode('');
      setSubmitting(false);
      document.getElementById('two-factor-code')?.focus();
    }
  };

  return (
    <section aria-labelledby="two-factor-title">
      <h1 id="two-factor-title" className="page-title" tabIndex={-1}>
        Two-factor login
      </h1>
      <p className="page-lead">
        Enter the 6-digit code from your authenticator app{pendingEmail ? ` for ${pendingEmail}` : ''}.
      </p>
      <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
        <OneTimeCodeField
          id="two-factor-code"
          label="One-time code"
          value={code}
          onChange={setCode}
          error={error}
          hint="The code changes every 30 seconds."
        />
        <Button type="submit" fullWidth loading={submitting}>
          Verify and sign in
        </Button>
      </form>
      <p className="mt-6">
        <Link href="/logout" className="text-link">
          Sign in with another account
        </Link>
      </p>
    </section>
  );
}
