import { ID_TOKEN_LEEWAY_SECONDS } from '@fathom/domain/identity-token-checks';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AttemptLimiters } from '../../platform/attempt-limits';
import type { AuthDeps } from './auth-deps';

/** The audience the portal's API expects in provider tokens when OIDC_AUDIENCE is not set. */
export const DEFAULT_OIDC_AUDIENCE = 'fathom-api';

export interface ProviderIdentity {
  subject: string;
  email: string;
  /** When the provider issued the token (seconds): a password changed since voids it. */
  issuedAt: number;
}

export type ProviderTokenVerifier = (token: string) => Promise<ProviderIdentity | null>;

/**
 * An identity provider served by this server itself (without OIDC_ISSUER): it registers its routes and answers
 * its signing keys and whether one of its sessions has ended.
 */
export type BuiltInIdentityProvider = (
  app: FastifyInstance,
  deps: AuthDeps & {
    issuer: string;
    audience: string;
    limits: Pick<
      AttemptLimiters,
      'loginFailuresPerIp' | 'loginFailuresPerEmailAndIp' | 'loginFailuresPerEmail'
    >;
  },
) => Promise<{ keys: JWTVerifyGetKey; isSessionEnded(sid: string): boolean }>;

/**
 * Verifies access tokens of the identity provider: RS256 signature against the issuer's published keys
 * (found through its discovery document, cached), the issuer, the audience, and its times with the spec's 60 s
 * of leeway: expired, not valid yet, or issued in the future. A token issued in the future would outlive a
 * password change that should void it (issuedBeforePasswordChange). The user is the one whose verified email
 * the token carries. Null for any token that fails a check.
 */
export function createProviderTokenVerifier(options: {
  issuer: string;
  audience: string;
  now: () => Date;
  /** The built-in development provider's keys, known without asking it over HTTP. */
  keys?: JWTVerifyGetKey;
  /** The built-in provider's own sessions: a token of a session signed out there is void. */
  isSessionEnded?: (sid: string) => boolean;
}): ProviderTokenVerifier {
  let keys: JWTVerifyGetKey | null = options.keys ?? null;
  const keySet = async () => {
    if (keys) return keys;
    const discovery = await fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`The identity provider's discovery answered ${discovery.status}`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error("The identity provider's discovery has no jwks_uri");
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  };
  return async (token) => {
    const now = options.now();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keySet(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        currentDate: now,
        clockTolerance: ID_TOKEN_LEEWAY_SECONDS,
      }));
    } catch {
      return null;
    }
    const issuedInTheFuture =
      typeof payload.iat === 'number' &&
      payload.iat > Math.floor(now.getTime() / 1000) + ID_TOKEN_LEEWAY_SECONDS;
    if (issuedInTheFuture) return null;
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!payload.sub || !email || payload.email_verified !== true || typeof payload.iat !== 'number')
      return null;
    if (typeof payload.sid === 'string' && options.isSessionEnded?.(payload.sid)) return null;
    return { subject: payload.sub, email, issuedAt: payload.iat };
  };
}

/** A bearer token shaped like a JWT (three dot-separated parts), not one of the portal's own session tokens. */
export const looksLikeJwt = (token: string) => token.split('.').length === 3;

/** Whether the password changed after the provider issued the token (to the second the token states). */
export function issuedBeforePasswordChange(
  identity: Pick<ProviderIdentity, 'issuedAt'>,
  validAfter: Date | null,
): boolean {
  return validAfter !== null && identity.issuedAt < Math.floor(validAfter.getTime() / 1000);
}
