import { FHIR_JSON } from '@fathom/domain/fhir-record';
import type { LabIdentity } from '@fathom/domain/lab';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import { isUuid } from '../../../http/uuid';
import { reachableClientId } from '../../../platform/auth-context';
import { authOf, requireRole, requireUser, sessionSecurity } from '../../../platform/authenticate';
import { type ResultViewRecorder, readerOf, viewerOf } from '../views/result-view-log';
import { analysisRecord, type FhirRecord, stiRecord } from './fhir-records';

const errors = errorAnswers(401, 403, 404, 428);
const fhirBundle = z.any().describe(`${FHIR_JSON}: a FHIR R4 Bundle (type collection)`);

/** What the routes that hand out a result as a FHIR record need (here, and the SMART Health Links). */
export interface FhirRecordDeps {
  db: Database;
  reads: Queryable;
  now: () => Date;
  lab: LabIdentity;
  publicUrl: string;
  views: ResultViewRecorder;
}

/**
 * The customer's results as a FHIR R4 record to carry to any clinic: a semen analysis (the partner downloads the
 * holder's, as with the PDF report) and an STI panel (the holder only, as its page). Every download is recorded.
 */
export function registerFhirRecordRoutes(app: FastifyInstance, deps: FhirRecordDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { views } = deps;

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    clientId: string,
    record: FhirRecord | null,
    at: Date,
  ) => {
    if (!record) throw new HttpError(404, 'Not found.');
    await views.record({
      clientId,
      itemId: record.itemId,
      ...readerOf(authOf(request)),
      channel: 'fhir',
      at,
    });
    return reply
      .header('Content-Type', `${FHIR_JSON}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="${record.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(JSON.stringify(record.bundle, null, 2));
  };

  routes.get(
    '/api/fhir/analyses/:resultId',
    {
      preValidation: requireUser,
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'A released semen analysis as a FHIR R4 record (LOINC-coded Observations) to give to a clinic',
        params: z.object({ resultId: z.string().max(100) }),
        response: { 200: fhirBundle, ...errors },
      },
    },
    async (request, reply) => {
      const user = authOf(request).user;
      const clientId = reachableClientId(user);
      const now = deps.now();
      const record =
        clientId && isUuid(request.params.resultId)
          ? await analysisRecord(deps, clientId, request.params.resultId, {
              // The partner reads the analysis alone: never the holder's date of birth.
              withBirthDate: viewerOf(user) !== 'partner',
              now,
            })
          : null;
      return answer(request, reply, clientId ?? '', record, now);
    },
  );

  routes.get(
    '/api/fhir/sti-panels/:itemId',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['results'],
        security: sessionSecurity,
        summary:
          'A readable STI panel as a FHIR R4 record (a LOINC-coded Observation per test) to give to a clinic',
        params: z.object({ itemId: z.string().max(100) }),
        response: { 200: fhirBundle, ...errors },
      },
    },
    async (request, reply) => {
      const clientId = authOf(request).user.clientId;
      const now = deps.now();
      const record =
        clientId && isUuid(request.params.itemId)
          ? await stiRecord(deps, clientId, request.params.itemId, now)
          : null;
      return answer(request, reply, clientId ?? '', record, now);
    },
  );
}
