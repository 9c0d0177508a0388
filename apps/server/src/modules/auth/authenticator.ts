import type { Database } from '../../db/database';
import type { AuthContext } from '../../platform/auth-context';
import type { Authenticator, Credential } from '../../platform/authenticate';
import type { SessionCache } from '../../platform/session-cache';
import { hashToken } from '../../platform/tokens';
import { findCredentialsByEmail } from './credentials-repository';
import { issuedBeforePasswordChange, looksLikeJwt, type ProviderTokenVerifier } from './provider-tokens';
import { findAuthUserByEmail, findSessionByTokenHash, recordSessionActivity } from './session-repository';
import { isSessionUsable, sessionIdleMs, shouldRecordActivity } from './session-rules';
import { viewAsContext } from './view-as-service';

export interface AuthenticatorDeps {
  db: Database;
  now: () => Date;
  sessionCache: SessionCache;
  /** Set when an identity provider is configured (OIDC_ISSUER). */
  providerTokens?: ProviderTokenVerifier | null;
}

/**
 * Requests authenticated by an identity provider's access token have no session row of ours: they carry
 * this id, which matches no session, so session operations (sign out others, revoke) leave them alone.
 */
export const PROVIDER_TOKEN_SESSION_ID = '00000000-0000-0000-0000-000000000000';

async function identifyProviderToken(token: string, deps: AuthenticatorDeps): Promise<AuthContext | null> {
  const identity = deps.providerTokens ? await deps.providerTokens(token) : null;
  if (!identity) return null;
  const credentials = await findCredentialsByEmail(deps.db, identity.email);
  if (!credentials || issuedBeforePasswordChange(identity, credentials.providerTokensValidAfter)) return null;
  const user = await findAuthUserByEmail(deps.db, identity.email);
  if (!user) return null;
  return {
    user,
    session: {
      id: PROVIDER_TOKEN_SESSION_ID,
      kind: 'full',
      disableTrackEvents: false,
      kitItemId: null,
      via: 'bearer',
    },
  };
}

async function identifySession(
  { token, via, userAgent }: Credential,
  deps: AuthenticatorDeps,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const now = deps.now();
  const stored = await deps.sessionCache.find(tokenHash, {
    read: () => findSessionByTokenHash(deps.db, tokenHash),
    stillUsable: (session) => isSessionUsable(session, now, sessionIdleMs(session.user)),
  });
  if (!stored || !isSessionUsable(stored, now, sessionIdleMs(stored.user))) return null;
  if (shouldRecordActivity(stored.lastSeenAt, now) || (stored.userAgent === null && userAgent !== null)) {
    // Noted in the cache first, so the requests arriving meanwhile do not write it again.
    deps.sessionCache.recordActivity(tokenHash, now, userAgent);
    await recordSessionActivity(deps.db, stored.id, now, userAgent);
  }
  return {
    user: stored.user,
    session: {
      id: stored.id,
      kind: stored.kind,
      disableTrackEvents: stored.disableTrackEvents,
      kitItemId: stored.kitItemId,
      via,
    },
  };
}

/**
 * The portal's sessions (the `Authorization: Bearer` token or the `fathom_session` cookie): they end after 30 idle
 * minutes or 12 hours, last use is written at most once a minute, and a session read is kept a few seconds in the
 * session cache, which revocations empty. A bearer token that looks like a JWT is an identity provider's access
 * token ("new authentication"), unless the request says it uses the portal's own sessions.
 */
export function createAuthenticator(deps: AuthenticatorDeps): Authenticator {
  return {
    identify(credential) {
      if (
        credential.via === 'bearer' &&
        deps.providerTokens &&
        looksLikeJwt(credential.token) &&
        !credential.useOldAuthentication
      ) {
        return identifyProviderToken(credential.token, deps);
      }
      return identifySession(credential, deps);
    },
    viewAs: (staff, grantId) => viewAsContext(deps, staff, grantId),
  };
}
