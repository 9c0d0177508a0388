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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';

const notFound = () => new HttpError(404, 'This checkout could not be found. Your cart may have expired.');

export function registerCheckoutIntentRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/checkout-intent',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Open a draft of this checkout for the email, to come back to later',
        body: createCheckoutIntentRequestSchema,
        response: { 200: createCheckoutIntentResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const id = randomUUID();
      const { email } = request.body.form.account_details;
      await deps.db.query('INSERT INTO checkout_intents (id, email, form) VALUES ($1, $2, $3)', [
        id,
        email,
        JSON.stringify({ account_details: { email } }),
      ]);
      return { data: { intent: { id }, user: null } };
    },
  );

  routes.post(
    '/api/checkout-intent/save-form',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Keep the checkout draft (never card details)',
        body: saveCheckoutFormRequestSchema,
        response: { 200: saveCheckoutFormResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { payment: _payment, ...form } = request.body.form;
      const { rows } = await deps.db.query(
        `UPDATE checkout_intents SET form = $2, items = $3, email = $4, updated_at = now() WHERE id = $1 RETURNING id`,
        [
          request.body.intent_id,
          JSON.stringify(form),
          JSON.stringify(request.body.items),
          form.account_details.email,
        ],
      );
      if (rows.length === 0) throw notFound();
      return { data: { id: request.body.intent_id } };
    },
  );

  routes.get(
    '/api/checkout-intent/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'A checkout draft to restore',
        params: checkoutIntentParamsSchema,
        response: { 200: checkoutIntentResponseSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { rows } = await deps.db.query<CheckoutIntent>(
        'SELECT id, form, items FROM checkout_intents WHERE id = $1',
        [request.params.id],
      );
      const intent = rows[0];
      if (!intent) throw notFound();
      return { data: intent };
    },
  );
}
