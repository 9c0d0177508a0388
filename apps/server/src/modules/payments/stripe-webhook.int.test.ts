import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import {
  chargeIdOf,
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeSignatureHeader,
  stripeTestTokens,
} from '../../integrations/payments/testing/fake-stripe-server';

const webhookSecret = 'whsec_fathom_local';
/** An id in Stripe's shape: its prefix, then letters and digits. */
const stripeIdOf = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

describeOnDatabase('Stripe webhooks', (database) => {
  let stripe: FakeStripe;
  let server: TestServer;
  /** What the server logged at error level: what staff are told. */
  const errors: { msg: string; [detail: string]: unknown }[] = [];
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      database,
      logStream: { write: (line) => errors.push(JSON.parse(line)) },
      env: {
        LOG_LEVEL: 'error',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: fakeStripeSecretKey,
        STRIPE_PUBLISHABLE_KEY: fakeStripePublishableKey,
        STRIPE_API_BASE: stripe.url,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const deliver = (event: unknown, options: { secret?: string; at?: number } = {}) =>
    deliverPayload(JSON.stringify(event), options);
  /** Sends a payload exactly as given, signed as Stripe signs it. */
  const deliverPayload = (payload: string, options: { secret?: string; at?: number } = {}) => {
    const at = options.at ?? Math.floor(Date.now() / 1000);
    return fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(payload, options.secret ?? webhookSecret, at),
      },
      body: payload,
    });
  };
  const storedEvents = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stripe_events')).rows[0]?.n;
  const refundsOf = async (orderId: string) =>
    (
      await server.db.query<{
        refunded_cents: number;
        refunds_beyond_paid_cents: number;
        amount_cents: number;
      }>(
        'SELECT refunded_cents, refunds_beyond_paid_cents, amount_cents FROM payment_attempts WHERE owner_id = $1',
        [orderId],
      )
    ).rows[0];
  /** An order paid by card through Stripe: its id and its intent's. */
  const paidOrder = async () => {
    const placed = await placeOrder(
      server,
      orderRequest({ payment: { payment_method: 'card', payment_method_token: stripeTestTokens.visa } }),
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_id;
    const { rows } = await server.db.query<{ provider_intent_id: string }>(
      'SELECT provider_intent_id FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    return { orderId, intentId: rows[0]?.provider_intent_id ?? '' };
  };
  const orderStatus = async (orderId: string) =>
    (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]
      ?.status;

  /** An order whose charge Stripe made while Fathom could not hear the confirmation's answer: its payment is pending. */
  const orderChargedInTheDark = async () => {
    const key = randomUUID();
    stripe.loseNextAnswer(/\/confirm$/);
    const body = orderRequest({
      payment: { payment_method: 'card', payment_method_token: stripeTestTokens.visa },
    });
    expect((await placeOrder(server, body, key)).status).toBe(503);
    const { rows } = await server.db.query<{ order_id: string }>(
      'SELECT order_id FROM order_idempotency_keys WHERE key = $1',
      [key],
    );
    const orderId = rows[0]?.order_id ?? '';
    const attempt = await server.db.query<{ idempotency_key: string; provider_intent_id: string }>(
      'SELECT idempotency_key, provider_intent_id FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    const { idempotency_key: paymentKey = '', provider_intent_id: intentId = '' } = attempt.rows[0] ?? {};
    return { orderId, paymentKey, intentId };
  };

  it('a signed payment event settles the pending order from the intent, read back by its id, once', async () => {
    const { orderId, paymentKey, intentId } = await orderChargedInTheDark();
    expect(await orderStatus(orderId)).toBe('pending_payment');
    const event = {
      id: stripeIdOf('evt'),
      type: 'payment_intent.succeeded',
      // What the body says of the outcome is not taken: the intent is read from Stripe.
      data: { object: { id: intentId, status: 'succeeded', metadata: { idempotency_key: paymentKey } } },
    };
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(orderId)).toBe('paid');
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(stripe.requests.at(-1)?.path).not.toContain('search');
    expect(stripe.searches()).toBe(0);
  });

  it('refuses an event with a wrong signature or an old timestamp, and applies nothing', async () => {
    const { orderId, paymentKey, intentId } = await orderChargedInTheDark();
    const event = {
      id: stripeIdOf('evt'),
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, metadata: { idempotency_key: paymentKey } } },
    };
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(event, { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await orderStatus(orderId)).toBe('pending_payment');
  });

  it('records a refund read back from Stripe by the charge, never the amount the event claims', async () => {
    const { orderId, intentId } = await paidOrder();
    stripe.refund(intentId, 5_000);
    const refunded = {
      id: stripeIdOf('evt'),
      type: 'charge.refunded',
      data: {
        object: {
          object: 'charge',
          id: chargeIdOf(intentId),
          payment_intent: intentId,
          amount_refunded: 900_000,
        },
      },
    };
    expect((await deliver(refunded)).status).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject({ refunded_cents: 5_000, refunds_beyond_paid_cents: 0 });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/charges/${chargeIdOf(intentId)}`,
    });
  });

  it("records a refund by the refund's id: the charge's total, whatever the event says of that refund", async () => {
    const { orderId, intentId } = await paidOrder();
    stripe.refund(intentId, 2_000);
    const second = stripe.refund(intentId, 1_500);
    const event = {
      id: stripeIdOf('evt'),
      type: 'refund.created',
      data: { object: { object: 'refund', id: second.id, amount: 1, payment_intent: stripeIdOf('pi') } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject({ refunded_cents: 3_500 });
    // An older event arriving late never lowers what is recorded.
    const earlier = { ...event, id: stripeIdOf('evt'), type: 'charge.refund.updated' };
    stripe.refund(intentId, 500);
    expect((await deliver(earlier)).status).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject({ refunded_cents: 4_000 });
  });

  it('records nothing for a charge or refund Stripe does not have', async () => {
    const { orderId, intentId } = await paidOrder();
    const invented = {
      id: stripeIdOf('evt'),
      type: 'refund.created',
      data: { object: { object: 'refund', id: stripeIdOf('re'), amount: 10_000, payment_intent: intentId } },
    };
    expect((await deliver(invented)).status).toBe(200);
    const unrefunded = {
      id: stripeIdOf('evt'),
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: chargeIdOf(intentId), amount_refunded: 10_000 } },
    };
    expect((await deliver(unrefunded)).status).toBe(200);
    expect(await refundsOf(orderId)).toMatchObject({ refunded_cents: 0, refunds_beyond_paid_cents: 0 });
  });

  it('records a refund beyond what the attempt paid only up to what it paid, keeps the rest apart, and tells staff', async () => {
    const { orderId, intentId } = await paidOrder();
    const paid = (await refundsOf(orderId))?.amount_cents ?? 0;
    // Our ledger and Stripe disagree: the attempt says it paid less than the charge Stripe made.
    await server.db.query('UPDATE payment_attempts SET amount_cents = 3000 WHERE owner_id = $1', [orderId]);
    stripe.refund(intentId);
    const event = {
      id: stripeIdOf('evt'),
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: chargeIdOf(intentId) } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await refundsOf(orderId)).toEqual({
      amount_cents: 3_000,
      refunded_cents: 3_000,
      refunds_beyond_paid_cents: paid - 3_000,
    });
    expect(errors.at(-1)).toMatchObject({
      msg: expect.stringContaining('a refund beyond what was paid'),
      intent: intentId,
      paid_cents: 3_000,
      refunded_cents: paid,
      beyond_paid_cents: paid - 3_000,
    });
  });

  it('answers 400 to a signed event with a NUL byte where Fathom reads, and records nothing', async () => {
    const { orderId, paymentKey, intentId } = await orderChargedInTheDark();
    const stored = await storedEvents();
    const succeeded = (id: string, type: string, object: Record<string, unknown>) => ({
      id,
      type,
      data: { object },
    });
    for (const event of [
      succeeded('evt_1\u0000', 'payment_intent.succeeded', { id: intentId }),
      succeeded(stripeIdOf('evt'), 'payment_intent.succeeded\u0000', { id: intentId }),
      succeeded(stripeIdOf('evt'), 'payment_intent.succeeded', { id: `${intentId}\u0000` }),
      succeeded(stripeIdOf('evt'), 'charge.refunded', { object: 'charge', id: 'ch_\u0000' }),
      succeeded(stripeIdOf('evt'), 'refund.updated', { object: 'refund', id: '\u0000' }),
    ]) {
      const answer = await deliver(event);
      expect(answer.status, JSON.stringify(event)).toBe(400);
      expect(await answer.json()).toEqual({
        code: 'bad_request',
        message: 'The event is not one Fathom reads.',
      });
    }
    // A NUL byte itself, unescaped, is no JSON.
    const raw = JSON.stringify(succeeded(stripeIdOf('evt'), 'payment_intent.succeeded', { id: intentId }));
    expect((await deliverPayload(raw.replace('"data"', '"da\u0000ta"'))).status).toBe(400);
    expect(await storedEvents()).toBe(stored);
    expect(await orderStatus(orderId)).toBe('pending_payment');
    // The same event in Stripe's shape is applied.
    const event = succeeded(stripeIdOf('evt'), 'payment_intent.succeeded', {
      id: intentId,
      metadata: { idempotency_key: paymentKey },
    });
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it("applies an event whose customer's text, which Fathom does not read, holds control characters", async () => {
    const { orderId, intentId } = await orderChargedInTheDark();
    const event = {
      id: stripeIdOf('evt'),
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          description: 'Robin\u0000\u0085 Hale',
          metadata: { idempotency_key: 'not one of ours \u0000', note: '\u0001' },
        },
      },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
  });

  it('never answers 500 to a signed event, whatever it holds', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '\u0000',
        'pi_\u0000',
        'ch_1',
        're_1',
        'evt_1',
        '\u202e',
        "' OR 1=1 --",
        'x'.repeat(300),
      ),
    );
    const event = fc.record(
      {
        id: fc.oneof(text, fc.constant(stripeIdOf('evt')), fc.jsonValue()),
        type: fc.oneof(
          fc.constantFrom(
            'payment_intent.succeeded',
            'payment_intent.payment_failed',
            'charge.refunded',
            'refund.created',
            'customer.created',
          ),
          text,
        ),
        data: fc.oneof(
          fc.record({
            object: fc.record(
              {
                object: fc.constantFrom('charge', 'refund', 'payment_intent'),
                id: fc.oneof(text, fc.constantFrom(stripeIdOf('pi'), stripeIdOf('ch'), stripeIdOf('re'))),
                metadata: fc.dictionary(text, fc.oneof(text, fc.jsonValue())),
              },
              { requiredKeys: [] },
            ),
          }),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(event, async (junk) => {
        const status = (await deliver(junk)).status;
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 60 },
    );
  });

  it('a success Stripe reports after the attempt was abandoned settles it, and the order is paid', async () => {
    const key = randomUUID();
    const body = orderRequest({
      payment: { payment_method: 'card', payment_method_token: stripeTestTokens.authenticationRequired },
    });
    const asked = await placeOrder(server, body, key);
    expect(asked.body.data.payment_action?.type).toBe('authenticate');
    const orderId = asked.body.data.order_id;
    // The customer left their bank's page; the attempt is given up (as reconcile does after the window).
    await server.db.query("UPDATE payment_attempts SET status = 'abandoned' WHERE owner_id = $1", [orderId]);
    const { rows } = await server.db.query<{ provider_intent_id: string }>(
      'SELECT provider_intent_id FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    const intentId = rows[0]?.provider_intent_id ?? '';
    stripe.authenticate(intentId, true);
    const event = {
      id: stripeIdOf('evt'),
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, metadata: {} } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    const settled = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    expect(settled.rows).toEqual([{ status: 'succeeded' }]);
  });

  it('a failed payment Stripe reports for a card waiting on its bank declines the attempt, read from the intent', async () => {
    const asked = await placeOrder(
      server,
      orderRequest({
        payment: { payment_method: 'card', payment_method_token: stripeTestTokens.authenticationRequired },
      }),
    );
    const orderId = asked.body.data.order_id;
    const { rows } = await server.db.query<{ provider_intent_id: string }>(
      'SELECT provider_intent_id FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    const intentId = rows[0]?.provider_intent_id ?? '';
    stripe.authenticate(intentId, false);
    const event = {
      id: stripeIdOf('evt'),
      type: 'payment_intent.payment_failed',
      data: { object: { id: intentId, metadata: {} } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('payment_failed');
    const settled = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1',
      [orderId],
    );
    expect(settled.rows).toEqual([{ status: 'declined' }]);
  });
});
