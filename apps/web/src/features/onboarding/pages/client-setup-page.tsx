import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { useSession } from '../../../lib/session-store';

export default function ClientSetupPage() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);

  return (
    <section className="page-section" aria-labelledby="client-setup-title">
      <h1 id="client-setup-title" className="page-title" tabIndex={-1}>
        Set up your profile
      </h1>
      <p className="page-lead">
        Your account was created with your order. Choose a password, then check your name, phone number and
        date of birth so we can prepare your results.
      </p>
      <ol className="mt-6 list-decimal space-y-2 pl-5">
        <li>Choose a password with the link we email you.</li>
        <li>Sign in and open your account information.</li>
        <li>Check your name, phone number and date of birth.</li>
      </ol>
      <p className="mt-6 flex flex-wrap items-center gap-4">
        {isLoggedIn ? (
          <Link href="/profile" className={buttonClassName('primary')}>
            Open your account information
          </Link>
        ) : (
          <>
            <Link href="/forgot-password" className={buttonClassName('primary')}>
              Choose a password
            </Link>
            <Link href="/login" className="text-link">
              I already have a password
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
