import {
  authMessages,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
} from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import type { AuthDeps } from '../auth-deps';
import { findCredentialsById } from '../credentials-repository';
import { REAUTH_MESSAGES } from '../reauthentication';
import { changePassword } from './password-change-service';

export const PASSWORD_CHANGED =
  'Your password is changed. You stay signed in here; other sessions have ended.';

/** A signed-in person changes their password after typing the current one; their other sessions end. */
export function registerPasswordChangeRoutes(
  app: FastifyInstance,
  deps: AuthDeps & { limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/restify/users/password',
    {
      preValidation: requireUser,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary: 'Changes the password after the current one (5 tries in 15 minutes); other sessions end',
        body: passwordChangeRequestSchema,
        response: {
          200: passwordChangeResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, session } = authOf(request);
      await deps.limiter.ensureRemaining(request, reply, user.id);
      const credentials = await findCredentialsById(deps.db, user.id);
      if (!credentials) throw new HttpError(401, authMessages.unauthenticated);
      if (!(await deps.passwords.verify(credentials.passwordHash, request.body.current_password))) {
        await deps.limiter.consume(request, reply, user.id);
        throw new HttpError(422, REAUTH_MESSAGES.wrongPassword, {
          current_password: [REAUTH_MESSAGES.wrongPassword],
        });
      }
      const signedOut = await changePassword(
        deps,
        { userId: user.id, sessionId: session.id, email: credentials.email },
        request.body.password,
      );
      return { data: { message: PASSWORD_CHANGED, signed_out: signedOut } };
    },
  );
}
