import { announcementListQuerySchema, announcementListResponseSchema } from '@fathom/contract/announcements';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { createEncodedAnswers } from '../../http/encoded-answers';
import { readerLanguage } from '../../i18n/reader-language';
import { authOf, requireUser, sessionSecurity } from '../../platform/authenticate';
import { listAnnouncements, toResource } from './announcement-repository';

const DEFAULT_PER_PAGE = 50;

export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: { reads: Queryable; now: () => Date },
): void {
  const answers = createEncodedAnswers();
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
    async (request, reply) => {
      const { user } = authOf(request);
      // In the reader's language: their profile's, else the page's (the clinic's English where it wrote no other).
      const language = readerLanguage(request, user.language);
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? DEFAULT_PER_PAGE;
      const listed = await listAnnouncements(deps.reads, {
        // The holder's own notices (a renewal, a destruction date) are not the partner's: only everyone's.
        clientIds: [user.clientId, null],
        // Only an account holder buys: a partner (or staff) is not told of shipping times or sales.
        canBuy: user.role === 'client',
        activeAt: request.query.active === 'true' ? deps.now() : null,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const { total } = listed;
      // Which announcements are running changes with the moment, not with the rows: it is part of the variant, as
      // the reader's language is.
      const variant = `${request.url} ${language} ${total} ${listed.page.map((row) => row.id).join()}`;
      return answers.send(reply, listed.sources, variant, () => ({
        data: listed.page.map((row) => toResource(row, language)),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      }));
    },
  );
}
