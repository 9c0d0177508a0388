import { authMessages } from '@fathom/contract/auth';
import type { Role } from '@fathom/contract/user';
import { VIEW_AS_HEADER } from '@fathom/contract/view-as-header';
import { viewAsMessages } from '@fathom/contract/view-as-messages';
import { VIEW_AS_PARAMETER } from '@fathom/contract/view-as-parameter';
import { type StaffWork, staffRoleMay } from '@fathom/domain/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { pathOf } from '../http/url-path';
import { isUuid } from '../http/uuid';
import type { AuthContext } from './auth-context';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { viewAsMayCall } from './view-as-access';

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

/** The credential a request carries: a session's token, or an identity provider's access token. */
export interface Credential {
  token: string;
  via: 'bearer' | 'cookie';
  /** The request asks for the portal's own sessions even for a token that looks like a provider's. */
  useOldAuthentication: boolean;
  userAgent: string | null;
}

/** What the auth room answers the kernel: who a credential belongs to, and a staff member's view as a customer. */
export interface Authenticator {
  /** The context of a usable session or provider token; null for an unknown, ended or revoked one. */
  identify(credential: Credential): Promise<AuthContext | null>;
  /** The customer a staff member views through this grant; null unless the grant is open and this session's. */
  viewAs(staff: AuthContext, grantId: string): Promise<AuthContext | null>;
}

export interface AuthenticationDeps {
  publicUrl: string;
  authenticator: Authenticator;
  /** The routes anyone may call (`METHOD /pattern`); every other API route needs a usable session. */
  publicRoutes: ReadonlySet<string>;
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
  const auth = await deps.authenticator.identify({
    token,
    via: fromHeader !== undefined ? 'bearer' : 'cookie',
    useOldAuthentication: request.headers['use-old-authentication'] === 'true',
    userAgent: request.headers['user-agent'] ?? null,
  });
  if (!auth && fromCookie !== undefined) clearSessionCookie(request, reply, deps.publicUrl);
  return auth;
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
  const viewed = grantId && isUuid(grantId) ? await deps.authenticator.viewAs(auth, grantId) : null;
  if (!viewed) throw new HttpError(403, viewAsMessages.ended, undefined, 'view_as_ended');
  return viewed;
}

/**
 * Reads the credential of every API request, the `Authorization: Bearer` token first, else the `fathom_session`
 * cookie, and has the auth room say whose it is (a cookie that names no usable session is cleared). A request
 * without a usable session is refused with 401 unless its route is public (platform/public-routes.ts): the routes'
 * own guards (requireUser, requireRole, requireStaff) then say which signed-in people may call them. A staff
 * session viewing as a customer is resolved here too, once for every route (resolveViewAs).
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticationDeps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request.url)) {
      request.auth = null;
      return;
    }
    request.auth = await resolveViewAs(request, await resolveAuth(request, reply, deps), deps);
    if (!request.auth && !isPublicRoute(request, deps.publicRoutes)) throw unauthenticated();
    if (request.auth?.session.kind === 'kit' && !kitSessionMayCall(request)) {
      throw new HttpError(403, authMessages.kitSessionLimited);
    }
  });
}

/**
 * Whether anyone may call the route the request matched. A path that matched no API route (none, or the web app's
 * catch-all) is left to the 404 answer; HEAD is its GET route's. A CORS preflight (OPTIONS) carries no credentials
 * by the standard: it is answered by the CORS rules of its route.
 */
function isPublicRoute(request: FastifyRequest, publicRoutes: ReadonlySet<string>): boolean {
  const url = request.routeOptions.url;
  if (url === undefined || !url.startsWith('/api/') || request.method === 'OPTIONS') return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return publicRoutes.has(`${method} ${url}`);
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
