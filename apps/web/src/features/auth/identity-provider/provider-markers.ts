import { IDENTITY_PROVIDER_TIMINGS } from '@fathom/domain/identity-provider';
import { readCookie } from '../../../lib/http/cookies';

/**
 * Two cookies of this origin: a marker that the visitor signed in through the identity provider (so the
 * app may sign them in again silently) and the organization hint sent at that sign-in. Neither holds a
 * token; both last a day, like the provider's session.
 */
export const SIGNED_IN_MARKER = 'fathom.idp.is.authenticated';
export const ORGANIZATION_HINT = 'fathom.idp.organization_hint';

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers; these are two flags read at start
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export const signedInWithProvider = (): boolean => readCookie(SIGNED_IN_MARKER) === 'true';

export function markSignedInWithProvider(organization: string | undefined): void {
  const lifetime = IDENTITY_PROVIDER_TIMINGS.markerLifetimeSeconds;
  writeCookie(SIGNED_IN_MARKER, 'true', lifetime);
  if (organization) writeCookie(ORGANIZATION_HINT, organization, lifetime);
}

export function clearProviderMarkers(): void {
  writeCookie(SIGNED_IN_MARKER, '', 0);
  writeCookie(ORGANIZATION_HINT, '', 0);
}
