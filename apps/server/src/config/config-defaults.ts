/**
 * What the configuration falls back on when a setting is not given, where both the browser's configuration
 * (web/web-config.ts) and a room need the same value.
 */

/** The development identity provider's client, when no OIDC_CLIENT_ID is given. */
export const DEV_CLIENT_ID = 'fathom-portal';

/** The development identity provider's issuer, under the portal's own address, when no OIDC_ISSUER is given. */
export const devIssuer = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/oidc`;

/** The key the pages send their logs with, when no REMOTE_LOG_API_KEY is given (public by design). */
export const DEFAULT_REMOTE_LOG_API_KEY = 'fathom-web';
