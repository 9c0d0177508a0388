import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import { isUuid } from '../../http/uuid';
import { authOf, requireRole, sessionSecurity } from '../auth/authenticate';
import {
  listKitRegistrations,
  NOT_VERIFIED,
  verifyKitByOrder,
  verifyKitOwner,
} from './kit-registration-service';

export function registerKitRegistrationRoutes(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; perKit: AttemptLimiter; perIp: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
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
