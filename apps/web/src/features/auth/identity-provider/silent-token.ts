import { IDENTITY_PROVIDER_TIMINGS } from '@fathom/domain/identity-provider';
import { ErrorResponse, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { missingRefreshToken, ProviderError, toProviderError } from './provider-errors';

export const LOCK_NAME = 'fathom.idp.silent-token';

/** What silent retrieval needs of the OIDC client (the library's UserManager, or a stand-in in tests). */
export interface SilentClient {
  getUser(): Promise<User | null>;
  signinSilent(args?: SigninSilentArgs): Promise<User | null>;
}

export interface SilentOptions {
  audience: string;
  scope: string;
  /** When the session holds no refresh token, ask a hidden frame instead (prompt=none). */
  hiddenFrameFallback: boolean;
  /** Runs the renewal while holding the lock shared by this origin's tabs. */
  withLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** A fresh nonce for a hidden frame's sign-in request, which its ID token must carry back. */
  newNonce: () => string;
}

const fresh = (user: User | null): User | null =>
  user && !user.expired && (user.expires_in ?? 0) > IDENTITY_PROVIDER_TIMINGS.staleBeforeExpirySeconds
    ? user
    : null;

async function viaHiddenFrame(client: SilentClient, nonce: string): Promise<User> {
  const framed = await client.signinSilent({ forceIframeAuth: true, nonce });
  if (!framed) throw new ProviderError('login_required', 'Login required');
  return framed;
}

/** The refresh token when the session has one the provider still takes, else the hidden frame (when allowed). */
async function renew(client: SilentClient, options: SilentOptions): Promise<User> {
  const stored = await client.getUser();
  if (stored?.refresh_token) {
    try {
      const renewed = await client.signinSilent();
      if (renewed) return renewed;
    } catch (error) {
      const refused = error instanceof ErrorResponse && error.error === 'invalid_grant';
      if (!refused || !options.hiddenFrameFallback) throw error;
    }
  } else if (!options.hiddenFrameFallback) {
    throw missingRefreshToken(options.audience, options.scope);
  }
  return viaHiddenFrame(client, options.newNonce());
}

/**
 * An access token without the visitor's help: the cached session when it is fresh, else (holding a lock so
 * that tabs do not renew twice, and looking at the cache again once it is held) the refresh token, else a
 * hidden frame. A refresh token the provider refuses falls back to the frame as well.
 */
export async function getTokenSilently(client: SilentClient, options: SilentOptions): Promise<User> {
  try {
    const cached = fresh(await client.getUser());
    if (cached) return cached;
    return await options.withLock(
      async () => fresh(await client.getUser()) ?? (await renew(client, options)),
    );
  } catch (error) {
    throw toProviderError(error);
  }
}

/** The Web Locks API, given up after the spec's lock timeout (a timeout error); without the API, no lock. */
export async function withBrowserLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  try {
    return await navigator.locks.request(
      LOCK_NAME,
      { signal: AbortSignal.timeout(IDENTITY_PROVIDER_TIMINGS.lockTimeoutMs) },
      work,
    );
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new ProviderError('timeout', 'Timeout: the sign-in lock was not obtained in time');
    throw error;
  }
}
