import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import type { Database } from '../../db/database';
import { createSandboxInstalments } from '../../integrations/instalments/sandbox';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../integrations/payments/index';
import {
  createSandboxPayments,
  type SandboxPayments,
  sandboxCardTokens,
} from '../../integrations/payments/sandbox';
import { createStripePayments } from '../../integrations/payments/stripe';
import {
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeTestTokens,
} from '../../integrations/payments/testing/fake-stripe-server';
import { createOrderConfirmations } from '../checkout/orders/order-confirmation-email';
import { orderPaymentOwner } from '../checkout/orders/order-payment-owner';
import { AUTHENTICATION_WINDOW_MS, abandonedAfterMs, createPaymentsLedger } from './payments-service';

/** The sandbox, with switches that lose the answer of the next creation or confirmation (its work is done). */
function losingSandbox(db: Database) {
  const inner = createSandboxPayments(db);
  let lose: 'create' | 'confirm' | null = null;
  const provider: SandboxPayments = {
    ...inner,
    async createIntent(request) {
      const created = await inner.createIntent(request);
      if (lose === 'create') {
        lose = null;
        throw new PaymentProviderUnavailableError('connection reset');
      }
      return created;
    },
    async confirmIntent(intentId, options) {
      const state = await inner.confirmIntent(intentId, options);
      if (lose === 'confirm') {
        lose = null;
        throw new PaymentProviderUnavailableError('connection reset');
      }
      return state;
    },
  };
  return { provider, loseNext: (step: 'create' | 'confirm') => (lose = step) };
}

interface Subject {
  server: TestServer;
  tokens: { visa: string; declined: string; authenticationRequired: string };
  /** The provider as another instance of the server reaches it. */
  provider(): PaymentProvider;
  /** The next creation or confirmation is carried out, and its answer lost on the way back. */
  loseNext(step: 'create' | 'confirm'): void;
  /** The customer answers their bank's challenge in the browser. */
  authenticate(clientSecret: string, approved: boolean): Promise<void>;
  chargesTaken(orderId: string): Promise<number>;
}

/**
 * The payments ledger's cases, run the same way against the sandbox and against the Stripe adapter (Stripe's
 * library over a local Stripe-shaped server), on PGlite and PostgreSQL.
 */
function ledgerConformance(
  name: string,
  setUp: (
    database: Parameters<Parameters<typeof describeEachDatabase>[1]>[0],
  ) => Promise<Subject & { close(): Promise<void> }>,
) {
  describeEachDatabase(`the payments ledger with ${name}`, (database) => {
    let subject: Subject & { close(): Promise<void> };
    beforeAll(async () => {
      subject = await setUp(database);
    });
    afterAll(async () => subject?.close());

    /** The order a checkout whose answer was lost placed: the newest. */
    const orderOfLastCheckout = async () =>
      (
        await subject.server.db.query<{ order_id: string }>(
          'SELECT order_id FROM order_idempotency_keys ORDER BY created_at DESC LIMIT 1',
        )
      ).rows[0]?.order_id ?? '';
    const orderStatus = async (orderId: string) =>
      (
        await subject.server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
          orderId,
        ])
      ).rows[0]?.status;
    const attemptsOf = async (orderId: string) =>
      (
        await subject.server.db.query<{
          attempt: number;
          owner_kind: string;
          status: string;
          provider_intent_id: string | null;
          refunded_cents: number;
        }>(
          `SELECT attempt, owner_kind, status, provider_intent_id, refunded_cents FROM payment_attempts
            WHERE owner_id = $1 ORDER BY attempt`,
          [orderId],
        )
      ).rows;
    /** Another instance's ledger, with checkout's settlements, whose clock is `ahead` milliseconds in the future. */
    const ledgerAhead = (ahead: number, options: { refundsUnreachable?: boolean } = {}) => {
      const now = () => new Date(Date.now() + ahead);
      const reached = subject.provider();
      const payments: PaymentProvider = options.refundsUnreachable
        ? {
            ...reached,
            refund: async () => {
              throw new PaymentProviderUnavailableError('connection refused');
            },
          }
        : reached;
      const confirmations = createOrderConfirmations({
        db: subject.server.db,
        outbox: subject.server.outbox,
        now,
        publicUrl: subject.server.publicUrl,
        sendWelcomeLink: async () => {},
      });
      return createPaymentsLedger({
        db: subject.server.db,
        payments,
        instalments: createSandboxInstalments(subject.server.db, payments),
        now,
        owners: [orderPaymentOwner({ now, confirmations, outbox: subject.server.outbox, alert: () => {} })],
      });
    };
    /** One checkout: the same order (and key) sent with whichever card the customer gives. */
    const checkout = () => {
      const order = orderRequest();
      const key = randomUUID();
      return (token: string) =>
        placeOrder(
          subject.server,
          { ...order, payment: { payment_method: 'card', payment_method_token: token } },
          key,
        );
    };
    const pay = (token: string) => checkout()(token);
    const afterLongestCall = () => abandonedAfterMs(subject.provider()) + 1_000;

    it('creates and confirms: the order is paid once, and its attempt keeps the intent id', async () => {
      const placed = await pay(subject.tokens.visa);
      expect(placed.status).toBe(200);
      expect(placed.body.data.payment_action).toBeUndefined();
      const orderId = placed.body.data.order_id;
      expect(await orderStatus(orderId)).toBe('paid');
      const [attempt] = await attemptsOf(orderId);
      expect(attempt).toMatchObject({ attempt: 1, owner_kind: 'order', status: 'succeeded' });
      expect(attempt?.provider_intent_id).toBeTruthy();
      expect(await subject.chargesTaken(orderId)).toBe(1);
    });

    it('declines: 402, the attempt declined and the order unpaid', async () => {
      const placed = await pay(subject.tokens.declined);
      expect(placed.status).toBe(402);
      expect(placed.body.message).toBe('Your card was declined. Please try another card.');
    });

    it('asks for authentication, then settles once the customer completed it and the order is sent again', async () => {
      const send = checkout();
      const asked = await send(subject.tokens.authenticationRequired);
      expect(asked.status).toBe(200);
      const secret = asked.body.data.payment_action?.client_secret ?? '';
      expect(secret).toContain('_secret_');
      const orderId = asked.body.data.order_id;
      expect(await orderStatus(orderId)).toBe('pending_payment');
      expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['requires_action']);
      await subject.authenticate(secret, true);
      const settled = await send(subject.tokens.authenticationRequired);
      expect([settled.status, settled.body.data.order_id, settled.body.data.payment_action]).toEqual([
        200,
        orderId,
        undefined,
      ]);
      expect(await orderStatus(orderId)).toBe('paid');
      expect(await subject.chargesTaken(orderId)).toBe(1);
    });

    it("makes a staff refund once under its request's key, and records what the processor refunded in all", async () => {
      const placed = await pay(subject.tokens.visa);
      const orderId = placed.body.data.order_id;
      const { rows } = await subject.server.db.query<{ id: string }>(
        "SELECT id FROM payment_attempts WHERE owner_id = $1 AND status = 'succeeded'",
        [orderId],
      );
      const staff = await subject.server.db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'support@example.com'",
      );
      const ledger = createPaymentsLedger({
        db: subject.server.db,
        payments: subject.provider(),
        instalments: createSandboxInstalments(subject.server.db, subject.provider()),
        now: () => new Date(),
        outbox: subject.server.outbox,
      });
      const refund = (requestKey: string, amountCents: number) =>
        ledger.refundPayment({
          of: { owner: { kind: 'order', id: orderId }, orderNumber: 'FA00000000' },
          attemptId: rows[0]?.id ?? '',
          requestKey,
          amountCents,
          reason: 'Goodwill.',
          staffUserId: staff.rows[0]?.id ?? '',
          notifyEmail: 'buyer@example.com',
        });
      const first = await refund('first-refund', 500);
      const again = await refund('first-refund', 500);
      expect([first.status, again.status]).toEqual(['made', 'made']);
      expect('refund' in again && again.refund.id).toBe('refund' in first && first.refund.id);
      expect((await refund('second-refund', 300)).status).toBe('made');
      expect((await attemptsOf(orderId)).map((attempt) => attempt.refunded_cents)).toEqual([800]);
    });

    it('a failed authentication is a decline, and another card then pays the same order', async () => {
      const send = checkout();
      const asked = await send(subject.tokens.authenticationRequired);
      await subject.authenticate(asked.body.data.payment_action?.client_secret ?? '', false);
      expect((await send(subject.tokens.authenticationRequired)).status).toBe(402);
      expect((await send(subject.tokens.visa)).status).toBe(200);
      const orderId = asked.body.data.order_id;
      expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['declined', 'succeeded']);
    });

    it('another card instead of one still waiting for its authentication gives that attempt up and pays', async () => {
      const send = checkout();
      const asked = await send(subject.tokens.authenticationRequired);
      const paid = await send(subject.tokens.visa);
      expect([paid.status, paid.body.data.payment_action]).toEqual([200, undefined]);
      const orderId = asked.body.data.order_id;
      expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual([
        'abandoned',
        'succeeded',
      ]);
      expect(await subject.chargesTaken(orderId)).toBe(1);
    });

    it('a crash between the charge and its settlement: reconcile reads the intent by its id and settles it', async () => {
      const send = checkout();
      subject.loseNext('confirm');
      const lost = await send(subject.tokens.visa);
      expect(lost.status).toBe(503);
      const orderId = await orderOfLastCheckout();
      const [pending] = await attemptsOf(orderId);
      expect(pending?.status).toBe('pending');
      expect(pending?.provider_intent_id).toBeTruthy();
      expect(await subject.chargesTaken(orderId)).toBe(1);
      // Not yet: the call could still be running.
      await ledgerAhead(0).reconcile();
      expect(await orderStatus(orderId)).toBe('pending_payment');
      expect(await ledgerAhead(afterLongestCall()).reconcile()).toBeGreaterThanOrEqual(1);
      expect(await orderStatus(orderId)).toBe('paid');
      expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['succeeded']);
      expect(await subject.chargesTaken(orderId)).toBe(1);
    });

    it('an intent created but never confirmed: the attempt has no intent id, is abandoned, and nothing is charged', async () => {
      const send = checkout();
      subject.loseNext('create');
      expect((await send(subject.tokens.visa)).status).toBe(503);
      const orderId = await orderOfLastCheckout();
      expect((await attemptsOf(orderId))[0]?.provider_intent_id).toBeNull();
      await ledgerAhead(afterLongestCall()).reconcile();
      expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['abandoned']);
      expect(await subject.chargesTaken(orderId)).toBe(0);
      expect((await send(subject.tokens.visa)).status).toBe(200);
      expect(await subject.chargesTaken(orderId)).toBe(1);
    });

    it('a success that arrives after the attempt was abandoned settles it, and pays the order', async () => {
      const send = checkout();
      const asked = await send(subject.tokens.authenticationRequired);
      const orderId = asked.body.data.order_id;
      await ledgerAhead(AUTHENTICATION_WINDOW_MS + 60_000).reconcile();
      const [abandoned] = await attemptsOf(orderId);
      expect(abandoned?.status).toBe('abandoned');
      // The customer comes back to their bank's page after all; the provider tells the ledger (a webhook).
      await subject.authenticate(asked.body.data.payment_action?.client_secret ?? '', true);
      expect(
        await ledgerAhead(0).settleIntent({
          intentId: abandoned?.provider_intent_id ?? '',
          idempotencyKey: null,
        }),
      ).toBe(true);
      expect(await orderStatus(orderId)).toBe('paid');
      expect(await attemptsOf(orderId)).toMatchObject([{ status: 'succeeded', refunded_cents: 0 }]);
    });

    it('a late success for an order paid meanwhile by another card is refunded', async () => {
      const send = checkout();
      const asked = await send(subject.tokens.authenticationRequired);
      const orderId = asked.body.data.order_id;
      await ledgerAhead(AUTHENTICATION_WINDOW_MS + 60_000).reconcile();
      expect((await send(subject.tokens.visa)).status).toBe(200);
      await subject.authenticate(asked.body.data.payment_action?.client_secret ?? '', true);
      const [late] = await attemptsOf(orderId);
      // The provider cannot be reached for the refund at first: it stays due, and reconcile makes it.
      await ledgerAhead(0, { refundsUnreachable: true }).settleIntent({
        intentId: late?.provider_intent_id ?? '',
        idempotencyKey: null,
      });
      expect(await attemptsOf(orderId)).toMatchObject([
        { attempt: 1, status: 'succeeded', refunded_cents: 0 },
        { attempt: 2, status: 'succeeded', refunded_cents: 0 },
      ]);
      await ledgerAhead(0).reconcile();
      expect(await attemptsOf(orderId)).toMatchObject([
        { attempt: 1, status: 'succeeded', refunded_cents: 19_500 },
        { attempt: 2, status: 'succeeded', refunded_cents: 0 },
      ]);
      expect(await subject.chargesTaken(orderId)).toBe(2);
    });
  });
}

ledgerConformance('the sandbox', async (database) => {
  let losing: ReturnType<typeof losingSandbox> | undefined;
  const server = await startTestServer({
    database,
    payments: (db) => {
      losing = losingSandbox(db);
      return losing.provider;
    },
  });
  return {
    server,
    tokens: sandboxCardTokens,
    provider: () => createSandboxPayments(server.db),
    loseNext: (step) => losing?.loseNext(step),
    async authenticate(clientSecret, approved) {
      // The checkout's sandbox dialog answers the portal's own test bank.
      const response = await fetch(`${server.url}/api/payments/sandbox-authentications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, approved }),
      });
      expect(await response.json()).toEqual({ data: { authenticated: true } });
    },
    chargesTaken: async (orderId) =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sandbox_payment_ledger
            WHERE idempotency_key LIKE $1 AND status = 'succeeded'`,
          [`${orderId}:%`],
        )
      ).rows[0]?.n ?? 0,
    close: () => server.close(),
  };
});

ledgerConformance('Stripe (its library, against a local Stripe-shaped server)', async (database) => {
  const fake: FakeStripe = await startFakeStripe();
  const server = await startTestServer({
    database,
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: fakeStripeSecretKey,
      STRIPE_PUBLISHABLE_KEY: fakeStripePublishableKey,
      STRIPE_API_BASE: fake.url,
    },
  });
  return {
    server,
    tokens: stripeTestTokens,
    provider: () => createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: fake.url }),
    loseNext: (step) => fake.loseNextAnswer(step === 'create' ? /^\/v1\/payment_intents$/ : /\/confirm$/),
    authenticate: async (clientSecret, approved) =>
      fake.authenticate(clientSecret.split('_secret_')[0] ?? '', approved),
    chargesTaken: async (orderId) =>
      fake.succeededIntents().filter((intent) => intent.metadata.idempotency_key?.startsWith(`${orderId}:`))
        .length,
    async close() {
      // Stripe's search lags an hour here: had anything relied on it, the cases above would have failed.
      expect(fake.searches()).toBe(0);
      await server.close();
      await fake.close();
    },
  };
});
