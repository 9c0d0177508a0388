import { errorBodySchema } from '@fathom/contract/common';
import {
  itemActionRequestSchema,
  itemActionResponseSchema,
  itemListQuerySchema,
  itemListResponseSchema,
  itemResponseSchema,
} from '@fathom/contract/items';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import { createEncodedAnswers } from '../../../http/encoded-answers';
import { HttpError } from '../../../http/errors';
import { isUuid } from '../../../http/uuid';
import { readerLanguage } from '../../../i18n/reader-language';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import { kitAgreements } from '../../documents';
import {
  type KitRegisteredHook,
  NOT_VERIFIED,
  registerKitByPoNumber,
} from '../registrations/kit-registration-service';
import { findClientItem, listClientItems, releasedResultDocuments } from './item-repository';
import { itemResource } from './item-resource';
import { pairStorageWithAnalyses } from './storage-pairing-service';

export const PAIRING_REFUSED = msg`These samples cannot be matched. Reload the page to see your storage as it is now.`;

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

/** The customer's items (a partner sees those of the account they belong to), with their released results. */
export function registerItemRoutes(
  app: FastifyInstance,
  deps: { db: Database; reads: Queryable; now: () => Date; onKitRegistered: KitRegisteredHook },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = createEncodedAnswers();
  routes.get(
    '/api/restify/items',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary: "The signed-in customer's items, newest first, paged",
        querystring: itemListQuerySchema,
        response: { 200: itemListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, perPage, displayable } = request.query;
      const analysesWithoutStorage = request.query['filter[analysis_without_cryo_addon]'] === 'true';
      const unmatchedStorage = request.query['filter[available_cryogenic_items]'] === 'true';
      const clientId = authOf(request).user.clientId;
      const meta = (total: number) => ({
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
      });
      if (!clientId) return { data: [], meta: meta(0) };
      const { items, documents, total, sources } = await listClientItems(deps.reads, clientId, {
        displayableOnly: displayable === 'true',
        analysesWithoutStorage,
        unmatchedStorage,
        limit: perPage,
        offset: (page - 1) * perPage,
        now: deps.now(),
      });
      // The documents released by now change with the moment, not with the rows: they are part of the variant.
      const released = documents.map((document) => document.id).join();
      return answers.send(reply, sources, `${authOf(request).user.id} ${request.url} ${released}`, () => ({
        data: items.map((item) => itemResource(item, documents)),
        meta: meta(total),
      }));
    },
  );

  routes.post(
    '/api/restify/items/actions',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary:
          'Item actions: validate registers a kit by its order number; match-cryogenic-with-analyses pairs storage with analyses',
        querystring: z.object({ action: z.enum(['match-cryogenic-with-analyses', 'validate']) }),
        body: itemActionRequestSchema,
        response: {
          200: itemActionResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      if (request.query.action === 'validate') {
        if (!clientId || !request.body.po_number)
          throw new HttpError(422, NOT_VERIFIED, { po_number: [NOT_VERIFIED] });
        return {
          data: await registerKitByPoNumber(
            deps.db,
            clientId,
            request.body.po_number,
            deps.now(),
            deps.onKitRegistered,
          ),
        };
      }
      if (!request.body.data) throw new HttpError(422, PAIRING_REFUSED, { data: [PAIRING_REFUSED] });
      const pairs = request.body.data.map((pair) => ({
        cryogenicId: pair.cryogenic_uuid,
        analysisId: pair.analysis_uuid,
      }));
      const wellFormed = pairs.every((pair) => isUuid(pair.cryogenicId) && isUuid(pair.analysisId));
      if (!clientId || !wellFormed || !(await pairStorageWithAnalyses(deps.db, clientId, pairs))) {
        throw new HttpError(422, PAIRING_REFUSED, { data: [PAIRING_REFUSED] });
      }
      return { data: null };
    },
  );

  routes.get(
    '/api/restify/items/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['items'],
        security: sessionSecurity,
        summary: 'One item of the signed-in customer; another customer’s item is not found',
        params: z.object({ itemId: z.string().max(100) }),
        response: { 200: itemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId, language: profileLanguage } = authOf(request).user;
      // The reader's (their profile's, else the page's), as /documents names the same agreements.
      const language = readerLanguage(request, profileLanguage);
      const item =
        clientId && isUuid(request.params.itemId)
          ? await findClientItem(deps.db, clientId, request.params.itemId)
          : null;
      if (!clientId || !item) throw new HttpError(404, 'Not found.');
      const documents = await releasedResultDocuments(deps.db, [item.id], deps.now());
      const isKit = item.category === 'analysis' || item.category === 'sti';
      const agreements = isKit ? await kitAgreements(deps.db, clientId, item.category, language) : [];
      return { data: itemResource(item, documents, agreements) };
    },
  );
}
