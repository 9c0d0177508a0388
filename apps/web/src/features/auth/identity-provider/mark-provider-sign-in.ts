import { IDENTITY_PROVIDER_TIMINGS } from '@fathom/domain/identity-provider';
import { ORGANIZATION_HINT, SIGNED_IN_MARKER } from './provider-markers';

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in some browsers; these are two flags read at start
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

/** Sets the identity provider's markers (provider-markers.ts) at a provider sign-in. */
export function markSignedInWithProvider(organization: string | undefined): void {
  const lifetime = IDENTITY_PROVIDER_TIMINGS.markerLifetimeSeconds;
  writeCookie(SIGNED_IN_MARKER, 'true', lifetime);
  if (organization) writeCookie(ORGANIZATION_HINT, organization, lifetime);
}

export function clearProviderMarkers(): void {
  writeCookie(SIGNED_IN_MARKER, '', 0);
  writeCookie(ORGANIZATION_HINT, '', 0);
}
