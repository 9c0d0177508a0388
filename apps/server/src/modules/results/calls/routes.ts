import { nullDataSchema } from '@fathom/contract/common';
import {
  bookCallRequestSchema,
  bookCallResponseSchema,
  callSlotsResponseSchema,
  cancelCallParamsSchema,
  scheduleLinkQuerySchema,
  scheduleLinkResponseSchema,
  upcomingCallsResponseSchema,
} from '@fathom/contract/results-calls';
import { CALL_TEAM_TIME_ZONE, callSlots, isBookableSlot } from '@fathom/domain/call-slots';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { errorAnswers } from '../../../http/error-answers';
import { HttpError } from '../../../http/errors';
import type { SchedulingProvider } from '../../../integrations/scheduling/index';
import { authOf, requireRole, sessionSecurity } from '../../../platform/authenticate';
import {
  cancelCall,
  findCallClient,
  type ResultsCallRow,
  takenSlots,
  upcomingCalls,
} from './results-call-repository';
import { bookResultsCall } from './results-call-service';

export const RESULTS_CALL_MESSAGES = {
  taken: msg`Someone has just booked this time. Choose another.`,
  notBookable: msg`This time cannot be booked. Choose one of the times offered.`,
  hasCall: msg`You already have a results call booked. Cancel it first to choose another time.`,
  notFound: msg`We could not find this call.`,
} as const;

const errors = errorAnswers(401, 403, 404, 409, 422, 428);
const callResource = (row: ResultsCallRow) => ({
  id: row.id,
  starts_at: new Date(row.starts_at).toISOString(),
  source: row.source,
});

/** The results call: the scheduling link, the free times, booking and cancelling. */
export function registerResultsCallRoutes(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; scheduling: SchedulingProvider },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clientOnly = requireRole('client');
  const clientOf = async (request: Parameters<typeof authOf>[0]) => {
    const user = authOf(request).user;
    const client = user.clientId ? await findCallClient(deps.db, user.clientId) : null;
    if (!client) throw new HttpError(403, 'You are not allowed to perform this action');
    return { ...client, userId: user.id };
  };

  routes.get(
    '/api/schedule-results-call-link',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['scheduling'],
        security: sessionSecurity,
        summary: 'Where the customer books the results call (opened in the same window)',
        querystring: scheduleLinkQuerySchema,
        response: { 200: scheduleLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request);
      return {
        data: {
          link: deps.scheduling.bookingLink({ clientNumber: client.number, source: request.query.source }),
        },
      };
    },
  );

  routes.get(
    '/api/results-calls/slots',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['scheduling'],
        security: sessionSecurity,
        summary:
          'Free half-hour times for a results call, from the next working day for two weeks (defined in Central time)',
        response: { 200: callSlotsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request);
      const slots = callSlots(deps.now());
      const taken = await takenSlots(deps.db, slots);
      return {
        data: slots
          .filter((slot) => !taken.has(slot.getTime()))
          .map((slot) => ({ starts_at: slot.toISOString() })),
        meta: { time_zone: CALL_TEAM_TIME_ZONE, address_state: client.address_state },
      };
    },
  );

  routes.get(
    '/api/results-calls',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['scheduling'],
        security: sessionSecurity,
        summary: "The customer's upcoming results calls",
        response: { 200: upcomingCallsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request);
      return { data: (await upcomingCalls(deps.db, client.id, deps.now())).map(callResource) };
    },
  );

  routes.post(
    '/api/results-calls',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['scheduling'],
        security: sessionSecurity,
        summary: 'Books a results call at one of the free times',
        body: bookCallRequestSchema,
        response: { 200: bookCallResponseSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request);
      const now = deps.now();
      const startsAt = new Date(request.body.starts_at);
      if (!isBookableSlot(startsAt, now)) {
        throw new HttpError(422, RESULTS_CALL_MESSAGES.notBookable, {
          starts_at: [RESULTS_CALL_MESSAGES.notBookable],
        });
      }
      const outcome = await bookResultsCall(
        deps.db,
        { clientId: client.id, userId: client.userId, startsAt, source: request.body.source },
        now,
      );
      if ('refused' in outcome)
        throw new HttpError(
          409,
          outcome.refused === 'taken' ? RESULTS_CALL_MESSAGES.taken : RESULTS_CALL_MESSAGES.hasCall,
        );
      return { data: callResource(outcome.booked) };
    },
  );

  routes.delete(
    '/api/results-calls/:callId',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['scheduling'],
        security: sessionSecurity,
        summary: 'Cancels an upcoming results call; its time is free again',
        params: cancelCallParamsSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const client = await clientOf(request);
      if (!(await cancelCall(deps.db, client.id, request.params.callId, deps.now())))
        throw new HttpError(404, RESULTS_CALL_MESSAGES.notFound);
      return { data: null };
    },
  );
}
