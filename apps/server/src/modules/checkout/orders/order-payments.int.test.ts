import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';
import { createSandboxInstalments } from '../../../integrations/instalments/sandbox';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../../integrations/payments/index';
import { createSandboxPayments } from '../../../integrations/payments/sandbox';
import { abandonedAfterMs, createPaymentsLedger } from '../../payments/payments-service';
import { createOrderConfirmations } from './order-confirmation-email';
import { orderPaymentOwner } from './order-payment-owner';

/**
 * The card processor is outside the machine: here it is the sandbox, with a switch that loses the answer of
 * the next payment, either after the card was charged (the network failed on the way back from the
 * confirmation) or before anything reached the processor.
 */
function unreliable(inner: PaymentProvider) {
  let next: 'lose-answer' | 'unreachable' | null = null;
  const provider: PaymentProvider = {
    name: inner.name,
    callTimeoutMs: inner.callTimeoutMs,
    async createIntent(request) {
      if (next === 'unreachable') {
        next = null;
        throw new PaymentProviderUnavailableError('connection refused');
      }
      return inner.createIntent(request);
    },
    async confirmIntent(intentId, options) {
      const failure = next;
      next = null;
      const state = await inner.confirmIntent(intentId, options);
      if (failure === 'lose-answer') throw new PaymentProviderUnavailableError('connection reset');
      return state;
    },
    retrieveIntent: (intentId) => inner.retrieveIntent(intentId),
    cancelIntent: (intentId, options) => inner.cancelIntent(intentId, options),
    refund: (request) => inner.refund(request),
    retrieveRefunds: (reference) => inner.retrieveRefunds(reference),
    describeCard: (token) => inner.describeCard(token),
  };
  return { provider, failNext: (failure: 'lose-answer' | 'unreachable') => (next = failure) };
}

describeOnDatabase('paying orders', (database) => {
  let server: TestServer;
  let card: ReturnType<typeof unreliable>;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      payments: (db) => {
        card = unreliable(createSandboxPayments(db));
        return card.provider;
      },
    });
  });
  afterAll(async () => server?.close());

  const orderRow = async (orderId: string) =>
    (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0];
  const orderIdOfKey = async (key: string) =>
    (
      await server.db.query<{ order_id: string }>(
        'SELECT order_id FROM order_idempotency_keys WHERE key = $1',
        [key],
      )
    ).rows[0]?.order_id ?? '';
  const charges = async (orderId: string) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`${orderId}:%`],
      )
    ).rows[0]?.n;
  const mailsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE to_address = $1', [email])
    ).rows.map((mail) => mail.subject);
  const later = () => new Date(Date.now() + abandonedAfterMs(card.provider) + 1_000);
  /** The payments ledger of another instance, whose clock says `now`, with checkout's settlements. */
  const reconcilerAt = (now: () => Date) => {
    return createPaymentsLedger({
      db: server.db,
      payments: card.provider,
      instalments: createSandboxInstalments(server.db, card.provider),
      now,
      owners: [
        orderPaymentOwner({
          now,
          confirmations: createOrderConfirmations({
            db: server.db,
            outbox: server.outbox,
            now,
            publicUrl: server.publicUrl,
            sendWelcomeLink: async () => {},
          }),
          outbox: server.outbox,
          alert: () => {},
        }),
      ],
    });
  };

  it('a lost answer is 503 and charges once: the retry reads the charge from the processor and confirms the order', async () => {
    const key = randomUUID();
    const body = orderRequest();
    card.failNext('lose-answer');
    const lost = await placeOrder(server, body, key);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toMatch(/you will not be charged twice/);
    const orderId = await orderIdOfKey(key);
    expect(await orderRow(orderId)).toEqual({ status: 'pending_payment' });

    const retried = await placeOrder(server, body, key);
    expect(retried.status).toBe(200);
    expect(retried.body.data.order_id).toBe(orderId);
    expect(await orderRow(orderId)).toEqual({ status: 'paid' });
    expect(await charges(orderId)).toBe(1);
    expect(await mailsTo(body.account_details.email)).toContain(`Your order ${retried.body.data.po_number}`);
  });

  it('the reconciler settles a charge whose answer was lost, once the attempt is old enough', async () => {
    const key = randomUUID();
    const body = orderRequest();
    card.failNext('lose-answer');
    expect((await placeOrder(server, body, key)).status).toBe(503);
    const orderId = await orderIdOfKey(key);
    expect(await reconcilerAt(() => new Date()).reconcile()).toBe(0);
    expect(await reconcilerAt(later).reconcile()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toEqual({ status: 'paid' });
    expect(await charges(orderId)).toBe(1);
    await reconcilerAt(later).reconcile();
    const confirmations = (await mailsTo(body.account_details.email)).filter((subject) =>
      subject.startsWith('Your order'),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('an attempt the processor never saw is abandoned, and another card then pays the same order', async () => {
    const key = randomUUID();
    const body = orderRequest();
    card.failNext('unreachable');
    expect((await placeOrder(server, body, key)).status).toBe(503);
    const orderId = await orderIdOfKey(key);
    await reconcilerAt(later).reconcile();
    const attempts = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
      [orderId],
    );
    expect(attempts.rows).toEqual([{ status: 'abandoned' }]);
    expect(await orderRow(orderId)).toEqual({ status: 'pending_payment' });
    const paid = await placeOrder(server, body, key);
    expect(paid.status).toBe(200);
    expect(await charges(orderId)).toBe(1);
  });

  it('a declined card, then a good one: one order, one charge, and the confirmation only once it is paid', async () => {
    const key = randomUUID();
    const declined = orderRequest({
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' },
    });
    expect((await placeOrder(server, declined, key)).status).toBe(402);
    const email = declined.account_details.email;
    // A declined card opens no account and sends nothing.
    expect(await mailsTo(email)).toEqual([]);
    const paid = await placeOrder(server, { ...declined, payment: orderRequest().payment }, key);
    expect(paid.status).toBe(200);
    expect((await mailsTo(email)).filter((subject) => subject.startsWith('Your order'))).toHaveLength(1);
    const attempts = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
      [paid.body.data.order_id],
    );
    expect(attempts.rows).toEqual([{ status: 'declined' }, { status: 'succeeded' }]);
  });

  describe('an existing customer, whose first attempt is written in the order’s transaction', () => {
    const existing = (overrides: Record<string, unknown> = {}) =>
      orderRequest({
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
        ...overrides,
      });
    const attemptsOf = async (orderId: string) =>
      (
        await server.db.query<{ attempt: number; status: string }>(
          'SELECT attempt, status FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
          [orderId],
        )
      ).rows;

    it('a lost answer leaves the order with its pending attempt; the retry settles it and charges once', async () => {
      const key = randomUUID();
      card.failNext('lose-answer');
      expect((await placeOrder(server, existing(), key)).status).toBe(503);
      const orderId = await orderIdOfKey(key);
      expect(await attemptsOf(orderId)).toEqual([{ attempt: 1, status: 'pending' }]);
      const retried = await placeOrder(server, existing(), key);
      expect([retried.status, retried.body.data.order_id]).toEqual([200, orderId]);
      expect(await attemptsOf(orderId)).toEqual([{ attempt: 1, status: 'succeeded' }]);
      expect(await charges(orderId)).toBe(1);
    });

    it('an attempt the processor never saw (as when the server stops before the charge) is abandoned, and another try pays', async () => {
      const key = randomUUID();
      card.failNext('unreachable');
      expect((await placeOrder(server, existing(), key)).status).toBe(503);
      const orderId = await orderIdOfKey(key);
      expect(await charges(orderId)).toBe(0);
      expect((await placeOrder(server, existing(), key)).status).toBe(409);
      await reconcilerAt(later).reconcile();
      expect((await placeOrder(server, existing(), key)).status).toBe(200);
      expect(await attemptsOf(orderId)).toEqual([
        { attempt: 1, status: 'abandoned' },
        { attempt: 2, status: 'succeeded' },
      ]);
      expect(await charges(orderId)).toBe(1);
    });

    it('a declined card keeps the order; a good one on the same key pays it, confirmed once', async () => {
      const key = randomUUID();
      const declined = existing({
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' },
      });
      expect((await placeOrder(server, declined, key)).status).toBe(402);
      const paid = await placeOrder(server, existing(), key);
      expect(paid.status).toBe(200);
      expect(await attemptsOf(paid.body.data.order_id)).toEqual([
        { attempt: 1, status: 'declined' },
        { attempt: 2, status: 'succeeded' },
      ]);
      const confirmations = (await mailsTo('sam@example.com')).filter(
        (subject) => subject === `Your order ${paid.body.data.po_number}`,
      );
      expect(confirmations).toHaveLength(1);
    });

    it('a storage plan keeps the card it was paid with, to renew on it', async () => {
      const { status, body } = await placeOrder(
        server,
        existing({ items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }] }),
      );
      expect(status).toBe(200);
      const plans = await server.db.query<{ status: string; payment_method_token: string | null }>(
        'SELECT status, payment_method_token FROM subscriptions WHERE order_id = $1',
        [body.data.order_id],
      );
      expect(plans.rows).toEqual([{ status: 'active', payment_method_token: 'pm_sandbox_visa' }]);
    });
  });

  it('a storage plan starts a subscription when paid, renewing one period later', async () => {
    const { status, body } = await placeOrder(
      server,
      orderRequest({ items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }] }),
    );
    expect(status).toBe(200);
    const subscriptions = await server.db.query<{
      status: string;
      repeats_frequency: string;
      renews_after_days: number;
    }>(
      `SELECT status, repeats_frequency,
              round(extract(epoch FROM next_billing_at - activated_at) / 86400)::int AS renews_after_days
         FROM subscriptions WHERE order_id = $1`,
      [body.data.order_id],
    );
    expect(subscriptions.rows).toHaveLength(1);
    expect(subscriptions.rows[0]).toMatchObject({ status: 'active', repeats_frequency: 'month' });
    expect(subscriptions.rows[0]?.renews_after_days).toBeGreaterThanOrEqual(28);
    expect(subscriptions.rows[0]?.renews_after_days).toBeLessThanOrEqual(31);
  });

  it('a declined storage plan leaves its subscription pending', async () => {
    const { status } = await placeOrder(
      server,
      orderRequest({
        items: [{ product_uuid: catalogueId('cryo_yearly'), quantity: 1 }],
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' },
      }),
    );
    expect(status).toBe(402);
    const pending = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscriptions WHERE status = 'pending'",
    );
    expect(pending.rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});
