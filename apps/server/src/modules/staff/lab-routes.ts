import { nullDataSchema } from '@fathom/contract/common';
import {
  kitsArrivingResponseSchema,
  kitsAtLabResponseSchema,
  labQueueQuerySchema,
  resultsAwaitingReleaseResponseSchema,
} from '@fathom/contract/lab';
import { labResultsRequestSchema, trackingUpdateSchema } from '@fathom/contract/results';
import {
  staffItemListResponseSchema,
  staffItemQuerySchema,
  staffItemResponseSchema,
} from '@fathom/contract/staff';
import { calendarDateIn, isCalendarDate } from '@fathom/domain/calendar-date';
import { LAB_TIME_ZONE } from '@fathom/domain/kit-dates';
import { daysAtLab } from '@fathom/domain/lab-queue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { listMeta, queueOf } from '../../http/list-page';
import type { EmailOutbox } from '../../integrations/email/index';
import { authOf, requireStaff, sessionSecurity } from '../../platform/authenticate';
import { moveKitToStage } from '../kits';
import {
  findStaffItem,
  listKitsArriving,
  listKitsAtLab,
  listResultsAwaitingRelease,
  searchStaffItems,
} from './lab-repository';
import {
  enterLabResultsByStaff,
  kitResultsReadByStaff,
  releaseLabResultsByStaff,
} from './lab-results-service';
import { staffAuditOfItem } from './staff-audit-repository';

const errors = errorAnswers(401, 403, 404, 409, 422, 428);

/** The lab's side: find kits, move them through their stages, enter and release results. */
export function registerLabRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    outbox: EmailOutbox;
    now: () => Date;
    publicUrl: string;
    /** AZOOSPERMIA_SECOND_LOOK: an azoospermic analysis is released by a clinician, not here. */
    azoospermiaSecondLook: boolean;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const labOnly = requireStaff('lab');
  const itemParams = z.object({ itemId: z.uuid() });

  routes.post(
    '/api/staff/items/:itemId/tracking',
    {
      preValidation: labOnly,
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
      if (!(await moveKitToStage(deps.db, request.params.itemId, request.body, deps.now())))
        throw new HttpError(404, 'Not found.');
      return { data: null };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/results',
    {
      preValidation: labOnly,
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
      const collectedOn = request.body.collected_on;
      if (
        collectedOn &&
        (!isCalendarDate(collectedOn) || collectedOn > calendarDateIn(deps.now(), LAB_TIME_ZONE))
      ) {
        const message = 'The collection date must be a day that has come, in the lab’s time zone.';
        throw new HttpError(422, message, { collected_on: [message] });
      }
      const outcome = await enterLabResultsByStaff(deps, request.params.itemId, request.body);
      if (outcome === 'not_found') throw new HttpError(404, 'Not found.');
      if (outcome === 'released')
        throw new HttpError(409, 'These results are released and cannot be changed.');
      return { data: null };
    },
  );

  routes.post(
    '/api/staff/items/:itemId/results/release',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Releases an analysis’s results to the customer, who is told by email',
        params: itemParams,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await releaseLabResultsByStaff(deps, request.params.itemId);
      if (outcome === 'second_look')
        throw new HttpError(
          409,
          'This analysis found no sperm: a clinician takes a second look and releases it from their queue.',
        );
      if (outcome === 'nothing_to_release')
        throw new HttpError(409, 'There are no unreleased results for this kit.');
      return { data: null };
    },
  );

  routes.get(
    '/api/staff/items',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "Kits found by order number, kit code or the customer's email",
        querystring: staffItemQuerySchema,
        response: { 200: staffItemListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await searchStaffItems(deps.db, request.query) }),
  );

  routes.get(
    '/api/staff/items/:itemId',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'A kit with its results (released or not) and the staff changes made to it; the read is recorded',
        params: itemParams,
        response: { 200: staffItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const kit = await findStaffItem(deps.db, request.params.itemId);
      if (!kit) throw new HttpError(404, 'Not found.');
      const item = { ...kit, ...(await kitResultsReadByStaff(deps, kit, authOf(request).user)) };
      const audit = await staffAuditOfItem(deps.db, item.id);
      return {
        data: {
          ...item,
          audit: audit.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
        },
      };
    },
  );

  routes.get(
    '/api/staff/lab/kits-arriving',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Kits the customer sent back (tracking stage 4) that the lab has not marked received, the first sent back first (`sort=-date`: the latest); `q`: a kit id, a client number or part of the customer's name",
        querystring: labQueueQuerySchema,
        response: { 200: kitsArrivingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await listKitsArriving(deps.db, page);
      return {
        data: rows.map((row) => ({
          ...row,
          sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.get(
    '/api/staff/lab/kits-at-lab',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Kits the lab holds whose analysis is not finished, the longest held first (`sort=-date`: the latest), with their age in days; `q`: a kit id, a client number or part of the customer's name",
        querystring: labQueueQuerySchema,
        response: { 200: kitsAtLabResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await listKitsAtLab(deps.db, page);
      const now = deps.now();
      return {
        data: rows.map((row) => {
          const receivedAt = new Date(row.received_at);
          return { ...row, received_at: receivedAt.toISOString(), days_at_lab: daysAtLab(receivedAt, now) };
        }),
        meta: listMeta(page, total),
      };
    },
  );

  routes.get(
    '/api/staff/lab/results-awaiting-release',
    {
      preValidation: labOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Semen analyses entered and not released (LAB_RESULTS_RELEASE=staff, or entered by staff), oldest first (`sort=-date`: newest); `q`: a kit id, a client number or part of the customer's name",
        querystring: labQueueQuerySchema,
        response: { 200: resultsAwaitingReleaseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = queueOf(request.query, false);
      const { rows, total } = await listResultsAwaitingRelease(deps.db, page);
      return {
        data: rows.map((row) => ({ ...row, entered_at: new Date(row.entered_at).toISOString() })),
        meta: listMeta(page, total),
      };
    },
  );
}
