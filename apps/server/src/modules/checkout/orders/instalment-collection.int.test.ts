import { randomUUID } from 'node:crypto';
import type { PaymentFor } from '@fathom/domain/payment-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { createSandboxInstalments } from '../../../integrations/instalments/sandbox';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../../integrations/payments/index';
import { createSandboxPayments, sandboxCardTokens } from '../../../integrations/payments/sandbox';
import { createPaymentsLedger } from '../../payments/payments-service';
import { createInstalmentCollection } from './instalment-collection';
import { orderPaymentOwner } from './order-payment-owner';

const STAFF_ALERTS = 'alerts@clinic.example';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

interface BillingBody {
  data: {
    instalment_plans: {
      po_number: string;
      parts: number;
      paid_parts: number;
      left: number;
      next: { number: number; due_date: string; amount: number; status: string } | null;
    }[];
    payments: { paid_for: PaymentFor; amount: number; status: string }[];
  };
}

interface HistoryBody {
  data: {
    attributes: {
      po_number: string;
      status: string;
      instalments: { number: number; due_date: string; amount: number; status: string }[] | null;
    };
  }[];
}

describeEachDatabase('instalments collected on their dates', (database) => {
  let server: TestServer;
  let api: ApiClient;
  let drew: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    drew = await signIn(api, 'drew');
    admin = await signIn(api, 'admin');
  });
  afterAll(async () => server?.close());

  /** Drew pays an order in three; answers the order and its parts' dates and amounts. */
  const orderInThree = async () => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        payment: { payment_method: 'instalments', payment_method_token: sandboxCardTokens.visa },
      }),
      randomUUID(),
      { authorization: `Bearer ${drew}` },
    );
    expect(placed.status).toBe(200);
    const parts = placed.body.data.instalments ?? [];
    expect(parts).toHaveLength(3);
    return { id: placed.body.data.order_id, poNumber: placed.body.data.po_number, parts };
  };

  /** The collection job and the ledger's reconcile of an instance whose clock says `at`. */
  const collectionAt = (at: Date, payments: PaymentProvider = createSandboxPayments(server.db)) => {
    const alerts: Record<string, unknown>[] = [];
    const ledger = createPaymentsLedger({
      db: server.db,
      payments,
      instalments: createSandboxInstalments(server.db, payments),
      now: () => at,
      owners: [
        orderPaymentOwner({
          now: () => at,
          confirmations: { confirmPaid: async () => {} },
          outbox: server.outbox,
          staffAlertsEmail: STAFF_ALERTS,
          alert: (_message, details) => alerts.push(details),
        }),
      ],
    });
    const collection = createInstalmentCollection({ db: server.db, ledger });
    return { ...collection, alerts, reconcile: () => ledger.reconcile() };
  };
  /** Noon (UTC) of a calendar date, plus some days. */
  const on = (isoDate: string, plusDays = 0) =>
    new Date(Date.parse(`${isoDate}T12:00:00Z`) + plusDays * dayMs);

  const chargesOf = async (orderId: string, number: number) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`instalment:${orderId}:${number}:%`],
      )
    ).rows[0]?.n;
  /** The emails about the order's instalments (not its confirmation), oldest first. */
  const mails = async (to: string, poNumber: string) =>
    (
      await server.db.query<{ subject: string }>(
        `SELECT subject FROM outbox WHERE to_address = $1 AND text_body LIKE $2 AND subject NOT LIKE 'Your order FA%'
          ORDER BY created_at, id`,
        [to, `%${poNumber}%`],
      )
    ).rows.map((row) => row.subject);
  const history = async (poNumber: string) => {
    const answer = await api.get<HistoryBody>('/api/restify/orders?page=1&perPage=50', { token: drew });
    return answer.body.data.find((order) => order.attributes.po_number === poNumber)?.attributes;
  };
  const planOnBilling = async (poNumber: string) => {
    const answer = await api.get<BillingBody>('/api/billings', { token: drew });
    expect(answer.status).toBe(200);
    return answer.body.data.instalment_plans.find((plan) => plan.po_number === poNumber) ?? null;
  };
  const useDeclinedCard = (orderId: string) =>
    server.db.query('UPDATE payment_dues SET payment_method_token = $2 WHERE owner_id = $1', [
      orderId,
      sandboxCardTokens.declined,
    ]);

  it('is "paying in instalments" until the last part is charged, on its date, once, with a reminder before each', async () => {
    const order = await orderInThree();
    const [, second, third] = order.parts;
    if (!second || !third) throw new Error('three parts');
    expect((await history(order.poNumber))?.status).toBe('paying_instalments');
    expect(await planOnBilling(order.poNumber)).toEqual({
      order_id: order.id,
      po_number: order.poNumber,
      parts: 3,
      paid_parts: 1,
      left: second.amount + third.amount,
      next: { number: 2, due_date: second.due_date, amount: second.amount, status: 'scheduled' },
    });

    // Four days before: nothing; two days before: one reminder, even run twice; the day before: no other.
    await collectionAt(on(second.due_date, -4)).run();
    await collectionAt(on(second.due_date, -2)).run();
    await collectionAt(on(second.due_date, -2)).run();
    await collectionAt(on(second.due_date, -1)).run();
    expect(await chargesOf(order.id, 2)).toBe(0);
    expect(await mails('drew@example.com', order.poNumber)).toContain('Your next instalment is due soon');
    expect(
      (await mails('drew@example.com', order.poNumber)).filter(
        (subject) => subject === 'Your next instalment is due soon',
      ),
    ).toHaveLength(1);

    // Its date: two instances at once charge it once, off-session, to the card the first part was paid with.
    await Promise.all([collectionAt(on(second.due_date)).run(), collectionAt(on(second.due_date)).run()]);
    await collectionAt(on(second.due_date, 0.5)).run();
    expect(await chargesOf(order.id, 2)).toBe(1);
    expect(await chargesOf(order.id, 3)).toBe(0);
    const offSession = await server.db.query<{ off_session: boolean }>(
      'SELECT off_session FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1',
      [`instalment:${order.id}:2:%`],
    );
    expect(offSession.rows).toEqual([{ off_session: true }]);
    expect((await history(order.poNumber))?.instalments?.map((part) => part.status)).toEqual([
      'paid',
      'paid',
      'scheduled',
    ]);
    expect(await planOnBilling(order.poNumber)).toMatchObject({
      paid_parts: 2,
      left: third.amount,
      next: { number: 3, due_date: third.due_date, status: 'scheduled' },
    });
    const billing = await api.get<BillingBody>('/api/billings', { token: drew });
    expect(billing.body.data.payments).toContainEqual({
      paid_for: { kind: 'order', po_number: order.poNumber, instalment: 2 },
      amount: second.amount,
      status: 'succeeded',
      created_at: expect.any(String),
      created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    await collectionAt(on(third.due_date, -2)).run();
    await collectionAt(on(third.due_date)).run();
    expect(await chargesOf(order.id, 3)).toBe(1);
    expect((await history(order.poNumber))?.status).toBe('paid');
    expect(await planOnBilling(order.poNumber)).toBeNull();
    expect(await mails('drew@example.com', order.poNumber)).toEqual([
      'Your next instalment is due soon',
      'Your instalment was paid',
      'Your next instalment is due soon',
      'Your order is paid in full',
    ]);
  });

  it('a declined part is retried three days later and paid then, the customer told each time', async () => {
    const order = await orderInThree();
    const [, second] = order.parts;
    if (!second) throw new Error('three parts');
    await useDeclinedCard(order.id);
    await collectionAt(on(second.due_date)).run();
    expect(await planOnBilling(order.poNumber)).toMatchObject({
      paid_parts: 1,
      next: { number: 2, status: 'declined' },
    });
    const [declined] = await server.db
      .query<{ text_body: string }>(
        "SELECT text_body FROM outbox WHERE subject = 'Your instalment did not go through' AND text_body LIKE $1",
        [`%${order.poNumber}%`],
      )
      .then((answer) => answer.rows);
    expect(declined?.text_body).toContain('We will try again on');
    // Not before its retry is due.
    await collectionAt(on(second.due_date, 2)).run();
    expect(await chargesOf(order.id, 2)).toBe(0);
    await server.db.query('UPDATE payment_dues SET payment_method_token = $2 WHERE owner_id = $1', [
      order.id,
      sandboxCardTokens.visa,
    ]);
    await collectionAt(on(second.due_date, 3.1)).run();
    expect(await chargesOf(order.id, 2)).toBe(1);
    expect((await history(order.poNumber))?.instalments?.[1]?.status).toBe('paid');
    expect(await mails('drew@example.com', order.poNumber)).toEqual([
      'Your instalment did not go through',
      'Your instalment was paid',
    ]);
  });

  it('after its last attempt, staff are told and the customer asked to change the card, which pays it at once', async () => {
    const order = await orderInThree();
    const [, second] = order.parts;
    if (!second) throw new Error('three parts');
    await useDeclinedCard(order.id);
    const last = collectionAt(on(second.due_date, 6.2));
    await collectionAt(on(second.due_date)).run();
    await collectionAt(on(second.due_date, 3.1)).run();
    await last.run();
    await collectionAt(on(second.due_date, 30)).run();
    expect(await chargesOf(order.id, 2)).toBe(0);
    expect(await mails('drew@example.com', order.poNumber)).toEqual([
      'Your instalment did not go through',
      'Your instalment did not go through',
      'We could not collect your instalment',
    ]);
    expect(await mails(STAFF_ALERTS, order.poNumber)).toEqual([
      `Instalment not collected: order ${order.poNumber}`,
    ]);
    expect(last.alerts).toEqual([{ po_number: order.poNumber, instalment: 2, attempts: 3 }]);
    expect((await history(order.poNumber))?.instalments?.[1]?.status).toBe('failed');
    const staffList = await api.get<{ data: { po_number: string; number: number; attempts: number }[] }>(
      '/api/staff/instalments/failed',
      { token: admin },
    );
    expect(staffList.body.data).toContainEqual(
      expect.objectContaining({ po_number: order.poNumber, number: 2, attempts: 3 }),
    );
    expect((await api.get('/api/staff/instalments/failed', { token: drew })).status).toBe(403);

    // The customer adds another card on the billing page: the part is charged to it at once.
    const changed = await api.post<{ data: { overdue_instalments_charged: number } }>(
      '/api/billing/payment-method',
      { payment_method_token: sandboxCardTokens.visa },
      { token: drew },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.overdue_instalments_charged).toBe(1);
    expect(await chargesOf(order.id, 2)).toBe(1);
    expect(await planOnBilling(order.poNumber)).toMatchObject({ paid_parts: 2, next: { number: 3 } });
  });

  it('a charge whose answer was lost is settled by its intent id, and never charged twice', async () => {
    const order = await orderInThree();
    const [, second] = order.parts;
    if (!second) throw new Error('three parts');
    const sandbox = createSandboxPayments(server.db);
    const losing: PaymentProvider = {
      ...sandbox,
      async confirmIntent(intentId, options) {
        await sandbox.confirmIntent(intentId, options);
        throw new PaymentProviderUnavailableError('connection reset');
      },
    };
    await collectionAt(on(second.due_date), losing).run();
    expect((await history(order.poNumber))?.instalments?.[1]?.status).toBe('pending');
    // A second pass while the answer is unknown starts no other attempt.
    await collectionAt(on(second.due_date, 0.01)).run();
    const later = collectionAt(on(second.due_date, 0.1));
    await later.reconcile();
    await later.run();
    expect(await chargesOf(order.id, 2)).toBe(1);
    expect((await history(order.poNumber))?.instalments?.[1]?.status).toBe('paid');
  });

  describe('a part claimed by a process that stopped before writing its attempt', () => {
    it('is charged by a later pass, once', async () => {
      const order = await orderInThree();
      const [, second] = order.parts;
      if (!second) throw new Error('three parts');
      // Claimed at noon of its date by a run whose claim holds for 30 seconds.
      await server.db.query(
        `UPDATE payment_dues SET status = 'pending', attempts = 1, tried_at = $2, claim_id = $3,
                claimed_until = $2::timestamptz + interval '30 seconds', collect_at = $2::timestamptz + interval '30 seconds'
          WHERE owner_id = $1 AND owner_part = 2`,
        [order.id, on(second.due_date), randomUUID()],
      );
      await collectionAt(on(second.due_date, 0.0001)).run();
      expect(await chargesOf(order.id, 2)).toBe(0);
      await collectionAt(new Date(on(second.due_date).getTime() + 5 * 60_000)).run();
      expect(await chargesOf(order.id, 2)).toBe(1);
    });
  });
});
