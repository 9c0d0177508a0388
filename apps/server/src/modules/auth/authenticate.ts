import { authMessages } from '@fathom/contract/auth';
import type { Role } from '@fathom/contract/user';
import { VIEW_AS_HEADER } from '@fathom/contract/view-as-header';
import { viewAsMessages } from '@fathom/contract/view-as-messages';
import { VIEW_AS_PARAMETER } from '@fathom/contract/view-as-parameter';
import { type StaffWork, staffRoleMay } from '@fathom/domain/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import type { AuthContext } from './auth-context';
import { findCredentialsByEmail } from './credentials-repository';
import { issuedBeforePasswordChange, looksLikeJwt, type ProviderTokenVerifier } from './provider-tokens';
import type { SessionCache } from './session-cache';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { findAuthUserByEmail, findSessionByTokenHash, recordSessionActivity } from './session-repository';
import { isSessionUsable, sessionIdleMs, shouldRecordActivity } from './session-rules';
import { hashToken } from './tokens';
import { viewAsMayCall } from './view-as-access';
import { viewAsContext } from './view-as-service';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** True when the request names a session in its Authorization header, which exempts it from the XSRF check. */
export function hasBearerAuthorization(request: FastifyRequest): boolean {
  return bearerToken(request) !== undefined;
}

export interface AuthenticationDeps {
  db: Database;
  now: () => Date;
  publicUrl: string;
  sessionCache: SessionCache;
  /** Set when an identity provider is configured (OIDC_ISSUER). */
  providerTokens?: ProviderTokenVerifier | null;
}

/**
 * Requests authenticated by an identity provider's access token have no session row of ours: they carry
 * this id, which matches no session, so session operations (sign out others, revoke) leave them alone.
 */
export const PROVIDER_TOKEN_SESSION_ID = '00000000-0000-0000-0000-000000000000';

async function resolveProviderToken(token: string, deps: AuthenticationDeps): Promise<AuthContext | null> {
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

async function resolveAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AuthenticationDeps,
): Promise<AuthContext | null> {
  const fromHeader = bearerToken(request);
  const fromCookie = fromHeader === undefined ? request.cookies[SESSION_COOKIE] : undefined;
  const token = fromHeader ?? fromCookie;
  if (!token) return null;
  // "New authentication": a provider's token, unless the request says it uses the portal's own sessions.
  if (
    fromHeader !== undefined &&
    deps.providerTokens &&
    looksLikeJwt(token) &&
    request.headers['use-old-authentication'] !== 'true'
  ) {
    return resolveProviderToken(token, deps);
  }
  const tokenHash = hashToken(token);
  const now = deps.now();
  const stored = await deps.sessionCache.find(tokenHash, {
    read: () => findSessionByTokenHash(deps.db, tokenHash),
    stillUsable: (session) => isSessionUsable(session, now, sessionIdleMs(session.user)),
  });
  if (!stored || !isSessionUsable(stored, now, sessionIdleMs(stored.user))) {
    if (fromCookie !== undefined) clearSessionCookie(request, reply, deps.publicUrl);
    return null;
  }
  const userAgent = request.headers['user-agent'] ?? null;
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
      via: fromHeader !== undefined ? 'bearer' : 'cookie',
    },
  };
}

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function isApiRequest(url: string): boolean {
  const path = pathOf(url);
  return path.startsWith('/api/') && !path.startsWith('/api/health');
}

const VIEW_AS_HEADER_NAME = VIEW_AS_HEADER.toLowerCase();

/** The view a plain link's read names in its address (a download cannot send the header). */
function viewAsOfDownload(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.[VIEW_AS_PARAMETER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A staff session's request that says it views as a customer (issue 47). On the staff's own routes the header means
 * nothing (the console acts as the staff member, as always), nor does it from anyone but a signed-in staff member
 * (they act as themselves, header or not). Elsewhere a read is answered as the customer when the grant is open and
 * this session's; anything but a read, and a read whose grant is not, is refused before the route runs: never
 * answered as the staff member, never as anyone else.
 */
async function resolveViewAs(
  request: FastifyRequest,
  auth: AuthContext | null,
  deps: AuthenticationDeps,
): Promise<AuthContext | null> {
  // Only a signed-in staff member's request is looked at: a customer's costs nothing here.
  if (auth?.user.role !== 'staff' || auth.session.kind !== 'full') return auth;
  const header = request.headers[VIEW_AS_HEADER_NAME] ?? viewAsOfDownload(request);
  if (header === undefined) return auth;
  // Decided by the route the request matched, not by how its address is spelt.
  if (request.routeOptions.url?.startsWith('/api/staff/')) return auth;
  if (!viewAsMayCall(request.method, request.routeOptions.url)) {
    throw new HttpError(403, viewAsMessages.readOnly);
  }
  const grantId = Array.isArray(header) ? header[0] : header;
  const viewed = grantId && isUuid(grantId) ? await viewAsContext(deps, auth, grantId) : null;
  if (!viewed) throw new HttpError(403, viewAsMessages.ended);
  return viewed;
}

/**
 * Reads the session of every API request: the `Authorization: Bearer` token first, else the
 * `fathom_session` cookie. Sessions end after 30 idle minutes or 12 hours; last use is written at
 * most once a minute. Sessions read are kept a few seconds in the session cache, which revocations empty.
 * A staff session viewing as a customer is resolved here too, once for every route (resolveViewAs).
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticationDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url)) {
      request.auth = null;
      return;
    }
    request.auth = await resolveViewAs(request, await resolveAuth(request, reply, deps), deps);
    if (request.auth?.session.kind === 'kit' && !kitSessionMayCall(request)) {
      throw new HttpError(403, authMessages.kitSessionLimited);
    }
  });
}

/**
 * The only routes a kit registration's limited session reaches (ADR 023): its kit's registration and order
 * details, giving or choosing the password, and signing out. Every other route, public ones included, answers
 * 403 to it, so a route added later is closed to it by default.
 */
export const kitSessionRoutes: ReadonlySet<string> = new Set([
  'GET /api/kit-session',
  'POST /api/kit-session/password',
  'POST /api/logout',
]);

function kitSessionMayCall(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && kitSessionRoutes.has(`${request.method} ${url}`);
}

/** OpenAPI: routes that need a session accept it either way. */
export const sessionSecurity: { [scheme: string]: string[] }[] = [{ bearer: [] }, { sessionCookie: [] }];

function unauthenticated(): HttpError {
  return new HttpError(401, authMessages.unauthenticated);
}

/** Any session, including one still waiting for the one-time password (login-2fa, logout). */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
}

/**
 * A fully signed-in user: a session waiting for its one-time password answers 428, a kit registration's
 * limited session 403.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
  if (request.auth.session.kind === 'kit') throw new HttpError(403, authMessages.kitSessionLimited);
  if (request.auth.session.kind !== 'full') throw new HttpError(428, authMessages.oneTimePasswordRequired);
}

/**
 * A staff member who may do this work (issue 47): customers, partners and staff of another role answer 403,
 * and so does a staff account until it has set up two-factor sign-in (with a message that says so).
 */
export function requireStaff(work: StaffWork) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireStaffMember(request);
    const user = authOf(request).user;
    if (!user.google2faConfiguredAt) throw new HttpError(403, authMessages.staffTwoFactorRequired);
    if (!staffRoleMay(user.staffRole, work)) throw new HttpError(403, authMessages.forbidden);
  };
}

/** Any staff account, two-factor set up or not: what the console asks first, to know where to send them. */
export async function requireStaffMember(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.auth?.user.role !== 'staff') throw new HttpError(403, authMessages.forbidden);
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    if (!request.auth || !roles.includes(request.auth.user.role)) {
      throw new HttpError(403, authMessages.forbidden);
    }
  };
}

/** The context of a route that ran requireSession, requireUser or requireRole. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
