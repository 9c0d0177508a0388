import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../../platform/session-cookie';
import { issueXsrfCookie } from '../../platform/xsrf';
import type { AuthDeps } from './auth-deps';
import type { StartedSession } from './login-service';

/** A sign-in's answer: the session cookie, a new XSRF token, and the user (a summary until fully signed in). */
export async function answerSession(
  deps: Pick<AuthDeps, 'db' | 'now' | 'config' | 'profiles'>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: StartedSession,
) {
  setSessionCookie(request, reply, {
    token: session.token,
    expiresAt: session.expiresAt,
    now: deps.now(),
    publicUrl: deps.config.publicUrl,
  });
  // A token planted in the browser before sign-in (a fixation) is worthless once signed in.
  issueXsrfCookie(request, reply, deps.config.publicUrl);
  const user =
    session.kind === 'full'
      ? await deps.profiles.resource(deps.db, session.userId, request)
      : await deps.profiles.summary(deps.db, session.userId);
  return { token: session.token, user };
}
