import { errorBodySchema } from '@fathom/contract/common';
import {
  recommendationListQuerySchema,
  recommendationListResponseSchema,
} from '@fathom/contract/recommendations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { readerLanguage } from '../../../i18n/reader-language';
import { reachableClientId } from '../../../platform/auth-context';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import { listRecommendationsForClient } from './recommendation-repository';

export function registerRecommendationRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restify/recommendations',
    {
      preValidation: requireUser,
      schema: {
        tags: ['recommendations'],
        security: sessionSecurity,
        summary: 'Lifestyle recommendations for the signed-in customer, by sort_order',
        querystring: recommendationListQuerySchema,
        response: {
          200: recommendationListResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        data: await listRecommendationsForClient(
          deps.db,
          reachableClientId(user),
          readerLanguage(request, user.language),
        ),
      };
    },
  );
}
