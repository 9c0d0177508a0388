import { timingSafeEqual } from 'node:crypto';
import { authMessages } from '@fathom/contract/auth';
import { XSRF_CHECKED_METHODS, XSRF_COOKIE, XSRF_HEADER as XSRF_HEADER_NAME } from '@fathom/contract/xsrf';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { hasBearerAuthorization } from './authenticate';
import { cookieIsSecure, SESSION_COOKIE } from './session-cookie';
import { generateToken } from './tokens';

/** Node's name of the header: lower case. */
const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function headerValue(request: FastifyRequest): string | undefined {
  const value = request.headers[XSRF_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** A new readable XSRF-TOKEN cookie: for a browser that has none, and at every sign-in. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.setCookie(XSRF_COOKIE, generateToken(), {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: cookieIsSecure(request, publicUrl),
  });
}

/**
 * Double-submit protection for the session cookie: the browser app copies the readable XSRF-TOKEN
 * cookie into the X-XSRF-TOKEN header, which another site cannot read and so cannot send. Requests
 * that carry a Bearer token are not sent by the browser on its own, so they are exempt.
 */
export function registerXsrfProtection(app: FastifyInstance, deps: { publicUrl: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    const bearer = hasBearerAuthorization(request);
    // Only a browser on its own cookies needs the token; a caller with a Bearer token is given none.
    if (!cookieToken && !bearer) issueXsrfCookie(request, reply, deps.publicUrl);
    if (!XSRF_CHECKED_METHODS.has(request.method)) return;
    // A request no route answers acts on nothing: a form the browser sent itself to a page is sent back to the page.
    if (request.is404) return;
    // The identity provider's own forms do not act with the portal's session.
    if (request.url.startsWith('/oidc/')) return;
    if (bearer || request.cookies[SESSION_COOKIE] === undefined) return;
    const headerToken = headerValue(request);
    if (!cookieToken || !headerToken || !sameSecret(cookieToken, headerToken)) {
      throw new HttpError(403, authMessages.csrfMismatch);
    }
  });
}
