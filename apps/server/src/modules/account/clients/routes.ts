import { errorBodySchema } from '@fathom/contract/common';
import { clientIdParamsSchema, clientResponseSchema, clientUpdateRequestSchema } from '@fathom/contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { readerLanguage } from '../../../i18n/reader-language';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import { updateOwnClient } from './client-service';

export function registerClientRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/restify/clients/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['clients'],
        security: sessionSecurity,
        summary: 'Change the contact details of the signed-in customer’s own client',
        params: clientIdParamsSchema,
        body: clientUpdateRequestSchema,
        response: {
          200: clientResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const language = readerLanguage(request, user.language);
      return {
        data: await updateOwnClient(deps.db, user, request.params.id, request.body, deps.now(), language),
      };
    },
  );
}
