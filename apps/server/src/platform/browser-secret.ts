import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from './session-cookie';
import { generateToken, hashToken } from './tokens';

/**
 * A secret that ties what a browser made without signing in (a checkout draft, an insurance check) to that
 * browser: an HttpOnly cookie sent to the routes of its path only, whose SHA-256 digest is kept with the thing.
 */
export interface BrowserSecretCookie {
  name: string;
  path: string;
  maxAgeS: number;
}

const SECRET_SHAPE = /^[\w-]{43}$/;

/** The digest of the browser's secret, or null when it holds none. */
export function browserSecretHash(request: FastifyRequest, cookie: BrowserSecretCookie): string | null {
  const secret = request.cookies[cookie.name];
  return secret && SECRET_SHAPE.test(secret) ? hashToken(secret) : null;
}

/** The browser's secret (a new one when it has none), given again for the cookie's lifetime; answers its digest. */
export function giveBrowserSecret(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: BrowserSecretCookie,
  publicUrl: string,
): string {
  const held = request.cookies[cookie.name];
  const secret = held && SECRET_SHAPE.test(held) ? held : generateToken();
  reply.setCookie(cookie.name, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: cookie.path,
    secure: cookieIsSecure(request, publicUrl),
    maxAge: cookie.maxAgeS,
  });
  return hashToken(secret);
}
