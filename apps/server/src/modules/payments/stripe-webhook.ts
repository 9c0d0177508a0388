import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { verifyStripeSignature } from '../../integrations/payments/stripe-signature';
import type { PaymentsLedger } from './payments-service';
import { forgetStripeEvent, recordStripeEvent } from './stripe-event-repository';

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
  /** The payments ledger, whose attempts Stripe's events are about. */
  ledger: Pick<PaymentsLedger, 'settleIntent' | 'recordRefund'>;
}

/**
 * POST /api/webhooks/stripe: events signed with the webhook secret, each applied once (by event id). A payment
 * event is only a prompt: the outcome is read back from Stripe by the intent's id, never taken from the body.
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
      const first = await recordStripeEvent(deps.db, {
        id: event.id,
        type: event.type,
        receivedAt: deps.now(),
      });
      if (!first) return { received: true, duplicate: true };
      try {
        await apply(event);
      } catch (error) {
        // Not applied: forget the event so Stripe's retry is applied.
        await forgetStripeEvent(deps.db, event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    });
  });

  async function apply(event: z.infer<typeof eventSchema>): Promise<void> {
    const object = event.data.object;
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      if (object.id?.startsWith('pi_')) {
        await deps.ledger.settleIntent({
          intentId: object.id,
          idempotencyKey: object.metadata?.idempotency_key ?? null,
        });
      }
      return;
    }
    if (event.type === 'charge.refunded' && object.payment_intent && object.amount_refunded !== undefined) {
      await deps.ledger.recordRefund(object.payment_intent, object.amount_refunded);
    }
  }
}
