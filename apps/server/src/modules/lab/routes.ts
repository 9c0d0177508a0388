import { errorBodySchema } from '@fathom/contract/common';
import {
  failedLabOrdersResponseSchema,
  heldLabResultsQuerySchema,
  heldLabResultsResponseSchema,
  labLocalCodeSchema,
  labLocalCodesResponseSchema,
} from '@fathom/contract/lab';
import type { LabMeasure } from '@fathom/domain/lab-interface';
import { RESULT_PARAMETERS, type ResultParameter } from '@fathom/domain/results';
import type { StiTestKey } from '@fathom/domain/sti-results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireStaff, sessionSecurity } from '../auth/authenticate';
import { listFailedOrders } from './lab-orders-repository';
import { listHeldReports, loadLocalCodes, saveLocalCode } from './lab-repository';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

const measureOf = (name: string): LabMeasure =>
  (RESULT_PARAMETERS as readonly string[]).includes(name)
    ? { kind: 'semen', parameter: name as ResultParameter }
    : { kind: 'sti', test: name as StiTestKey };

/** The lab's interface as staff see it: results held with their reasons, orders never acknowledged, and the lab's local codes. */
export function registerLabInterfaceRoutes(app: FastifyInstance, deps: { db: Database }): void {
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
          "Results from the lab's system held for staff (unknown kit, patient not the kit's customer, code or unit not read), newest first",
        querystring: heldLabResultsQuerySchema,
        response: { 200: heldLabResultsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listHeldReports(deps.db, { limit: request.query.limit ?? 50 });
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
        summary: 'Orders to the lab (ORM^O01) it never acknowledged AA, their retries spent, newest first',
        querystring: heldLabResultsQuerySchema,
        response: { 200: failedLabOrdersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: (await listFailedOrders(deps.db, request.query.limit ?? 50)).map((order) => ({
        id: order.id,
        item_id: order.item_id,
        kit_identifier: order.kit_identifier,
        control_id: order.control_id,
        attempts: order.attempts,
        last_error: order.last_error,
        created_at: new Date(order.created_at).toISOString(),
        failed_at: order.failed_at ? new Date(order.failed_at).toISOString() : null,
      })),
    }),
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
