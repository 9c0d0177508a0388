import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { RefundReference } from '../../integrations/payments/index';
import { readSignedStripeEvent } from '../../integrations/payments/stripe-events';
import type { PaymentsLedger } from './payments-service';
import { forgetStripeEvent, recordStripeEvent } from './stripe-event-repository';

/** A Stripe id: its prefix, an underscore, letters, digits and underscores (never a control character). */
const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_\\w{1,250}$`));

/** What Fathom reads of every event: its id and type (both stored); the rest is read by type, below. */
const eventSchema = z.object({
  id: stripeId('evt'),
  type: z.string().regex(/^\w{1,100}(\.\w{1,100}){1,5}$/),
  data: z.object({ object: z.object({ id: z.string().optional() }).passthrough() }),
});

/**
 * A PaymentIntent event: the intent's id, and the key Fathom gave it (attempts from before the ledger are found by
 * it). A key in no shape of Fathom's is another system's: it is not read.
 */
const intentObjectSchema = z.object({
  id: stripeId('pi'),
  metadata: z
    .object({
      idempotency_key: z
        .string()
        .regex(/^[\w:.-]{1,200}$/)
        .optional()
        .catch(undefined),
    })
    .passthrough()
    .optional(),
});

/** A refund event names the charge (charge.refunded) or the refund (refund.*, charge.refund.updated). */
const refundObjectSchema = z.union([
  z.object({ object: z.literal('charge'), id: stripeId('ch') }),
  z.object({ object: z.literal('refund'), id: stripeId('re') }),
]);

const intentEvents = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
const refundEvents = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

export interface StripeWebhookDeps {
  db: Database;
  secret: string | undefined;
  now: () => Date;
  /** The payments ledger, whose attempts Stripe's events are about. */
  ledger: Pick<PaymentsLedger, 'settleIntent' | 'recordRefunds'>;
}

type Applicable =
  | { kind: 'intent'; intentId: string; idempotencyKey: string | null }
  | { kind: 'refunds'; reference: RefundReference }
  | { kind: 'ignored' };

/**
 * POST /api/webhooks/stripe: events signed with the webhook secret (checked by Stripe's library on the exact bytes
 * received), each applied once (by event id). An event is only a prompt: a payment's outcome is read back from
 * Stripe by the intent's id, and what is refunded by the charge's or the refund's id; amounts are never taken from
 * the body. A signed event whose fields Fathom reads are not Stripe's shapes answers 400 and changes nothing.
 */
export function registerStripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps): void {
  app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: they are kept for this route alone, unparsed. The app's
    // control-character guard reads parsed bodies, and a customer's text in an event (a name, a description) is
    // none of Fathom's to refuse; the fields read here are checked by the schemas above instead.
    const payloads = new WeakMap<FastifyRequest, Buffer>();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      payloads.set(request, body as Buffer);
      done(null, undefined);
    });
    scope.post('/api/webhooks/stripe', { schema: { hide: true }, bodyLimit: 256 * 1024 }, async (request) => {
      const header = request.headers['stripe-signature'];
      const reading = deps.secret
        ? readSignedStripeEvent(
            payloads.get(request) ?? Buffer.alloc(0),
            typeof header === 'string' ? header : undefined,
            deps.secret,
            deps.now(),
          )
        : ({ status: 'not_signed' } as const);
      if (reading.status === 'not_signed') throw new HttpError(400, 'The event signature is not valid.');
      const parsed = reading.status === 'verified' ? eventSchema.safeParse(reading.event) : null;
      const applicable = parsed?.success ? applicableOf(parsed.data) : null;
      if (!parsed?.success || !applicable) throw new HttpError(400, 'The event is not one Fathom reads.');
      const event = parsed.data;
      const first = await recordStripeEvent(deps.db, {
        id: event.id,
        type: event.type,
        receivedAt: deps.now(),
      });
      if (!first) return { received: true, duplicate: true };
      try {
        await apply(applicable);
      } catch (error) {
        // Not applied: forget the event so Stripe's retry is applied.
        await forgetStripeEvent(deps.db, event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    });
  });

  /** What the event asks of the ledger; null when it is of a kind Fathom applies and not in Stripe's shape. */
  function applicableOf(event: z.infer<typeof eventSchema>): Applicable | null {
    if (intentEvents.has(event.type)) {
      const intent = intentObjectSchema.safeParse(event.data.object);
      if (!intent.success) return null;
      return {
        kind: 'intent',
        intentId: intent.data.id,
        idempotencyKey: intent.data.metadata?.idempotency_key ?? null,
      };
    }
    if (refundEvents.has(event.type)) {
      const object = refundObjectSchema.safeParse(event.data.object);
      if (!object.success) return null;
      return {
        kind: 'refunds',
        reference:
          object.data.object === 'charge' ? { chargeId: object.data.id } : { refundId: object.data.id },
      };
    }
    return { kind: 'ignored' };
  }

  async function apply(applicable: Applicable): Promise<void> {
    if (applicable.kind === 'intent') {
      await deps.ledger.settleIntent({
        intentId: applicable.intentId,
        idempotencyKey: applicable.idempotencyKey,
      });
    } else if (applicable.kind === 'refunds') {
      await deps.ledger.recordRefunds(applicable.reference);
    }
  }
}
