import { errorBodySchema } from '@fathom/contract/common';
import { homeSummaryResponseSchema } from '@fathom/contract/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { authOf, requireRole, sessionSecurity } from '../auth/authenticate';
import type { Catalogue } from '../catalogue/catalogue-service';
import { homeSummaryOf } from './home-summary-service';

export function registerHomeSummaryRoutes(
  app: FastifyInstance,
  deps: { reads: Queryable; catalogue: Catalogue; now: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/home-summary',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'The home page beside the profile: what needs the customer now (dated, most pressing first), the state of their stored samples, and their STI panels',
        response: {
          200: homeSummaryResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
      return { data: await homeSummaryOf(deps.reads, deps.catalogue, user.clientId, deps.now()) };
    },
  );
}
