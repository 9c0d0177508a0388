import { errorBodySchema } from '@fathom/contract/common';
import { profileQuerySchema, profileUpdateRequestSchema, userResponseSchema } from '@fathom/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthDeps } from '../auth/auth-deps';
import { authOf, requireUser, sessionSecurity } from '../auth/authenticate';
import { updateProfile, userResourceOf } from './profile-service';

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: Pick<AuthDeps, 'db' | 'reads' | 'now' | 'sessionCache'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/restify/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['profile'],
        security: sessionSecurity,
        summary: 'The signed-in user with their client, latest ready result and recommendations',
        querystring: profileQuerySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await userResourceOf(deps.reads, authOf(request).user) }),
  );

  routes.post(
    '/api/restify/profile',
    {
      preValidation: requireUser,
      schema: {
        tags: ['profile'],
        security: sessionSecurity,
        summary: 'Change the signed-in user’s names',
        body: profileUpdateRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const updated = await updateProfile(deps.db, userId, request.body, deps.now());
      // The user's sessions carry their names.
      await deps.sessionCache.forgetUser(userId);
      return { data: updated };
    },
  );
}
