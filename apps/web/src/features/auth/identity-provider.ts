import { appConfig } from '../../lib/config';
import { api } from '../../lib/http/client';
import { completeSignIn } from './complete-sign-in';

/** Marks a browser session signed in through the identity provider, so signing out also ends it there. */
const PROVIDER_MARKER = 'fathom.signedInWithProvider';

/** The OIDC client, loaded only when the provider is used (it is not part of the first page's script). */
async function userManager() {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: new URL(appConfig.identityProvider.authority, window.location.origin).toString(),
    client_id: appConfig.identityProvider.clientId,
    redirect_uri: `${window.location.origin}/auth/callback`,
    post_logout_redirect_uri: `${window.location.origin}/login`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

/** Leaves for the provider's sign-in (authorization code with PKCE); the page to return to stays remembered. */
export async function signInWithProvider(): Promise<void> {
  await (await userManager()).signinRedirect();
}

/**
 * Handles the provider's return: exchanges the code (with the PKCE verifier), signs in to the portal with
 * the access token and answers where to go: the remembered page, else the root rule's choice.
 */
export async function completeProviderSignIn(): Promise<string> {
  const user = await (await userManager()).signinRedirectCallback();
  const answer = await api.post<{ token: string }>('/login/provider-token', {
    access_token: user.access_token,
  });
  window.sessionStorage.setItem(PROVIDER_MARKER, '1');
  return completeSignIn(answer.token);
}

/** After the portal's own sign-out: ends the provider's session too when the sign-in came from it. */
export async function signOutAtProvider(): Promise<boolean> {
  if (window.sessionStorage.getItem(PROVIDER_MARKER) !== '1') return false;
  window.sessionStorage.removeItem(PROVIDER_MARKER);
  const manager = await userManager();
  await manager.signoutRedirect();
  return true;
}
