import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from '../auth/session-cookie';
import { hashToken } from '../auth/tokens';
import { DRAFT_LIFETIME_MS } from './checkout-intent-repository';

/**
 * The secret that binds checkout drafts to the browser that opened them: an HttpOnly cookie sent to the drafts'
 * routes only. The drafts keep its SHA-256 digest; a browser keeps one secret for all of its drafts.
 */
export const DRAFT_COOKIE = 'fathom_checkout_draft';
const DRAFT_COOKIE_PATH = '/api/checkout-intent';
const SECRET_SHAPE = /^[\w-]{43}$/;

/** The digest of this browser's draft secret, or null when it has none. */
export function draftSecretHash(request: FastifyRequest): string | null {
  const secret = request.cookies[DRAFT_COOKIE];
  return secret && SECRET_SHAPE.test(secret) ? hashToken(secret) : null;
}

/** This browser's secret (a new one when it has none), given again for the drafts' lifetime; answers its digest. */
export function giveDraftSecret(request: FastifyRequest, reply: FastifyReply, publicUrl: string): string {
  const held = request.cookies[DRAFT_COOKIE];
  const secret = held && SECRET_SHAPE.test(held) ? held : randomBytes(32).toString('base64url');
  reply.setCookie(DRAFT_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: DRAFT_COOKIE_PATH,
    secure: cookieIsSecure(request, publicUrl),
    maxAge: DRAFT_LIFETIME_MS / 1000,
  });
  return hashToken(secret);
}
