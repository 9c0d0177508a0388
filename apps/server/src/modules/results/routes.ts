import { errorBodySchema } from '@fathom/contract/common';
import { resultDocumentResponseSchema, resultHistoryResponseSchema } from '@fathom/contract/results';
import type { LabIdentity } from '@fathom/domain/lab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { createEncodedAnswers } from '../../http/encoded-answers';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { readerLanguage } from '../../i18n/reader-language';
import { reachableClientId } from '../../platform/auth-context';
import { authOf, requireUser, sessionSecurity } from '../../platform/authenticate';
import { resultReportPdf } from './result-report-pdf';
import {
  analysedItemResource,
  findReleasedResult,
  listReleasedResults,
  reportContext,
  resultResource,
} from './result-repository';
import { type ResultViewChannel, type ResultViewRecorder, readerOf, viewerOf } from './views/result-view-log';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 428: errorBodySchema };
const resultParams = z.object({ resultId: z.string().max(100) });

/** The customer reads released results of the account, on the page or as a PDF; every read is recorded. */
export function registerResultRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    reads: Queryable;
    now: () => Date;
    productName: string;
    lab: LabIdentity;
    views: ResultViewRecorder;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { views } = deps;
  const answers = createEncodedAnswers();

  /** The released result the request names, recorded as read through the channel; 404 otherwise. */
  const readResult = async (request: FastifyRequest, resultId: string, channel: ResultViewChannel) => {
    const auth = authOf(request);
    const clientId = reachableClientId(auth.user);
    const now = deps.now();
    const found =
      clientId && isUuid(resultId) ? await findReleasedResult(deps.reads, clientId, resultId, now) : null;
    if (!clientId || !found) throw new HttpError(404, 'Not found.');
    await views.record({
      clientId,
      itemId: found.item_id,
      ...readerOf(auth),
      channel,
      at: now,
    });
    return found;
  };

  routes.get(
    '/api/restify/result-documents/:resultId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'A released result of the account (the partner reads the account holder’s)',
        params: resultParams,
        querystring: z.object({ related: z.string().max(100).optional() }),
        response: { 200: resultDocumentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await readResult(request, request.params.resultId, 'portal');
      // The kit is the account holder's, as GET /api/restify/items/{id} is: a partner reads the analysis alone.
      const withItem = authOf(request).user.role === 'client';
      // A row from the read cache is the same frozen object while it is current: its answer is written once.
      return answers.send(reply, [found], withItem ? 'item' : '', () => ({
        data: {
          ...resultResource(found),
          relationships: { item: withItem ? analysedItemResource(found) : null },
        },
      }));
    },
  );

  routes.get(
    '/api/restify/result-documents',
    {
      preValidation: requireUser,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'Every released analysis of the account, oldest first: the values over time (each read is recorded)',
        response: { 200: resultHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const clientId = reachableClientId(auth.user);
      if (!clientId) throw new HttpError(404, 'Not found.');
      const now = deps.now();
      const rows = await listReleasedResults(deps.reads, clientId, now);
      await Promise.all(
        rows.map((row) =>
          views.record({
            clientId,
            itemId: row.item_id,
            ...readerOf(auth),
            channel: 'portal',
            at: now,
          }),
        ),
      );
      return {
        data: rows.map((row) => {
          const resource = resultResource(row);
          return { ...resource, attributes: { ...resource.attributes, collected_on: row.collected_on } };
        }),
      };
    },
  );

  routes.get(
    '/api/restify/result-documents/:resultId/report',
    {
      preValidation: requireUser,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary: 'A released result as a PDF report to download',
        params: resultParams,
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const found = await readResult(request, request.params.resultId, 'report');
      const context = await reportContext(deps.db, found.item_id);
      // The partner reads the analysis alone: never the holder's date of birth.
      const isPartner = viewerOf(authOf(request).user) === 'partner';
      const pdf = await resultReportPdf(found, {
        ...context,
        dateOfBirth: isPartner ? null : context.dateOfBirth,
        productName: deps.productName,
        lab: deps.lab,
        language: readerLanguage(request, authOf(request).user.language),
      });
      const day = new Date(found.ready_at).toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="semen-analysis-${day}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
