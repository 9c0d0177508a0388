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

  /** An order whose charge Stripe made while Fathom could not hear the answer: its payment is pending. */
  const orderChargedInTheDark = async () => {
    const key = randomUUID();
    stripe.failNextRequest(500);
    const body = orderRequest({
      payment: { payment_method: 'card', payment_method_token: stripeTestTokens.visa },
    });
    expect((await placeOrder(server, body, key)).status).toBe(503);
    const { rows } = await server.db.query<{ order_id: string }>(
      'SELECT order_id FROM order_idempotency_keys WHERE key = $1',
      [key],
    );
    const orderId = rows[0]?.order_id ?? '';
    const paymentKey = `${orderId}:1`;
    const intent = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fakeStripeSecretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: '19500',
        currency: 'usd',
        payment_method: stripeTestTokens.visa,
        confirm: 'true',
        'metadata[idempotency_key]': paymentKey,
      }),
    });
    const { id } = (await intent.json()) as { id: string };
    return { orderId, paymentKey, intentId: id };
  };

  it('a signed payment event settles the pending order from Stripe’s record, once', async () => {
    const { orderId, paymentKey } = await orderChargedInTheDark();
    expect(await orderStatus(orderId)).toBe('pending_payment');
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', metadata: { idempotency_key: paymentKey } } },
    };
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await orderStatus(orderId)).toBe('paid');
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses an event with a wrong signature or an old timestamp, and applies nothing', async () => {
    const { orderId, paymentKey } = await orderChargedInTheDark();
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { metadata: { idempotency_key: paymentKey } } },
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
    const { rows } = await server.db.query<{ provider_charge_id: string }>(
      'SELECT provider_charge_id FROM payments WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const refund = {
      id: `evt_${randomUUID()}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', payment_intent: rows[0]?.provider_charge_id, amount_refunded: 5_000 } },
    };
    expect((await deliver(refund)).status).toBe(200);
    const refunded = await server.db.query<{ refunded_cents: number }>(
      'SELECT refunded_cents FROM payments WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    expect(refunded.rows[0]?.refunded_cents).toBe(5_000);
  });
});
