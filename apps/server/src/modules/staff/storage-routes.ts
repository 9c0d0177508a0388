import {
  destructionsDueResponseSchema,
  storageListQuerySchema,
  withdrawalsToPrepareResponseSchema,
} from '@fathom/contract/storage-console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { listMeta, pageOf } from '../../http/list-page';
import { requireStaff, sessionSecurity } from '../auth/authenticate';
import { destructionsFacing, withdrawalsToPrepare } from '../cryogenics/storage-queue-service';

const errors = errorAnswers(401, 403, 422);

/**
 * The lab's storage lists (issue 47 item 5), read through the cryogenics room; shipping a withdrawal is that room's
 * route (`POST /api/staff/withdrawals/:withdrawalId/ship`).
 */
export function registerStaffStorageRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; now: () => Date },
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
          "Withdrawals not shipped yet, oldest request first, with the partner's consent and whether shipping is paid",
        querystring: storageListQuerySchema,
        response: { 200: withdrawalsToPrepareResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
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
          'Stored samples whose plan ended with vials still held, soonest destruction date first, with the warnings sent',
        querystring: storageListQuerySchema,
        response: { 200: destructionsDueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await destructionsFacing(deps.db, page, deps.now());
      return { data: rows, meta: listMeta(page, total) };
    },
  );
}
