import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { completeProviderSignIn } from '../identity-provider';

/** /auth/callback: the identity provider's return. Success goes on to the saved page; failure says so here. */
export default function ProviderCallbackPage() {
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeProviderSignIn().then(
      (destination) => navigate(destination, { replace: true }),
      () => {
        // The address keeps no code or state: a reload cannot replay them.
        window.history.replaceState(null, '', '/auth/callback');
        setFailed(true);
      },
    );
  }, [navigate]);

  return (
    <section aria-labelledby="callback-title">
      <h1 id="callback-title" className="page-title" tabIndex={-1}>
        {failed ? 'Sign-in did not finish' : 'Signing you in…'}
      </h1>
      {failed ? (
        <p className="mt-4">
          Your account provider did not confirm the sign-in.{' '}
          <Link href="/login" className="text-link">
            Try again
          </Link>
        </p>
      ) : null}
    </section>
  );
}
