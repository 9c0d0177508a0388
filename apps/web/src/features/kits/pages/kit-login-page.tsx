import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { rememberReturnTo } from '../../../lib/return-to';

export default function KitLoginPage() {
  return (
    <section className="page-section" aria-labelledby="kit-login-title">
      <h1 id="kit-login-title" className="page-title" tabIndex={-1}>
        <Trans>Register your kit</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Sign in to your account to register the kit you received.</Trans>
      </p>
      <p className="mt-6">
        <Link
          href="/login"
          className={buttonClassName('primary')}
          onClick={() => rememberReturnTo('/k-r/verify-item')}
        >
          <Trans>Sign in to register</Trans>
        </Link>
      </p>
      <p className="mt-6">
        <Trans>
          New to us? Your account was created with your order: use{' '}
          <Link href="/forgot-password" className="text-link">
            Forgot your password?
          </Link>{' '}
          to choose a password for it.
        </Trans>
      </p>
    </section>
  );
}
