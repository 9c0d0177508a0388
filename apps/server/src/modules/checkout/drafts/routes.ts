import { randomUUID } from 'node:crypto';
import {
  type CheckoutIntent,
  checkoutIntentParamsSchema,
  checkoutIntentResponseSchema,
  createCheckoutIntentRequestSchema,
  createCheckoutIntentResponseSchema,
  saveCheckoutFormRequestSchema,
  saveCheckoutFormResponseSchema,
} from '@fathom/contract/checkout-intents';
import { errorBodySchema } from '@fathom/contract/common';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { browserSecretHash, giveBrowserSecret } from '../../../platform/browser-secret';
import { findDraft, insertDraft, saveDraft } from './checkout-intent-repository';
import { DRAFT_COOKIE } from './draft-cookie';

const notFound = () => new HttpError(404, msg`This checkout could not be found. Your cart may have expired.`);

/** A draft is a few fields: a body larger than this is refused before it is read. */
const DRAFT_BODY_LIMIT_BYTES = 16 * 1024;

export function registerCheckoutIntentRoutes(
  app: FastifyInstance,
  deps: { db: Database; now: () => Date; publicUrl: string; limiter: AttemptLimiter },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/checkout-intent',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['checkout'],
        summary:
          'Open a draft of this checkout for the email, to come back to later in this browser (its HttpOnly cookie)',
        body: createCheckoutIntentRequestSchema,
        response: { 200: createCheckoutIntentResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(request, reply, request.ip);
      const id = randomUUID();
      await insertDraft(deps.db, {
        id,
        email: request.body.form.account_details.email,
        secretHash: giveBrowserSecret(request, reply, DRAFT_COOKIE, deps.publicUrl),
        now: deps.now(),
      });
      return { data: { intent: { id }, user: null } };
    },
  );

  routes.post(
    '/api/checkout-intent/save-form',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['checkout'],
        summary: 'Keep the checkout draft (never card details), from the browser that opened it',
        body: saveCheckoutFormRequestSchema,
        response: { 200: saveCheckoutFormResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { payment: _payment, ...form } = request.body.form;
      const secretHash = browserSecretHash(request, DRAFT_COOKIE);
      const saved =
        secretHash !== null &&
        (await saveDraft(deps.db, {
          id: request.body.intent_id,
          secretHash,
          email: form.account_details.email,
          form,
          items: request.body.items,
          now: deps.now(),
        }));
      if (!saved) throw notFound();
      return { data: { id: request.body.intent_id } };
    },
  );

  routes.get(
    '/api/checkout-intent/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'A checkout draft to restore, for the browser that opened it',
        params: checkoutIntentParamsSchema,
        response: { 200: checkoutIntentResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const secretHash = browserSecretHash(request, DRAFT_COOKIE);
      const intent =
        secretHash === null
          ? null
          : await findDraft(deps.db, { id: request.params.id, secretHash, now: deps.now() });
      if (!intent) throw notFound();
      return { data: intent as CheckoutIntent };
    },
  );
}
