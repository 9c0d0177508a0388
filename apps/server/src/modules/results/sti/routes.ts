import { nullDataSchema } from '@fathom/contract/common';
import {
  type StiReportResource,
  stiReportListResponseSchema,
  stiReportResponseSchema,
  stiResultsRequestSchema,
  type stiTestKeySchema,
} from '@fathom/contract/sti-results';
import { stiOverall } from '@fathom/domain/results';
import { stiReadableAt, stiVisibility } from '@fathom/domain/sti-results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import { isUuid } from '../../../http/uuid';
import type { EmailOutbox } from '../../../integrations/email/index';
import type { AuthContext } from '../../../platform/auth-context';
import { authOf, requireRole, requireStaff, sessionSecurity } from '../../../platform/authenticate';
import { type ResultViewRecorder, readerOf } from '../views/result-view-log';
import { findStiReport, listStiReports, type StiReport } from './sti-repository';
import { enterStiPanelByStaff, releaseStiPanel } from './sti-service';

const errors = errorAnswers(401, 403, 404, 409, 422, 428);

/** STI panels: the customer reads them once visible; the lab enters them and a clinician releases positives. */
export function registerStiResultRoutes(
  app: FastifyInstance,
  deps: { db: Database; outbox: EmailOutbox; now: () => Date; publicUrl: string; views: ResultViewRecorder },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recordRead = (report: StiReport, auth: AuthContext, at: Date) =>
    deps.views.record({
      clientId: report.clientId,
      itemId: report.itemId,
      ...readerOf(auth),
      channel: 'portal',
      at,
    });

  routes.get(
    '/api/restify/sti-results/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          "An STI kit's results: shown once entered, except a positive panel, held for a clinician for up to 72 hours",
        params: z.object({ itemId: z.string().max(100) }),
        response: { 200: stiReportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = authOf(request).user;
      const clientId = user.clientId;
      const report =
        clientId && isUuid(request.params.itemId)
          ? await findStiReport(deps.db, clientId, request.params.itemId)
          : null;
      if (!report) throw new HttpError(404, 'Not found.');
      const now = deps.now();
      const resource = stiReportResource(report, now);
      if (resource.visibility === 'visible') await recordRead(report, authOf(request), now);
      return { data: resource };
    },
  );

  routes.get(
    '/api/restify/sti-results',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          "Every STI panel of the account, newest first, each as GET /api/restify/sti-results/{item} answers it (every visible panel's read is recorded)",
        response: { 200: stiReportListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = authOf(request).user;
      if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
      const now = deps.now();
      const reports = await listStiReports(deps.db, user.clientId);
      const resources = reports.map((report) => stiReportResource(report, now));
      for (const [index, report] of reports.entries()) {
        if (resources[index]?.visibility === 'visible') await recordRead(report, authOf(request), now);
      }
      return { data: resources };
    },
  );

  const itemParams = z.object({ itemId: z.uuid() });

  routes.post(
    '/api/staff/items/:itemId/sti-results',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Records an STI panel's results: the customer sees them at once unless one is positive, which a clinician releases",
        params: itemParams,
        body: stiResultsRequestSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await enterStiPanelByStaff(deps, request.params.itemId, request.body.results);
      if (!outcome.saved && outcome.reason === 'not_found') throw new HttpError(404, 'Not found.');
      if (!outcome.saved) throw new HttpError(409, 'These results are released and cannot be changed.');
      return { data: null };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/sti-results/release',
    {
      preValidation: requireStaff('clinician'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'A clinician releases a reviewed STI panel to the customer, who is told by email',
        params: itemParams,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const email = await releaseStiPanel(deps, request.params.itemId);
      if (!email) throw new HttpError(409, 'There are no STI results waiting for release on this kit.');
      return { data: null };
    },
  );
}

/** A panel as its owner may see it: the results only once visible. */
function stiReportResource(report: StiReport, now: Date): StiReportResource {
  const outcomes = report.results.map((result) => result.outcome);
  const visibility = stiVisibility(report, outcomes, now);
  const visible = visibility === 'visible';
  return {
    item_id: report.itemId,
    product_key: report.productKey,
    title: report.title,
    visibility,
    overall: visible ? stiOverall(outcomes) : null,
    entered_at: report.enteredAt ? new Date(report.enteredAt).toISOString() : null,
    ready_at: stiReadableAt(report, outcomes, now)?.toISOString() ?? null,
    results: visible
      ? report.results.map(({ test_key, outcome, value }) => ({ test_key: stiKey(test_key), outcome, value }))
      : [],
    care_message: visible ? report.careMessage : null,
  };
}

/** Keys are written only through the validated staff route. */
const stiKey = (key: string) => key as z.infer<typeof stiTestKeySchema>;
