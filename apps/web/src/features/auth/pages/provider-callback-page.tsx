import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeProviderSignIn().then(
      (destination) => navigate(destination, { replace: true }),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : t`unknown error`;
        notify({
          type: 'error',
          message: t`Your account provider did not confirm the sign-in (${reason}). Try again.`,
        });
        navigate(providerReturnFailedPath(appConfig.identityProvider), { replace: true });
      },
    );
  }, [navigate, t]);

  return (
    <section aria-labelledby="callback-title">
      <h1 id="callback-title" className="page-title" tabIndex={-1}>
        <Trans>Signing you in…</Trans>
      </h1>
    </section>
  );
}
