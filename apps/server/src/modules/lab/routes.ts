import {
  failedLabOrdersResponseSchema,
  heldLabResultParamsSchema,
  heldLabResultsResponseSchema,
  labLocalCodeSchema,
  labLocalCodesResponseSchema,
  labOrderParamsSchema,
  labQueueQuerySchema,
  matchedHeldLabResultResponseSchema,
  matchHeldLabResultRequestSchema,
  rejectedHeldLabResultResponseSchema,
  rejectHeldLabResultRequestSchema,
  resentLabOrderResponseSchema,
  unreadableLabMessagesResponseSchema,
} from '@fathom/contract/lab';
import type { LabMeasure } from '@fathom/domain/lab-interface';
import { LAB_MESSAGE_PREVIEW_LENGTH, labMessagePreview } from '@fathom/domain/lab-queue';
import { RESULT_PARAMETERS, type ResultParameter } from '@fathom/domain/results';
import type { StiTestKey } from '@fathom/domain/sti-results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { listMeta, queueOf } from '../../http/list-page';
import { auditKit } from '../../http/staff-audit-subject';
import { authOf, requireStaff, sessionSecurity } from '../../platform/authenticate';
import type { LabOrders } from './lab-orders';
import { listFailedOrders } from './lab-orders-repository';
import { listHeldReports, listUnreadableMessages, loadLocalCodes, saveLocalCode } from './lab-repository';
import type { LabInterface, MatchOutcome } from './lab-service';

const errors = errorAnswers(401, 403, 422, 428);
const changeErrors = errorAnswers(401, 403, 404, 409, 422, 428);

const measureOf = (name: string): LabMeasure =>
  (RESULT_PARAMETERS as readonly string[]).includes(name)
    ? { kind: 'semen', parameter: name as ResultParameter }
    : { kind: 'sti', test: name as StiTestKey };

const kitField = (message: string) => new HttpError(422, message, { kit_identifier: [message] });

/** Why a match was refused, as the answer says it; nothing was changed. */
function refusal(outcome: Exclude<MatchOutcome, { outcome: 'matched' }>, kit: string): HttpError {
  switch (outcome.outcome) {
    case 'not_found':
      return new HttpError(404, 'Not found.');
    case 'resolved':
      return new HttpError(409, 'This result is no longer held: someone matched or rejected it.');
    case 'unknown_kit':
      return kitField(`No kit is printed with the id ${kit}.`);
    case 'not_at_lab':
      return kitField(`The kit ${kit} has not been marked received at the lab.`);
    case 'has_results':
      return kitField(`The kit ${kit} has results already.`);
    case 'still_held':
      return kitField(`The result cannot be applied to the kit ${kit}: ${outcome.reason}`);
  }
}

/**
 * The lab's interface as staff see it: results held with their reasons (matched to the right kit, or rejected),
 * messages that could not be read, orders never acknowledged (sent again), and the lab's local codes.
 */
export function registerLabInterfaceRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    lab: Pick<LabInterface, 'matchHeldReport' | 'rejectHeldReport'>;
    orders: Pick<LabOrders, 'resend'>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const labOnly = requireStaff('lab');

  routes.get(
    '/api/staff/lab/held-results',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Results from the lab's system held for staff (unknown kit, patient not the kit's customer, code or unit not read), newest first (`sort=date`: oldest), a page at a time; `q`: the kit id named or part of the patient's name",
        querystring: labQueueQuerySchema,
        response: { 200: heldLabResultsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, true);
      const { rows, total } = await listHeldReports(deps.db, page);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kit_identifier: row.kit_identifier,
          item_id: row.item_id,
          status: row.status,
          hold_reason: row.hold_reason ?? '',
          control_id: row.control_id,
          peer: row.peer,
          received_at: new Date(row.received_at).toISOString(),
          patient: {
            family_name: row.patient.familyName,
            given_name: row.patient.givenName,
            date_of_birth: row.patient.dateOfBirth,
          },
          observations: row.observations.map((observation) => ({
            code: observation.code.identifier,
            coding_system: observation.code.codingSystem,
            text: observation.code.text,
            value: observation.value,
            units: observation.units,
            reference_range: observation.referenceRange,
            abnormal_flags: observation.abnormalFlags,
          })),
          notes: row.notes,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.post(
    '/api/staff/lab/held-results/:reportId/match',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Matches a held result to the kit it belongs to (at the lab, no results yet): its values are applied as when the result arrives for that kit, and the hold is resolved',
        params: heldLabResultParamsSchema,
        body: matchHeldLabResultRequestSchema,
        response: { 200: matchedHeldLabResultResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const kit = request.body.kit_identifier.toUpperCase();
      const matched = await deps.lab.matchHeldReport({
        reportId: request.params.reportId,
        kitIdentifier: kit,
        staffUserId: authOf(request).user.id,
      });
      if (matched.outcome !== 'matched') throw refusal(matched, kit);
      auditKit(request, matched.itemId);
      return {
        data: {
          id: request.params.reportId,
          item_id: matched.itemId,
          kit_identifier: matched.kitIdentifier,
          state: matched.state,
          released: matched.released,
        },
      };
    },
  );

  routes.post(
    '/api/staff/lab/held-results/:reportId/reject',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Rejects a held result with the reason; it reaches no customer and leaves the held list',
        params: heldLabResultParamsSchema,
        body: rejectHeldLabResultRequestSchema,
        response: { 200: rejectedHeldLabResultResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const outcome = await deps.lab.rejectHeldReport({
        reportId: request.params.reportId,
        reason: request.body.reason,
        staffUserId: authOf(request).user.id,
      });
      if (outcome === 'not_found') throw new HttpError(404, 'Not found.');
      if (outcome === 'resolved')
        throw new HttpError(409, 'This result is no longer held: someone matched or rejected it.');
      return { data: { id: request.params.reportId, state: 'rejected' as const } };
    },
  );

  routes.get(
    '/api/staff/lab/unreadable-messages',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Messages from the lab's system that could not be read as HL7 (answered AR), newest first (`sort=date`: oldest), their first characters shown safely; `q`: part of the sender or of why it was refused",
        querystring: labQueueQuerySchema,
        response: { 200: unreadableLabMessagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, true);
      const { rows, total } = await listUnreadableMessages(deps.db, {
        ...page,
        headLength: LAB_MESSAGE_PREVIEW_LENGTH,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          received_at: new Date(row.received_at).toISOString(),
          peer: row.peer,
          detail: row.detail,
          length: Number(row.length),
          preview: labMessagePreview(row.head),
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.get(
    '/api/staff/lab/failed-orders',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Orders to the lab (ORM^O01) it never acknowledged AA, their retries spent, newest first (`sort=date`: oldest), a page at a time; `q`: a kit id or the message control id',
        querystring: labQueueQuerySchema,
        response: { 200: failedLabOrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, true);
      const { rows, total } = await listFailedOrders(deps.db, page);
      return {
        data: rows.map((order) => ({
          id: order.id,
          item_id: order.item_id,
          kit_identifier: order.kit_identifier,
          control_id: order.control_id,
          attempts: order.attempts,
          last_error: order.last_error,
          created_at: new Date(order.created_at).toISOString(),
          failed_at: order.failed_at ? new Date(order.failed_at).toISOString() : null,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.post(
    '/api/staff/lab/orders/:orderId/resend',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Sends a failed order to the lab again: queued with its retries anew',
        params: labOrderParamsSchema,
        response: { 200: resentLabOrderResponseSchema, ...changeErrors },
      },
    },
    async (request) => {
      const outcome = await deps.orders.resend(request.params.orderId);
      if (outcome === 'not_found') throw new HttpError(404, 'Not found.');
      if (outcome === 'not_failed')
        throw new HttpError(409, 'This order has not failed: it needs no resending.');
      if (outcome === 'not_configured')
        throw new HttpError(409, 'Orders to the lab go nowhere: LAB_HL7_ORDERS is not set.');
      return { data: { id: request.params.orderId, state: 'queued' as const } };
    },
  );

  routes.get(
    '/api/staff/lab/local-codes',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "The lab's local codes (OBX-3 outside LOINC) and the measure each stands for",
        response: { 200: labLocalCodesResponseSchema, ...errors },
      },
    },
    async () => ({
      data: (await loadLocalCodes(deps.db)).map((entry) => ({
        coding_system: entry.codingSystem,
        code: entry.code,
        measure: entry.measure.kind === 'semen' ? entry.measure.parameter : entry.measure.test,
      })),
    }),
  );

  routes.put(
    '/api/staff/lab/local-codes',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "Adds or changes one of the lab's local codes; results already held are not read again",
        body: labLocalCodeSchema,
        response: { 200: labLocalCodesResponseSchema, ...errors },
      },
    },
    async (request) => {
      await saveLocalCode(deps.db, {
        codingSystem: request.body.coding_system,
        code: request.body.code,
        measure: measureOf(request.body.measure),
      });
      return {
        data: (await loadLocalCodes(deps.db)).map((entry) => ({
          coding_system: entry.codingSystem,
          code: entry.code,
          measure: entry.measure.kind === 'semen' ? entry.measure.parameter : entry.measure.test,
        })),
      };
    },
  );
}
