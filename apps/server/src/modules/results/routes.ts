import { randomUUID } from 'node:crypto';
import { errorBodySchema, nullDataSchema } from '@fathom/contract/common';
import {
  labResultsRequestSchema,
  resultDocumentResponseSchema,
  trackingUpdateSchema,
} from '@fathom/contract/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { EmailSender } from '../../integrations/email/index';
import { reachableClientId } from '../auth/auth-context';
import { authOf, requireRole, requireUser, sessionSecurity } from '../auth/authenticate';
import { findReleasedResult, releaseResult, resultResource, saveLabResults } from './result-repository';

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  428: errorBodySchema,
};
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Results: the customer reads released ones; the lab enters, corrects and releases them, and tracks kits. */
export function registerResultRoutes(
  app: FastifyInstance,
  deps: { db: Database; email: EmailSender; now: () => Date; publicUrl: string },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/restify/result-documents/:resultId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'A released result of the account (the partner reads the account holder’s)',
        params: z.object({ resultId: z.string().max(100) }),
        querystring: z.object({ related: z.string().max(100).optional() }),
        response: { 200: resultDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = reachableClientId(authOf(request).user);
      const found =
        clientId && uuidShape.test(request.params.resultId)
          ? await findReleasedResult(deps.db, clientId, request.params.resultId, deps.now())
          : null;
      if (!found) throw new HttpError(404, 'Not found.');
      return { data: resultResource(found) };
    },
  );

  const staffOnly = requireRole('staff');
  const itemParams = z.object({ itemId: z.uuid() });

  routes.post(
    '/api/staff/items/:itemId/tracking',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Moves a kit to a tracking stage (1 order confirmed … 6 results ready, 7 cancelled, 8 check email)',
        params: itemParams,
        body: trackingUpdateSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const { rows } = await deps.db.query(
        `UPDATE items SET tracking_stage = $2, status_step = coalesce($3, status_step),
                delivery_carrier = coalesce($4, delivery_carrier)
          WHERE id = $1 AND category IN ('analysis', 'sti') RETURNING id`,
        [
          request.params.itemId,
          request.body.tracking_stage,
          request.body.status_step ?? null,
          request.body.delivery_carrier ?? null,
        ],
      );
      if (rows.length === 0) throw new HttpError(404, 'Not found.');
      return { data: null };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/results',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Enters or corrects the values of an analysis; the customer sees nothing until they are released',
        params: itemParams,
        body: labResultsRequestSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await saveLabResults(
        deps.db,
        request.params.itemId,
        request.body,
        randomUUID(),
        deps.now(),
      );
      if (outcome === 'not_found') throw new HttpError(404, 'Not found.');
      if (outcome === 'released')
        throw new HttpError(409, 'These results are released and cannot be changed.');
      return { data: null };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/results/release',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Releases an analysis’s results to the customer, who is told by email',
        params: itemParams,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const email = await releaseResult(deps.db, request.params.itemId, deps.now());
      if (!email) throw new HttpError(409, 'There are no unreleased results for this kit.');
      await deps.email.send({
        to: email,
        subject: 'Your results are ready',
        text: `Your semen analysis results are ready. Sign in to read them: ${deps.publicUrl}/analysis`,
      });
      return { data: null };
    },
  );
}
