import { randomUUID } from 'node:crypto';
import { UNPAID_ORDER_LIFETIME_MS } from '@fathom/domain/checkout';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import {
  describeOnDatabase,
  startTestServer,
  type TestDatabaseKind,
  type TestServer,
} from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';
import { englishOf } from '../../../http/said';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../../integrations/payments/index';
import { createSandboxPayments, sandboxCardTokens } from '../../../integrations/payments/sandbox';
import { createStripePayments } from '../../../integrations/payments/stripe';
import {
  type FakeStripe,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeTestTokens,
} from '../../../integrations/payments/testing/fake-stripe-server';
import { ORDER_CANCELLED } from './order-payments';

interface Subject {
  server: TestServer;
  tokens: { visa: string; declined: string; authenticationRequired: string };
  /** Moves the server's clock this far ahead of the wall clock. */
  advance(ms: number): void;
  /** The next confirmation does not reach the provider (the process stopped after keeping the intent's id). */
  failNextConfirm(): void;
  /** The customer answers their bank's challenge in the browser; false when nothing waited on that secret. */
  authenticate(clientSecret: string, approved: boolean): Promise<boolean>;
  /** The intent as the provider keeps it: 'cancelled' for Stripe's 'canceled' too. */
  intentStatus(intentId: string): Promise<string | undefined>;
  chargesTaken(orderId: string): Promise<number>;
  close(): Promise<void>;
}

/** The card processor as the server reaches it, with a switch that keeps the next confirmation from reaching it. */
function withFailingConfirm<P extends PaymentProvider>(inner: P) {
  let failNext = false;
  const provider: P = {
    ...inner,
    async confirmIntent(intentId, options) {
      if (failNext) {
        failNext = false;
        throw new PaymentProviderUnavailableError('connection refused');
      }
      return inner.confirmIntent(intentId, options);
    },
  };
  return { provider, failNextConfirm: () => (failNext = true) };
}

/**
 * Orders left unpaid, and the intents of attempts that took nothing, closed by the recurring job a day later, with
 * the sandbox and with the Stripe adapter (its library over a local Stripe-shaped server), on PGlite and PostgreSQL.
 * The server's clock is moved a day ahead rather than waited for.
 */
function closingConformance(name: string, setUp: (database: TestDatabaseKind) => Promise<Subject>) {
  describeOnDatabase(`closing unpaid orders with ${name}`, (database) => {
    let subject: Subject;
    beforeAll(async () => {
      subject = await setUp(database);
    });
    afterAll(async () => subject?.close());

    const aDayLater = () => subject.advance(UNPAID_ORDER_LIFETIME_MS + 60 * 60_000);
    const runJob = (name: string) => subject.server.jobs.runNow(name);
    const closeUnpaid = () => runJob('close-unpaid-orders');
    const db = () => subject.server.db;
    const order = async (orderId: string) =>
      (
        await db().query<{ status: string; cancelled_at: Date | null }>(
          'SELECT status, cancelled_at FROM orders WHERE id = $1',
          [orderId],
        )
      ).rows[0];
    const attempts = async (orderId: string) =>
      (
        await db().query<{
          status: string;
          provider_intent_id: string | null;
          intent_closed_at: Date | null;
        }>(
          `SELECT status, provider_intent_id, intent_closed_at FROM payment_attempts WHERE owner_id = $1
            ORDER BY attempt`,
          [orderId],
        )
      ).rows;
    const mails = async (to: string) =>
      (
        await db().query<{ subject: string; text_body: string }>(
          'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at',
          [to],
        )
      ).rows;
    const promoUses = async (code: string) =>
      (await db().query<{ uses: number }>('SELECT uses FROM promo_codes WHERE code = $1', [code])).rows[0]
        ?.uses;
    const plansOf = async (orderId: string) =>
      (
        await db().query<{ status: string }>('SELECT status FROM subscriptions WHERE order_id = $1', [
          orderId,
        ])
      ).rows;

    it('cancels an order whose customer left their bank’s challenge, a day later: its intent first, then the order, giving back what it held and offering its cart', async () => {
      const { server, tokens } = subject;
      subject.advance(0);
      const drew = await signInToken(server, 'drew@example.com');
      const body = orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        shipping_address: { ...testAddress, first_name: 'Drew', last_name: 'Doe' },
        items: [
          { product_uuid: catalogueId('analysis'), quantity: 1 },
          { product_uuid: catalogueId('cryo_monthly'), quantity: 1 },
        ],
        discount: { code: 'WELCOME10' },
        payment: { payment_method: 'card', payment_method_token: tokens.authenticationRequired },
      });
      const usesBefore = await promoUses('WELCOME10');
      const key = randomUUID();
      const asked = await placeOrder(server, body, key, { authorization: `Bearer ${drew}` });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const orderId = asked.body.data.order_id;
      const secret = asked.body.data.payment_action?.client_secret ?? '';
      expect(secret).toContain('_secret_');
      expect(await promoUses('WELCOME10')).toBe((usesBefore ?? 0) + 1);
      expect(await plansOf(orderId)).toEqual([{ status: 'pending' }]);

      // Within the day nothing is touched.
      await runJob('settle-pending-payments');
      await closeUnpaid();
      expect(await order(orderId)).toMatchObject({ status: 'pending_payment', cancelled_at: null });

      aDayLater();
      // The attempt still waits for the customer until reconcile takes it for abandoned: the order is left alone.
      await closeUnpaid();
      expect(await order(orderId)).toMatchObject({ status: 'pending_payment' });
      await runJob('settle-pending-payments');
      expect(await attempts(orderId)).toMatchObject([{ status: 'abandoned', intent_closed_at: null }]);
      const [abandoned] = await attempts(orderId);
      // Left so, a late authentication would still pay: the intent is open at the provider.
      expect(await subject.intentStatus(abandoned?.provider_intent_id ?? '')).toBe('requires_action');

      await closeUnpaid();
      expect(await order(orderId)).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(Date) });
      const cancelledAt = (await order(orderId))?.cancelled_at;
      expect(await attempts(orderId)).toMatchObject([
        { status: 'abandoned', intent_closed_at: expect.any(Date) },
      ]);
      expect(await subject.intentStatus(abandoned?.provider_intent_id ?? '')).toBe('cancelled');
      // The customer's bank page, opened again now, takes nothing.
      expect(await subject.authenticate(secret, true)).toBe(false);
      expect(await subject.chargesTaken(orderId)).toBe(0);
      // What the order held is given back: the code's use, and the plan it would have started.
      expect(await promoUses('WELCOME10')).toBe(usesBefore);
      expect(await plansOf(orderId)).toEqual([]);

      // Nothing is sent (an order never paid sends nothing); the customer's order history shows it cancelled, and
      // its confirmation too, each with the checkout holding its cart, to place it again.
      expect((await mails('drew@example.com')).map((mail) => mail.subject)).toEqual([]);
      const drewNow = await signInToken(server, 'drew@example.com');
      const signedIn = { headers: { authorization: `Bearer ${drewNow}` } };
      const history = await fetch(`${server.url}/api/restify/orders?page=1&perPage=10`, signedIn);
      const listed = (
        (await history.json()) as { data: { id: string; attributes: Record<string, unknown> }[] }
      ).data;
      const cancelled = listed.find((entry) => entry.id === orderId)?.attributes;
      expect(cancelled).toMatchObject({ status: 'cancelled' });
      const cartOf = (link: unknown) => {
        expect(String(link).startsWith('/checkouts?items=')).toBe(true);
        return JSON.parse(new URLSearchParams(String(link).split('?')[1]).get('items') ?? '[]');
      };
      // The lines of one order share its time, so the cart lists them in no set order.
      const cart = cartOf(cancelled?.cart_link);
      expect(cart).toHaveLength(2);
      expect(cart).toEqual(
        expect.arrayContaining([
          { product_id: catalogueId('analysis'), qty: 1, extradata: null },
          { product_id: catalogueId('cryo_monthly'), qty: 1, extradata: null },
        ]),
      );
      const confirmation = await fetch(
        `${server.url}/api/checkout/orders/${asked.body.data.po_number}`,
        signedIn,
      );
      const confirmed = ((await confirmation.json()) as { data: { status: string; cart_link: string } }).data;
      expect(confirmed.status).toBe('cancelled');
      expect(cartOf(confirmed.cart_link)).toHaveLength(2);
      expect(cartOf(confirmed.cart_link)).toEqual(expect.arrayContaining(cart));

      // Staff see it among the orders cancelled unpaid (signed in on today's clock: their authenticator's code
      // is today's).
      subject.advance(0);
      const api = new ApiClient(server.url);
      const staff = await signIn(api, 'support');
      const unpaid = await api.get<{ data: { order_id: string }[] }>('/api/staff/orders/unpaid', {
        token: staff,
      });
      expect(unpaid.status).toBe(200);
      expect(unpaid.body.data.find((entry) => entry.order_id === orderId)).toMatchObject({
        status: 'cancelled',
        attempts: 1,
        last_attempt_status: 'abandoned',
        intents_open: 0,
      });

      // Running again changes nothing, and the customer coming back to the order is told, and charged nothing.
      expect(await closeUnpaid()).toBe(1);
      expect(await order(orderId)).toMatchObject({ status: 'cancelled', cancelled_at: cancelledAt });
      const again = await placeOrder(
        server,
        { ...body, payment: { payment_method: 'card', payment_method_token: tokens.visa } },
        key,
        { authorization: `Bearer ${drewNow}` },
      );
      expect([again.status, again.body.message]).toEqual([409, englishOf(ORDER_CANCELLED)]);
      expect(await subject.chargesTaken(orderId)).toBe(0);
      expect(await order(orderId)).toMatchObject({ status: 'cancelled' });
    });

    it('gives back the customer’s use of a code, which their next order can take', async () => {
      const { server, tokens } = subject;
      subject.advance(0);
      const code = `TWICE${randomUUID().slice(0, 8).toUpperCase()}`;
      await db().query(
        `INSERT INTO promo_codes (id, code, kind, value, max_uses_per_customer) VALUES ($1, $2, 'percent', 5, 2)`,
        [randomUUID(), code],
      );
      const pat = await signInToken(server, 'pat@example.com');
      const as = { authorization: `Bearer ${pat}` };
      const withCode = (token: string) =>
        orderRequest({
          account_details: { email: 'pat@example.com', first_name: 'Pat', last_name: 'Doe' },
          shipping_address: { ...testAddress, first_name: 'Pat', last_name: 'Doe' },
          discount: { code },
          payment: { payment_method: 'card', payment_method_token: token },
        });
      // The first use is left at the bank's challenge; the second, placed after it, is paid.
      const left = await placeOrder(server, withCode(tokens.authenticationRequired), randomUUID(), as);
      expect(left.status).toBe(200);
      expect((await placeOrder(server, withCode(tokens.visa), randomUUID(), as)).status).toBe(200);
      expect((await placeOrder(server, withCode(tokens.visa), randomUUID(), as)).status).toBe(422);

      aDayLater();
      await runJob('settle-pending-payments');
      await closeUnpaid();
      expect(await order(left.body.data.order_id)).toMatchObject({ status: 'cancelled' });
      // Its use is the customer's again: one more order may take the code (its use numbered after the others).
      const patNow = await signInToken(server, 'pat@example.com');
      const again = await placeOrder(server, withCode(tokens.visa), randomUUID(), {
        authorization: `Bearer ${patNow}`,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.invoice.discount_savings).toBeGreaterThan(0);
      expect(await promoUses(code)).toBe(2);
    });

    it('pays, never cancels, an order whose customer answered their bank after the attempt was abandoned', async () => {
      subject.advance(0);
      const body = orderRequest({
        payment: { payment_method: 'card', payment_method_token: subject.tokens.authenticationRequired },
      });
      const asked = await placeOrder(subject.server, body);
      const orderId = asked.body.data.order_id;
      aDayLater();
      await runJob('settle-pending-payments');
      expect(await attempts(orderId)).toMatchObject([{ status: 'abandoned' }]);
      // The customer comes back to their bank's page; no word of it reaches the server (no webhook).
      expect(await subject.authenticate(asked.body.data.payment_action?.client_secret ?? '', true)).toBe(
        true,
      );

      await closeUnpaid();
      expect(await order(orderId)).toMatchObject({ status: 'paid', cancelled_at: null });
      expect(await attempts(orderId)).toMatchObject([
        { status: 'succeeded', intent_closed_at: expect.any(Date) },
      ]);
      expect(await subject.chargesTaken(orderId)).toBe(1);
      expect((await mails(body.account_details.email)).map((mail) => mail.subject)).toContain(
        `Your order ${asked.body.data.po_number}`,
      );
    });

    it('cancels an intent created and never confirmed, and one declined, then their orders', async () => {
      subject.advance(0);
      const unconfirmed = orderRequest();
      subject.failNextConfirm();
      const lost = await placeOrder(subject.server, unconfirmed);
      expect(lost.status).toBe(503);
      const riley = await signInToken(subject.server, 'riley@example.com');
      const declinedBody = orderRequest({
        account_details: { email: 'riley@example.com', first_name: 'Riley', last_name: 'Doe' },
        shipping_address: { ...testAddress, first_name: 'Riley', last_name: 'Doe' },
        payment: { payment_method: 'card', payment_method_token: subject.tokens.declined },
      });
      const declined = await placeOrder(subject.server, declinedBody, randomUUID(), {
        authorization: `Bearer ${riley}`,
      });
      expect(declined.status).toBe(402);
      const orderIds = (
        await db().query<{ id: string }>(
          `SELECT id FROM orders WHERE email = $1 OR (email = $2 AND status = 'payment_failed') ORDER BY created_at`,
          [unconfirmed.account_details.email, declinedBody.account_details.email],
        )
      ).rows.map((row) => row.id);
      expect(orderIds).toHaveLength(2);
      const [lostOrder = '', declinedOrder = ''] = orderIds;
      const intentOf = async (orderId: string) => (await attempts(orderId))[0]?.provider_intent_id ?? '';
      expect(await subject.intentStatus(await intentOf(lostOrder))).toBe('requires_confirmation');
      expect(await order(declinedOrder)).toMatchObject({ status: 'payment_failed' });

      aDayLater();
      await runJob('settle-pending-payments');
      await closeUnpaid();
      for (const orderId of orderIds) {
        expect(await order(orderId)).toMatchObject({ status: 'cancelled' });
        expect(await subject.intentStatus(await intentOf(orderId))).toBe('cancelled');
        expect(await subject.chargesTaken(orderId)).toBe(0);
      }
      expect((await attempts(lostOrder)).map((attempt) => attempt.status)).toEqual(['abandoned']);
      expect((await attempts(declinedOrder)).map((attempt) => attempt.status)).toEqual(['declined']);
      // A declined order was never in the customer's order history, and cancelled it stays out.
      const rileyNow = await signInToken(subject.server, 'riley@example.com');
      const history = await fetch(`${subject.server.url}/api/restify/orders?page=1&perPage=50`, {
        headers: { authorization: `Bearer ${rileyNow}` },
      });
      const listed = ((await history.json()) as { data: { id: string }[] }).data.map((entry) => entry.id);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).not.toContain(declinedOrder);
    });
  });
}

closingConformance('the sandbox', async (database) => {
  let shift = 0;
  let card: ReturnType<typeof withFailingConfirm<ReturnType<typeof createSandboxPayments>>> | undefined;
  const server = await startTestServer({
    database,
    clock: () => new Date(Date.now() + shift),
    payments: (db) => {
      card = withFailingConfirm(createSandboxPayments(db));
      return card.provider;
    },
  });
  const ledgerRow = async (intentId: string) =>
    (
      await server.db.query<{ status: string }>('SELECT status FROM sandbox_payment_ledger WHERE id = $1', [
        intentId,
      ])
    ).rows[0];
  return {
    server,
    tokens: sandboxCardTokens,
    advance: (ms) => {
      shift = ms;
    },
    failNextConfirm: () => card?.failNextConfirm(),
    async authenticate(clientSecret, approved) {
      // The checkout's sandbox dialog answers the portal's own test bank.
      const response = await fetch(`${server.url}/api/payments/sandbox-authentications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, approved }),
      });
      return ((await response.json()) as { data: { authenticated: boolean } }).data.authenticated;
    },
    intentStatus: async (intentId) => (await ledgerRow(intentId))?.status,
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

closingConformance('Stripe (its library, against a local Stripe-shaped server)', async (database) => {
  let shift = 0;
  const fake: FakeStripe = await startFakeStripe();
  const card = withFailingConfirm(
    createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: fake.url }),
  );
  const server = await startTestServer({
    database,
    clock: () => new Date(Date.now() + shift),
    payments: () => card.provider,
  });
  const intent = (intentId: string) => fake.intents().find((candidate) => candidate.id === intentId);
  return {
    server,
    tokens: stripeTestTokens,
    advance: (ms) => {
      shift = ms;
    },
    failNextConfirm: () => card.failNextConfirm(),
    async authenticate(clientSecret, approved) {
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      if (intent(intentId)?.status !== 'requires_action') return false;
      fake.authenticate(intentId, approved);
      return true;
    },
    intentStatus: async (intentId) => {
      const status = intent(intentId)?.status;
      return status === 'canceled' ? 'cancelled' : status;
    },
    chargesTaken: async (orderId) =>
      fake.succeededIntents().filter((each) => each.metadata.idempotency_key?.startsWith(`${orderId}:`))
        .length,
    async close() {
      expect(fake.searches()).toBe(0);
      await server.close();
      await fake.close();
    },
  };
});
