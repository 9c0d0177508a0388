import { errorBodySchema, listEnvelope, nullDataSchema } from '@fathom/contract/common';
import {
  createShareLinkRequestSchema,
  publicResultResponseSchema,
  resultViewListQuerySchema,
  resultViewResourceSchema,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
} from '@fathom/contract/results';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import { resultResource } from '../result-repository';
import type { ResultViewRecorder } from '../views/result-view-log';
import { listResultViews } from '../views/result-view-repository';
import {
  createShareLink,
  findSharedResult,
  listShareLinks,
  revokeShareLink,
  type ShareLinkRow,
} from './share-link-repository';

const errors = errorAnswers(401, 403, 404, 422, 428);
const NO_SUCH_LINK = msg`This link does not work: it may have been turned off by the person who shared it.`;

const linkResource = (row: ShareLinkRow, url?: string) => ({
  id: row.id,
  result_document_id: row.result_document_id,
  created_at: new Date(row.created_at).toISOString(),
  revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  ...(url ? { url } : {}),
});

/**
 * The owner of a result shares it through a link they can turn off, and sees every read of their results.
 * Only the account holder manages links and reads the log: a partner reads results, not who else did.
 */
export function registerResultSharingRoutes(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; publicUrl: string; views: ResultViewRecorder },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = requireRole('client');
  const ownerOf = (request: Parameters<typeof authOf>[0]) => {
    const user = authOf(request).user;
    if (!user.clientId) throw new HttpError(404, 'Not found.');
    return { clientId: user.clientId, userId: user.id };
  };

  routes.post(
    '/api/restify/result-share-links',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'Creates a link that shows one released result without signing in; the URL is answered once',
        body: createShareLinkRequestSchema,
        response: { 200: shareLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const created = await createShareLink(
        deps.db,
        ownerOf(request),
        request.body.result_document_id,
        deps.now(),
      );
      if (!created) throw new HttpError(404, 'Not found.');
      return { data: linkResource(created.link, `${deps.publicUrl}/public-results/${created.token}`) };
    },
  );

  routes.get(
    '/api/restify/result-share-links',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: "The account's result links, working ones first",
        response: { 200: shareLinkListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await listShareLinks(deps.db, ownerOf(request).clientId)).map((row) => linkResource(row)),
    }),
  );

  routes.delete(
    '/api/restify/result-share-links/:linkId',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'Turns a result link off: it stops working at once',
        params: z.object({ linkId: z.uuid() }),
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokeShareLink(
        deps.db,
        ownerOf(request).clientId,
        request.params.linkId,
        deps.now(),
      );
      if (!revoked) throw new HttpError(404, 'Not found.');
      return { data: null };
    },
  );

  routes.get(
    '/api/restify/result-views',
    {
      preValidation: ownerOnly,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          "Who read the account's results and when (the customer, their partner, the lab, a shared link)",
        querystring: resultViewListQuerySchema,
        response: { 200: listEnvelope(resultViewResourceSchema), ...errors },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      // The owner's own reads are written just after their answers: the list waits for those this process took.
      await deps.views.settled();
      const { rows, total } = await listResultViews(deps.db, ownerOf(request).clientId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((row) => ({ ...row, viewed_at: new Date(row.viewed_at).toISOString() })),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );

  routes.get(
    '/api/public-results/:token',
    {
      schema: {
        tags: ['results'],
        summary:
          'A result shown through a link its owner shared (no sign-in); 404 once the link is turned off',
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: publicResultResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const shared = await findSharedResult(deps.db, request.params.token, now);
      if (!shared) throw new HttpError(404, NO_SUCH_LINK);
      await deps.views.record({
        clientId: shared.clientId,
        itemId: shared.result.item_id,
        viewer: 'shared_link',
        viewerUserId: null,
        shareLinkId: shared.linkId,
        channel: 'shared_link',
        at: now,
      });
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const { item_id: _itemId, ...attributes } = resultResource(shared.result).attributes;
      return { data: { ...attributes, storage_status: shared.storageStatus } };
    },
  );
}
