import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { verifyStripeSignature } from '../../integrations/payments/stripe-signature';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  data: z.object({
    object: z.object({
      id: z.string().optional(),
      payment_intent: z.string().nullish(),
      amount_refunded: z.number().int().optional(),
      metadata: z.record(z.string(), z.string()).optional(),
    }),
  }),
});

export interface StripeWebhookDeps {
  db: Database;
  secret: string | undefined;
  now: () => Date;
  /** Settles the order payment or storage renewal charged with this key from Stripe's own record. */
  settleByKey: (idempotencyKey: string) => Promise<void>;
}

/**
 * POST /api/webhooks/stripe: events signed with the webhook secret, each applied once (by event id). A payment
 * event is only a prompt: the outcome is read back from Stripe by the charge's key, never taken from the body.
 */
export function registerStripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps): void {
  app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent, so this route reads its body as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/webhooks/stripe', { schema: { hide: true }, bodyLimit: 256 * 1024 }, async (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const header = request.headers['stripe-signature'];
      if (
        !deps.secret ||
        !verifyStripeSignature(
          payload,
          typeof header === 'string' ? header : undefined,
          deps.secret,
          deps.now(),
        )
      ) {
        throw new HttpError(400, 'The event signature is not valid.');
      }
      let event: z.infer<typeof eventSchema>;
      try {
        event = eventSchema.parse(JSON.parse(payload));
      } catch {
        throw new HttpError(400, 'The event is not one Fathom reads.');
      }
      const first = await deps.db.query(
        'INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
        [event.id, event.type, deps.now()],
      );
      if (first.rows.length === 0) return { received: true, duplicate: true };
      try {
        await apply(event);
      } catch (error) {
        // Not applied: forget the event so Stripe's retry is applied.
        await deps.db.query('DELETE FROM stripe_events WHERE id = $1', [event.id]);
        throw error;
      }
      return { received: true, duplicate: false };
    });
  });

  async function apply(event: z.infer<typeof eventSchema>): Promise<void> {
    const object = event.data.object;
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const key = object.metadata?.idempotency_key;
      if (key) await deps.settleByKey(key);
      return;
    }
    if (event.type === 'charge.refunded' && object.payment_intent && object.amount_refunded !== undefined) {
      await deps.db.query('UPDATE payments SET refunded_cents = $2 WHERE provider_charge_id = $1', [
        object.payment_intent,
        object.amount_refunded,
      ]);
    }
  }
}
