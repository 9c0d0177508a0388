import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import { isUuid } from '../../http/uuid';
import type { EmailSender } from '../../integrations/email/index';
import { authOf, requireRole, sessionSecurity } from '../auth/authenticate';
import { receiveKitAtLab } from './kit-arrival-repository';
import {
  listKitRegistrations,
  NOT_VERIFIED,
  verifyKitByOrder,
  verifyKitOwner,
} from './kit-registration-service';

export function registerKitRegistrationRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    perKit: AttemptLimiter;
    perIp: AttemptLimiter;
    email: EmailSender;
    publicUrl: string;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/staff/kits/:identifier/arrival',
    {
      preValidation: requireRole('staff'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The lab scans a kit's code on arrival: a registered kit goes into analysis (stage 5); one not registered yet is held and its owner asked to register it",
        params: z.object({ identifier: z.string().min(1).max(64) }),
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
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const arrival = await receiveKitAtLab(deps.db, request.params.identifier.toUpperCase(), deps.now());
      if (!arrival) throw new HttpError(404, 'Not found.');
      if (arrival.owner_email) {
        await deps.email.send({
          to: arrival.owner_email,
          subject: 'Your kit reached the lab: please register it',
          text: [
            `The lab has received your ${arrival.title}, but the kit is not registered to you yet, so the lab cannot start on your sample.`,
            `Register it now (it takes a minute; your sample is kept safe meanwhile): ${deps.publicUrl}/onboarding/kit-not-registered/${arrival.item_id}`,
          ].join('\n\n'),
        });
      }
      return {
        data: {
          item_id: arrival.item_id,
          registered: arrival.registered,
          tracking_stage: arrival.tracking_stage,
        },
      };
    },
  );

  routes.post(
    '/api/kit-registrations/verify-client-dob/:identifier',
    {
      schema: {
        tags: ['kits'],
        summary:
          "A kit's QR code and its owner's date of birth: the kit is registered and the owner signed in",
        params: z.object({ identifier: z.string().min(1).max(64) }),
        body: z.object({ date_of_birth: z.iso.date('Enter your date of birth.') }),
        response: {
          200: z.object({ data: z.object({ token: z.string() }) }),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const kitKey = request.params.identifier.toUpperCase();
      await deps.perKit.ensureRemaining(request, reply, kitKey);
      await deps.perIp.ensureRemaining(request, reply, request.ip);
      const token = await verifyKitOwner(deps.db, kitKey, request.body.date_of_birth, deps.now());
      if (!token) {
        await deps.perKit.consume(request, reply, kitKey);
        await deps.perIp.consume(request, reply, request.ip);
        throw new HttpError(422, NOT_VERIFIED, { date_of_birth: [NOT_VERIFIED] });
      }
      return { data: { token } };
    },
  );

  routes.post(
    '/api/kit-registrations/verify-item/:itemId',
    {
      schema: {
        tags: ['kits'],
        summary:
          "A kit's reference, its order number and its owner's date of birth: the kit is registered and the owner signed in",
        params: z.object({ itemId: z.string().min(1).max(100) }),
        body: z.object({
          po_number: z.string().trim().min(1, 'Enter the order number printed on your kit.').max(64),
          date_of_birth: z.iso.date('Enter your date of birth.'),
        }),
        response: {
          200: z.object({ data: z.object({ token: z.string() }) }),
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const kitKey = request.params.itemId.toLowerCase();
      await deps.perKit.ensureRemaining(request, reply, kitKey);
      await deps.perIp.ensureRemaining(request, reply, request.ip);
      const token = isUuid(kitKey)
        ? await verifyKitByOrder(
            deps.db,
            kitKey,
            { poNumber: request.body.po_number, dateOfBirth: request.body.date_of_birth },
            deps.now(),
          )
        : null;
      if (!token) {
        await deps.perKit.consume(request, reply, kitKey);
        await deps.perIp.consume(request, reply, request.ip);
        throw new HttpError(422, NOT_VERIFIED, { date_of_birth: [NOT_VERIFIED] });
      }
      return { data: { token } };
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
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                type: z.literal('kit-registrations'),
                attributes: z.object({ title: z.string(), method: z.string(), registered_at: z.string() }),
              }),
            ),
            meta: z.object({ registered: z.number().int(), unregistered: z.number().int() }),
          }),
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
