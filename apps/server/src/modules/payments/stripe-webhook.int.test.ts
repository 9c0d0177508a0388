import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { stripeSignatureHeader } from '../../integrations/payments/stripe-signature';
import {
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeTestTokens,
} from '../../integrations/payments/testing/fake-stripe-server';

const webhookSecret = 'whsec_fathom_local';

describeEachDatabase('Stripe webhooks', (database) => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      database,
      env: {
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

  const deliver = (event: unknown, options: { secret?: string; at?: number } = {}) => {
    const payload = JSON.stringify(event);
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
      'SELECT idempotency_key, provider_intent_id FROM payment_attempts WHERE order_id = $1',
      [orderId],
    );
    const { idempotency_key: paymentKey = '', provider_intent_id: intentId = '' } = attempt.rows[0] ?? {};
    return { orderId, paymentKey, intentId };
  };

  it('a signed payment event settles the pending order from the intent, read back by its id, once', async () => {
    const { orderId, paymentKey, intentId } = await orderChargedInTheDark();
    expect(await orderStatus(orderId)).toBe('pending_payment');
    const event = {
      id: `evt_${randomUUID()}`,
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
      id: `evt_${randomUUID()}`,
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

  it('records a refund Stripe reports', async () => {
    const placed = await placeOrder(
      server,
      orderRequest({ payment: { payment_method: 'card', payment_method_token: stripeTestTokens.visa } }),
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ provider_intent_id: string }>(
      'SELECT provider_intent_id FROM payment_attempts WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const refund = {
      id: `evt_${randomUUID()}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', payment_intent: rows[0]?.provider_intent_id, amount_refunded: 5_000 } },
    };
    expect((await deliver(refund)).status).toBe(200);
    const refunded = await server.db.query<{ refunded_cents: number }>(
      'SELECT refunded_cents FROM payment_attempts WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    expect(refunded.rows[0]?.refunded_cents).toBe(5_000);
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
    await server.db.query("UPDATE payment_attempts SET status = 'abandoned' WHERE order_id = $1", [orderId]);
    const { rows } = await server.db.query<{ provider_intent_id: string }>(
      'SELECT provider_intent_id FROM payment_attempts WHERE order_id = $1',
      [orderId],
    );
    const intentId = rows[0]?.provider_intent_id ?? '';
    stripe.authenticate(intentId, true);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, metadata: {} } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    const settled = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE order_id = $1',
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
      'SELECT provider_intent_id FROM payment_attempts WHERE order_id = $1',
      [orderId],
    );
    const intentId = rows[0]?.provider_intent_id ?? '';
    stripe.authenticate(intentId, false);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.payment_failed',
      data: { object: { id: intentId, metadata: {} } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('payment_failed');
    const settled = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE order_id = $1',
      [orderId],
    );
    expect(settled.rows).toEqual([{ status: 'declined' }]);
  });
});
