import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../../../components/spinner';
import { signOut } from '../sign-out';

export default function LogoutPage() {
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <section aria-labelledby="logout-title" aria-busy="true">
      <h1 id="logout-title" className="page-title" tabIndex={-1}>
        <Trans>Signing out</Trans>
      </h1>
      <p className="page-lead flex items-center gap-2">
        <Spinner /> <Trans>Closing your session securely.</Trans>
      </p>
    </section>
  );
}
