import { useEffect } from 'react';
import { create } from 'zustand';
import { signedInWithProvider } from '../../features/auth/identity-provider/provider-markers';
import { useSession } from '../../lib/session-store';

/** Never on client onboarding, nor on the provider's own return pages. */
const shouldSignInSilently = () =>
  !useSession.getState().isLoggedIn &&
  signedInWithProvider() &&
  !window.location.pathname.startsWith('/onboarding/client/') &&
  !window.location.pathname.startsWith('/auth/');

/**
 * True from the first render while a silent provider sign-in runs, so the route guards wait for it. False where
 * there is no browser: the build prerenders the signed-out pages.
 */
export const useProviderSignIn = create<{ pending: boolean }>()(() => ({
  pending: typeof window !== 'undefined' && shouldSignInSilently(),
}));

let running = false;
function trySilentSignIn(): void {
  if (running || !shouldSignInSilently()) return;
  running = true;
  useProviderSignIn.setState({ pending: true });
  import('../../features/auth/identity-provider/silent-sign-in')
    // silentSignIn settles every failure itself; a chunk that fails to load is reported as uncaught.
    .then(({ silentSignIn }) => silentSignIn())
    .finally(() => {
      running = false;
      useProviderSignIn.setState({ pending: false });
    });
}

/**
 * While the identity provider reports this browser signed in (its marker cookie) and the portal is not,
 * the app signs in silently: at start, and again whenever the portal session ends on its own.
 */
export function ProviderSilentSignIn() {
  useEffect(() => {
    trySilentSignIn();
    return useSession.subscribe((state, previous) => {
      if (previous.isLoggedIn && !state.isLoggedIn) trySilentSignIn();
    });
  }, []);
  return null;
}
