import {
  destructionsDueResponseSchema,
  matchedStorageSchema,
  matchStorageRequestSchema,
  storageListQuerySchema,
  storagePlanParamsSchema,
  storageToMatchResponseSchema,
  withdrawalsToPrepareResponseSchema,
} from '@fathom/contract/storage-console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { listMeta, queueOf } from '../../http/list-page';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';
import { destructionsFacing, withdrawalsToPrepare } from '../cryogenics';
import { pairStoragePlan, storageToMatch } from './storage-pairing-service';

const errors = errorAnswers(401, 403, 422);

const pairingRefused =
  'This plan is paired already, or that analysis is not this customer’s or another plan holds its sample.';

/**
 * The lab's storage lists (issue 47 item 5), read through the cryogenics and kits rooms; shipping a withdrawal is
 * the cryogenics room's route (`POST /api/staff/withdrawals/:withdrawalId/ship`). Pairing a plan with its analysis
 * follows the rule the customer's own pairing follows (kits' `pairStorageWithAnalyses`).
 */
export function registerStaffStorageRoutes(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/staff/storage/withdrawals',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Withdrawals not shipped yet, oldest request first (`sort=-date`: newest), with the partner's consent and whether shipping is paid; `q`: a client number or part of the customer's name or email",
        querystring: storageListQuerySchema,
        response: { 200: withdrawalsToPrepareResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await withdrawalsToPrepare(deps.db, page);
      return { data: rows, meta: listMeta(page, total) };
    },
  );

  routes.get(
    '/api/staff/storage/destructions',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Stored samples whose plan ended with vials still held, soonest destruction date first (`sort=-date`: latest), with the warnings sent; `q`: a client number or part of the customer's name or email",
        querystring: storageListQuerySchema,
        response: { 200: destructionsDueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await destructionsFacing(deps.db, page, deps.now());
      return { data: rows, meta: listMeta(page, total) };
    },
  );

  routes.get(
    '/api/staff/storage/unmatched',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Storage plans not yet paired with the analysis whose sample they hold, oldest first (`sort=-date`: newest), with the customer's analyses free to pair; `q`: a client number or part of the customer's name or email",
        querystring: storageListQuerySchema,
        response: { 200: storageToMatchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await storageToMatch(deps.db, page);
      return { data: rows, meta: listMeta(page, total) };
    },
  );

  routes.post(
    '/api/staff/storage/:itemId/match',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Pairs a storage plan with the analysis whose sample it holds, as the customer's own pairing does",
        params: storagePlanParamsSchema,
        body: matchStorageRequestSchema,
        response: { 200: z.object({ data: matchedStorageSchema }), ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { itemId } = request.params;
      const analysisId = request.body.analysis_item_id;
      const paired = await pairStoragePlan(deps.db, itemId, analysisId);
      if (paired === 'not_found') throw new HttpError(404, 'Not found.');
      if (paired === 'refused') throw new HttpError(409, pairingRefused);
      return { data: { item_id: itemId, analysis_item_id: analysisId } };
    },
  );
}
