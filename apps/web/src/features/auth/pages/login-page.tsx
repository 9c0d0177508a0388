import { email as emailRule, required } from '@fathom/domain/validation/rules';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { CurrentPasswordField, currentPasswordRules } from '../../../components/form/current-password-field';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { login } from '../api/login';
import { completeSignIn } from '../complete-sign-in';
import { rememberPendingTwoFactor } from '../pending-two-factor';
import { ProviderSignInChoices } from '../provider-sign-in-choices';

const emailRules = [required, emailRule];

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      { name: 'email', value: email, rules: emailRules, label: 'email' },
      { name: 'password', value: password, rules: currentPasswordRules, label: 'password' },
    ]);
    setErrors(messages);
    if (hasErrors(messages)) {
      document.getElementById(messages.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await login({ email: email.trim(), password });
      if (answer.user.attributes.google2fa_configured_at) {
        rememberPendingTwoFactor(answer.token, answer.user.attributes.email);
        navigate('/2fa-login');
        return;
      }
      navigate(await completeSignIn(answer.token), { replace: true });
    } catch {
      // The shared error effects show the server's message; the visitor stays here to try again.
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title" className="page-title" tabIndex={-1}>
        Sign in
      </h1>
      <p className="page-lead">Sign in to see your results and manage your storage.</p>
      <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={setEmail}
          rules={emailRules}
          error={errors.email}
        />
        <CurrentPasswordField
          id="login-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Sign in
        </Button>
      </form>
      <p className="mt-6">
        <Link href="/forgot-password" className="text-link">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-3">
        New here?{' '}
        <Link href="/checkouts" className="text-link">
          Order a kit
        </Link>
      </p>
      <ProviderSignInChoices />
    </section>
  );
}
