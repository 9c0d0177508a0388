import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';

const loadProvider = () => import('./identity-provider/provider-sign-in');

/** "Sign in with your account provider": in this window (redirect), or in a popup that keeps this page. */
export function ProviderSignInChoices() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const start = (popup: boolean) => {
    setBusy(true);
    setFailure('');
    loadProvider()
      // A redirect leaves the page (no destination); a popup answers where to go.
      .then((provider) =>
        popup ? provider.signInWithProviderPopup() : provider.signInWithProvider().then(() => ''),
      )
      .then(
        (destination) => destination && navigate(destination, { replace: true }),
        (error: Error) => {
          setFailure(error.message);
          setBusy(false);
        },
      );
  };

  return (
    <div className="mt-6 space-y-3 border-t border-line pt-6">
      <Button variant="secondary" fullWidth loading={busy} onClick={() => start(false)}>
        <Trans>Sign in with your account provider</Trans>
      </Button>
      <Button variant="quiet" fullWidth disabled={busy} onClick={() => start(true)}>
        <Trans>Use a pop-up window instead</Trans>
      </Button>
      {failure ? (
        <p role="alert" className="rounded-lg bg-error-50 p-3 text-error-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
