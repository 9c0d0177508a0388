import { providerScope } from '@fathom/domain/identity-provider';
import { clearNotifications } from '../../../components/toast/notify';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { startPortalSession } from '../complete-sign-in';
import { forgetProviderSession, newNonce, startSessionFromProvider, userManager } from './provider-sign-in';
import { getTokenSilently, withBrowserLock } from './silent-token';

/**
 * The provider says this browser signed in (its marker) but the portal has no session: an access token is
 * fetched silently and traded for a portal session. When the provider answers login_required (its session
 * ended), or silent retrieval fails otherwise, the browser forgets the provider session locally, with no
 * redirect: the visitor stays on the page and can sign in by hand.
 */
export async function silentSignIn(): Promise<boolean> {
  const provider = appConfig.identityProvider;
  try {
    const user = await getTokenSilently(userManager(), {
      audience: provider.audience ?? 'default',
      scope: providerScope(true),
      hiddenFrameFallback: true,
      withLock: withBrowserLock,
      newNonce,
    });
    await startPortalSession(await startSessionFromProvider(user));
    // The customer is signed in again: "Your session expired" no longer holds.
    clearNotifications();
    return true;
  } catch {
    await forgetProviderSession().catch(() => undefined);
    useSession.getState().logout();
    return false;
  }
}
