import { useSession } from '../../lib/session-store';
import { logoutSession } from './api/logout';
import { clearProviderMarkers } from './identity-provider/mark-provider-sign-in';
import { signedInWithProvider } from './identity-provider/provider-markers';
import { forgetPendingTwoFactor } from './pending-two-factor';

/** Revokes the server session (when it still exists) and clears everything the browser holds. */
export async function signOut(): Promise<void> {
  const withProvider = signedInWithProvider();
  // Cleared first: a signed-out portal with the marker still set would sign in again silently.
  clearProviderMarkers();
  try {
    await logoutSession();
  } catch {
    // An expired session is already gone on the server; the browser side is cleared either way.
  } finally {
    forgetPendingTwoFactor();
    useSession.getState().logout();
  }
  if (!withProvider) return;
  // A sign-in through the identity provider ends there too (its logout returns to /login).
  const { signOutAtProvider } = await import('./identity-provider/provider-sign-in');
  await signOutAtProvider().catch(() => undefined);
}
