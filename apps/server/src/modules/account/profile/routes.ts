import { errorBodySchema } from '@fathom/contract/common';
import { savedAddressResponseSchema } from '@fathom/contract/items';
import { profileQuerySchema, profileUpdateRequestSchema, userResponseSchema } from '@fathom/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../../../db/database';
import { createEncodedAnswers, recordingSources } from '../../../http/encoded-answers';
import { readerLanguage } from '../../../i18n/reader-language';
import { authOf, requireRole, requireUser, sessionSecurity } from '../../../platform/authenticate';
import type { SessionCache } from '../../../platform/session-cache';
import { updateProfile, userResourceOf } from './profile-service';
import { findSavedAddress } from './saved-address-repository';

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    /** The database through the read cache, for the GET routes. */
    reads: Queryable;
    now: () => Date;
    /** The user's sessions carry their names: forgotten once a change commits. */
    sessionCache: Pick<SessionCache, 'forgetUser'>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };
  const answers = createEncodedAnswers();

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
    async (request, reply) => {
      const { user } = authOf(request);
      const read = recordingSources(deps.reads);
      const language = readerLanguage(request, user.language);
      const profile = await userResourceOf(read.reads, user, language);
      // The session's user is kept as one object until the account changes (auth/session-cache.ts); the
      // recommendations are in the reader's language, which the variant names.
      return answers.send(reply, [user, ...read.sources], `${request.url} ${language}`, () => ({
        data: profile,
      }));
    },
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
      const updated = await updateProfile(deps.db, userId, request.body, deps.now(), request);
      // The user's sessions carry their names.
      await deps.sessionCache.forgetUser(userId);
      return { data: updated };
    },
  );

  routes.get(
    '/api/restify/profile/address',
    {
      // The account holder's alone: a partner never checks out, and the holder's address is not theirs to see.
      preValidation: requireRole('client'),
      schema: {
        tags: ['profile'],
        security: sessionSecurity,
        summary:
          'The signed-in customer’s saved address, which the checkout fills in (null when there is none)',
        response: { 200: savedAddressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = authOf(request).user;
      return { data: clientId ? await findSavedAddress(deps.db, clientId) : null };
    },
  );
}
