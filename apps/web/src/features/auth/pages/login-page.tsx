import { email as emailRule, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { CurrentPasswordField, currentPasswordRules } from '../../../components/form/current-password-field';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { fieldNames } from '../../../lib/i18n/field-names';
import { login } from '../api/login';
import { ProviderSignInChoices } from '../provider-sign-in-choices';

const emailRules = [required, emailRule];

/**
 * What an accepted password leads to (the session and its profile, or the code step of a two-factor account): its
 * code loads as the form is sent, beside the sign-in request, not with the page.
 */
const afterPassword = () => Promise.all([import('../complete-sign-in'), import('../pending-two-factor')]);

export default function LoginPage() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      { name: 'email', value: email, rules: emailRules, label: t(fieldNames.email) },
      {
        name: 'password',
        value: password,
        rules: currentPasswordRules,
        label: t(fieldNames.password),
      },
    ]);
    setErrors(messages);
    if (hasErrors(messages)) {
      document.getElementById(messages.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setSubmitting(true);
    const next = afterPassword();
    next.catch(() => undefined);
    try {
      const answer = await login({ email: email.trim(), password });
      const [{ completeSignIn }, { rememberPendingTwoFactor }] = await next;
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
        <Trans>Sign in</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Sign in to see your results and manage your storage.</Trans>
      </p>
      <form className="mt-6 space-y-4" method="post" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={t`Email`}
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
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p className="mt-6">
        <Link href="/forgot-password" className="text-link">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p className="mt-3">
        <Trans>
          New here?{' '}
          <Link href="/checkouts" className="text-link">
            Order a kit
          </Link>
        </Trans>
      </p>
      <ProviderSignInChoices />
    </section>
  );
}
