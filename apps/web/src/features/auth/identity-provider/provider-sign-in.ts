import { checkIdToken } from '@fathom/domain/identity-token-checks';
import { InMemoryWebStorage, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { appConfig } from '../../../lib/config';
import { loginWithProviderToken } from '../api/login-with-provider-token';
import { completeSignIn } from '../complete-sign-in';
import { clientSettings } from './client-settings';
import { decodeIdToken } from './decode-id-token';
import { clearProviderMarkers, markSignedInWithProvider } from './mark-provider-sign-in';
import { NO_QUERY_MESSAGE, ProviderError, popupFailureMessage, toProviderError } from './provider-errors';
import { installTokenRequestRetries } from './token-request-retries';

let manager: UserManager | null = null;

/**
 * The OIDC client. Its session (tokens and claims) is cached in this page's memory, never in web storage where
 * any script of the origin could read it: after a reload the provider's own session renews it (hidden frame).
 * Its token requests are sent again after a network failure (token-request-retries.ts).
 */
export function userManager(): UserManager {
  installTokenRequestRetries(window);
  manager ??= new UserManager(
    clientSettings(
      appConfig.identityProvider,
      window.location.origin,
      new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    ),
  );
  return manager;
}

/** Checks the new ID token's claims, then trades the access token for the portal's own session. */
export async function startSessionFromProvider(user: User): Promise<string> {
  const provider = appConfig.identityProvider;
  try {
    checkIdToken(decodeIdToken(user.id_token), {
      issuer: await userManager().metadataService.getIssuer(),
      clientId: provider.clientId,
      ...(provider.organization ? { organization: provider.organization } : {}),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
  } catch (error) {
    await userManager().removeUser();
    throw error;
  }
  const answer = await loginWithProviderToken({ access_token: user.access_token });
  markSignedInWithProvider(provider.organization);
  return answer.token;
}

/**
 * A fresh random nonce for each sign-in request: the client keeps it with the request's state, sends it, and
 * refuses an ID token that does not carry it back (a token made for another request).
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Leaves for the provider's sign-in (authorization code with PKCE); the page to return to stays remembered. */
export async function signInWithProvider(): Promise<void> {
  await userManager().signinRedirect({ nonce: newNonce() });
}

/**
 * Signs in through a 400 by 600 popup and answers where to go, as a password sign-in does; a failure
 * rejects with what to tell the visitor.
 */
export async function signInWithProviderPopup(): Promise<string> {
  let user: User;
  try {
    user = await userManager().signinPopup({ popupAbortOnClose: true, nonce: newNonce() });
  } catch (error) {
    throw new Error(popupFailureMessage(toProviderError(error)));
  }
  return completeSignIn(await startSessionFromProvider(user));
}

/**
 * Handles the provider's return to /auth/callback: exchanges the code (with the PKCE verifier), signs in to
 * the portal and answers where to go: the remembered page, else the root rule's choice.
 */
export async function completeProviderSignIn(): Promise<string> {
  if (!window.location.search) throw new ProviderError('no_query', NO_QUERY_MESSAGE);
  let user: User;
  try {
    user = await userManager().signinRedirectCallback();
  } catch (error) {
    throw toProviderError(error);
  }
  return completeSignIn(await startSessionFromProvider(user));
}

/** The popup's and the hidden frame's return pages: hand the address to the window that opened them. */
export async function completeChildWindowSignIn(): Promise<void> {
  await userManager().signinCallback();
}

/** Forgets the provider session in this browser without leaving the page (no provider logout). */
export async function forgetProviderSession(): Promise<void> {
  clearProviderMarkers();
  await userManager().removeUser();
}

/** After the portal's own sign-out of a provider sign-in: ends the provider's session too (it returns to /login). */
export async function signOutAtProvider(): Promise<void> {
  clearProviderMarkers();
  await userManager().signoutRedirect();
}
