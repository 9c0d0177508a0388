import { announcementListQuerySchema, announcementListResponseSchema } from '@fathom/contract/announcements';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { authOf, requireUser, sessionSecurity } from '../auth/authenticate';
import { listAnnouncements } from './announcement-repository';

const DEFAULT_PER_PAGE = 50;

export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: { reads: Queryable; now: () => Date },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restify/announcements',
    {
      preValidation: requireUser,
      schema: {
        tags: ['announcements'],
        security: sessionSecurity,
        summary: 'Announcements for the signed-in customer; active=true keeps those running now',
        querystring: announcementListQuerySchema,
        response: {
          200: announcementListResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? DEFAULT_PER_PAGE;
      const { announcements, total } = await listAnnouncements(deps.reads, {
        clientIds: [user.clientId, user.parentClientId],
        activeAt: request.query.active === 'true' ? deps.now() : null,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: announcements,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );
}
