/** The identity provider's scope and timings (spec sections 6 and 9). */
export const IDENTITY_PROVIDER_TIMINGS = {
  /** Each HTTP call to the provider. */
  httpTimeoutSeconds: 10,
  /** A popup or hidden frame that has not answered by then fails. */
  childWindowTimeoutSeconds: 60,
  popup: { width: 400, height: 600 },
  /** A cached session counts as stale this long before its access token expires. */
  staleBeforeExpirySeconds: 60,
  /** Silent renewal waits this long for the lock shared by the tabs, then fails with a timeout. */
  lockTimeoutMs: 5_000,
  /** The signed-in marker and the organization hint cookies. */
  markerLifetimeSeconds: 24 * 60 * 60,
} as const;

/** "openid profile email", plus offline_access when refresh tokens are used. */
export function providerScope(refreshTokens: boolean): string {
  return refreshTokens ? 'openid profile email offline_access' : 'openid profile email';
}
