import { errorBodySchema } from '@fathom/contract/common';
import {
  kitRegistrationListResponseSchema,
  kitSignInResponseSchema,
  verifyClientDateOfBirthRequestSchema,
  verifyKitByOrderRequestSchema,
} from '@fathom/contract/kit-registrations';
import { kitArrivalRequestSchema } from '@fathom/contract/lab';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { auditKit } from '../../../http/staff-audit-subject';
import type { EmailOutbox } from '../../../integrations/email/index';
import { authOf, requireRole, requireStaff, sessionSecurity } from '../../../platform/authenticate';
import { receiveKit } from './kit-arrival-service';
import {
  ALREADY_REGISTERED,
  type KitRegisteredHook,
  type KitSignIn,
  listKitRegistrations,
  NOT_VERIFIED,
  signInWithKitCode,
  signInWithKitOrder,
} from './kit-registration-service';

export function registerKitRegistrationRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    perKit: AttemptLimiter;
    perIp: AttemptLimiter;
    outbox: EmailOutbox;
    publicUrl: string;
    config: Pick<Config, 'productName' | 'publicUrl'>;
    onKitRegistered: KitRegisteredHook;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/staff/kits/:identifier/arrival',
    {
      preValidation: requireStaff('lab'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The lab scans a kit's code on arrival, or marks it received at the time given (the results report prints it): a registered kit goes into analysis (stage 5); one not registered yet is held and its owner asked to register it",
        params: z.object({ identifier: z.string().min(1).max(64) }),
        body: kitArrivalRequestSchema.nullish(),
        response: {
          200: z.object({
            data: z.object({
              item_id: z.string(),
              registered: z.boolean(),
              tracking_stage: z.number().int(),
            }),
          }),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const now = deps.now();
      const given = request.body?.received_at;
      const receivedAt = given ? new Date(given) : now;
      if (receivedAt > now) {
        const message = 'The time received cannot be in the future.';
        throw new HttpError(422, message, { received_at: [message] });
      }
      const arrival = await receiveKit(deps, request.params.identifier.toUpperCase(), receivedAt);
      if (!arrival) throw new HttpError(404, 'Not found.');
      if (arrival === 'before_order') {
        const message = 'The time received is before the kit was ordered.';
        throw new HttpError(422, message, { received_at: [message] });
      }
      auditKit(request, arrival.item_id);
      return {
        data: {
          item_id: arrival.item_id,
          registered: arrival.registered,
          tracking_stage: arrival.tracking_stage,
        },
      };
    },
  );

  /** Counts a miss against the kit and the address; the owner is emailed when a kit's details signed them in. */
  async function answerKitSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    kitKey: string,
    signIn: () => Promise<KitSignIn>,
  ) {
    await deps.perKit.ensureRemaining(request, reply, kitKey);
    await deps.perIp.ensureRemaining(request, reply, request.ip);
    const answer = await signIn();
    if (answer.outcome === 'signed_in') return { data: { token: answer.token } };
    // A registered kit answers so before any date is compared: no guess is made, so none is counted.
    if (answer.outcome === 'already_registered') throw new HttpError(409, ALREADY_REGISTERED);
    await deps.perKit.consume(request, reply, kitKey);
    await deps.perIp.consume(request, reply, request.ip);
    throw new HttpError(422, NOT_VERIFIED, { date_of_birth: [NOT_VERIFIED] });
  }

  const kitSignInAnswers = {
    200: kitSignInResponseSchema,
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  };

  routes.post(
    '/api/kit-registrations/verify-client-dob/:identifier',
    {
      schema: {
        tags: ['kits'],
        summary:
          "A kit's QR code and its owner's date of birth register the kit, once, and open a limited session (ADR 023)",
        params: z.object({ identifier: z.string().min(1).max(64) }),
        body: verifyClientDateOfBirthRequestSchema,
        response: kitSignInAnswers,
      },
    },
    async (request, reply) => {
      const kitKey = request.params.identifier.toUpperCase();
      return answerKitSignIn(request, reply, kitKey, () =>
        signInWithKitCode(deps, kitKey, request.body.date_of_birth),
      );
    },
  );

  routes.post(
    '/api/kit-registrations/verify-item/:itemId',
    {
      schema: {
        tags: ['kits'],
        summary:
          "A kit's reference, its order number and its owner's date of birth register the kit, once, and open a limited session (ADR 023)",
        params: z.object({ itemId: z.string().min(1).max(100) }),
        body: verifyKitByOrderRequestSchema,
        response: kitSignInAnswers,
      },
    },
    async (request, reply) => {
      const kitKey = request.params.itemId.toLowerCase();
      return answerKitSignIn(request, reply, kitKey, () =>
        signInWithKitOrder(deps, kitKey, {
          poNumber: request.body.po_number,
          dateOfBirth: request.body.date_of_birth,
        }),
      );
    },
  );

  routes.get(
    '/api/restify/kit-registrations',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['kits'],
        security: sessionSecurity,
        summary: "The account's registered kits, and how many are not registered yet",
        response: {
          200: kitRegistrationListResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      if (!clientId) return { data: [], meta: { registered: 0, unregistered: 0 } };
      return listKitRegistrations(deps.db, clientId);
    },
  );
}
