import { displayName } from '@fathom/domain/user';
import { email as emailRule, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { TextField } from '../../../components/form/text-field';
import { hasErrors, validateFields } from '../../../components/form/validate-form';
import { formatDateTime } from '../../../lib/format';
import { fieldNames } from '../../../lib/i18n/field-names';
import { useSession } from '../../../lib/session-store';
import { type CreatedLoginToken, createLoginToken } from '../api/create-login-token';

const emailRules = [required, emailRule];

function loginLink(loginToken: string): string {
  return `${window.location.origin}/?loginToken=${encodeURIComponent(loginToken)}`;
}

function LoginLinkForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<(CreatedLoginToken & { email: string }) | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      { name: 'email', value: email, rules: emailRules, label: t(fieldNames.email) },
    ]);
    setError(messages.email ?? null);
    if (hasErrors(messages)) {
      document.getElementById('login-as-email')?.focus();
      return;
    }
    setSubmitting(true);
    setCreated(null);
    try {
      const answer = await createLoginToken({ email: email.trim() });
      setCreated({ ...answer, email: email.trim() });
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-as-email"
          label={t`Customer email`}
          fieldName="email"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={setEmail}
          rules={emailRules}
          error={error}
        />
        <Button type="submit" fullWidth loading={submitting}>
          <Trans>Create login link</Trans>
        </Button>
      </form>
      {created ? (
        <div className="mt-6 rounded-lg border border-line p-4" role="status">
          <p className="font-semibold">
            <Trans>Login link for {created.email}</Trans>
          </p>
          <p className="mt-2 break-all font-mono text-sm" data-testid="login-link">
            {loginLink(created.login_token)}
          </p>
          <p className="mt-2 text-sm text-ink-faint">
            <Trans>
              Works once, until {formatDateTime(created.expires_at)}. Analytics stay off for that session.
            </Trans>
          </p>
          <div className="mt-3">
            <CopyToClipboard text={loginLink(created.login_token)} ariaLabel={t`Copy the login link`}>
              <Trans>Copy link</Trans>
            </CopyToClipboard>
          </div>
        </div>
      ) : null}
    </>
  );
}

export default function LoginAsPage() {
  const user = useSession((state) => state.user);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const isStaff = isLoggedIn && user?.attributes.role === 'staff';

  return (
    <section aria-labelledby="login-as-title">
      <h1 id="login-as-title" className="page-title" tabIndex={-1}>
        <Trans>Login as a customer</Trans>
      </h1>
      {isLoggedIn && user ? (
        <p className="page-lead">
          <Trans>
            Signed in as {displayName(user)} ({user.attributes.email}).
          </Trans>
        </p>
      ) : (
        <p className="page-lead">
          <Trans>You are not signed in.</Trans>
        </p>
      )}
      {isStaff ? (
        <>
          <p className="mt-4">
            <Trans>
              Create a one-time link that opens a customer's account, for example to help them on a call.
              Share it only with Fathom staff.
            </Trans>
          </p>
          <LoginLinkForm />
        </>
      ) : (
        <>
          <p className="mt-4">
            <Trans>This page is for Fathom staff helping customers with their accounts.</Trans>
          </p>
          <p className="mt-6">
            <Link href={isLoggedIn ? '/' : '/login'} className="text-link">
              {isLoggedIn ? <Trans>Back to your account</Trans> : <Trans>Sign in</Trans>}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
