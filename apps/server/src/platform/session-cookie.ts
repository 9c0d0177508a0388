import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'fathom_session';

/** Secure cookies whenever the request or the public address uses HTTPS. */
export function cookieIsSecure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { token: string; expiresAt: Date; now: Date; publicUrl: string },
): void {
  reply.setCookie(SESSION_COOKIE, options.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieIsSecure(request, options.publicUrl),
    maxAge: Math.max(0, Math.floor((options.expiresAt.getTime() - options.now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: cookieIsSecure(request, publicUrl),
  });
}
