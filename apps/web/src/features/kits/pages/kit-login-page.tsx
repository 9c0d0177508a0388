import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { rememberReturnTo } from '../../../lib/return-to';

export default function KitLoginPage() {
  return (
    <section className="page-section" aria-labelledby="kit-login-title">
      <h1 id="kit-login-title" className="page-title" tabIndex={-1}>
        Register your kit
      </h1>
      <p className="page-lead">Sign in to your account to register the kit you received.</p>
      <p className="mt-6">
        <Link
          href="/login"
          className={buttonClassName('primary')}
          onClick={() => rememberReturnTo('/k-r/verify-item')}
        >
          Sign in to register
        </Link>
      </p>
      <p className="mt-6">
        New to us? Your account was created with your order: use{' '}
        <Link href="/forgot-password" className="text-link">
          Forgot your password?
        </Link>{' '}
        to choose a password for it.
      </p>
    </section>
  );
}
