import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../../components/toast/notify';
import { appConfig } from '../../../lib/config';
import { completeProviderSignIn } from '../identity-provider/provider-sign-in';
import { providerReturnFailedPath } from '../identity-provider/return-paths';

/**
 * /auth/callback: the identity provider's return. Success goes on to the saved page (else the root rule's
 * choice); any failure goes to the configured error path (else the root) and says what happened.
 */
export default function ProviderCallbackPage() {
  const [, navigate] = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeProviderSignIn().then(
      (destination) => navigate(destination, { replace: true }),
      (error: unknown) => {
        notify({
          type: 'error',
          message: `Your account provider did not confirm the sign-in (${error instanceof Error ? error.message : 'unknown error'}). Try again.`,
        });
        navigate(providerReturnFailedPath(appConfig.identityProvider), { replace: true });
      },
    );
  }, [navigate]);

  return (
    <section aria-labelledby="callback-title">
      <h1 id="callback-title" className="page-title" tabIndex={-1}>
        Signing you in…
      </h1>
    </section>
  );
}
