import { formatDay } from '@fathom/domain/format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';
import { createSandboxInstalments } from '../../integrations/instalments/sandbox';
import { type PaymentProvider, PaymentProviderUnavailableError } from '../../integrations/payments/index';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { createPaymentsLedger } from '../payments/payments-service';
import { storageRenewalOwner } from './renewal-owner';
import { createStorageNotices } from './storage-notices';
import { createStorageRenewals } from './storage-renewals';

const dayMs = 86_400_000;

describeEachDatabase('storage renewals and notices', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  /** A storage plan bought now by a new customer; answers its subscription and the buyer's email. */
  const buyMonthlyStorage = async () => {
    const body = orderRequest({ items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }] });
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string; next_billing_at: Date }>(
      'SELECT id, next_billing_at FROM subscriptions WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const subscription = rows[0];
    if (!subscription) throw new Error('no subscription');
    return { ...subscription, email: body.account_details.email };
  };
  /** The renewal job and the payments ledger's reconcile of an instance whose clock says `at`. */
  const renewalsAt = (
    at: Date,
    payments: PaymentProvider = createSandboxPayments(server.db),
    options: { batchSize?: number } = {},
  ) => {
    const ledger = createPaymentsLedger({
      db: server.db,
      payments,
      instalments: createSandboxInstalments(server.db, payments),
      now: () => at,
      owners: [storageRenewalOwner({ outbox: server.outbox, now: () => at })],
    });
    const renewals = createStorageRenewals({
      db: server.db,
      ledger,
      now: () => at,
      ...options,
    });
    return { ...renewals, reconcile: () => ledger.reconcile() };
  };
  const charges = async (subscriptionId: string) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`renewal:${subscriptionId}:%`],
      )
    ).rows[0]?.n;
  const subscription = async (id: string) =>
    (
      await server.db.query<{ cycles_billed: number; next_billing_at: Date; past_due_since: Date | null }>(
        'SELECT cycles_billed, next_billing_at, past_due_since FROM subscriptions WHERE id = $1',
        [id],
      )
    ).rows[0];
  const mailsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).rows.map((row) => row.subject);

  it('renews a due plan once, even with two instances running the job at the same moment', async () => {
    const plan = await buyMonthlyStorage();
    const due = new Date(plan.next_billing_at.getTime() + 60_000);
    await renewalsAt(new Date(plan.next_billing_at.getTime() - 60_000)).run();
    expect(await charges(plan.id)).toBe(0);
    await Promise.all([renewalsAt(due).run(), renewalsAt(due).run()]);
    await renewalsAt(due).run();
    expect(await charges(plan.id)).toBe(1);
    const after = await subscription(plan.id);
    expect(after?.cycles_billed).toBe(2);
    const days = ((after?.next_billing_at.getTime() ?? 0) - plan.next_billing_at.getTime()) / dayMs;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await mailsTo(plan.email)).toContain('Your plan renewed');
  });

  it('a declined renewal is retried daily up to three attempts, telling the customer each time', async () => {
    const plan = await buyMonthlyStorage();
    await server.db.query(
      "UPDATE subscriptions SET payment_method_token = 'pm_sandbox_declined' WHERE id = $1",
      [plan.id],
    );
    const at = (days: number) => new Date(plan.next_billing_at.getTime() + 60_000 + days * dayMs);
    await renewalsAt(at(0)).run();
    expect((await subscription(plan.id))?.past_due_since).not.toBeNull();
    await renewalsAt(at(0.5)).run();
    await renewalsAt(at(1.1)).run();
    await renewalsAt(at(2.2)).run();
    await renewalsAt(at(5)).run();
    const failures = (await mailsTo(plan.email)).filter(
      (subject) => subject === 'Your payment did not go through',
    );
    expect(failures).toHaveLength(3);
    const attempts = await server.db.query<{ attempts: number; status: string }>(
      'SELECT attempts, status FROM payment_dues WHERE owner_id = $1',
      [plan.id],
    );
    expect(attempts.rows).toEqual([{ attempts: 3, status: 'failed' }]);
  });

  it('a renewal whose answer was lost is settled from the provider by its intent id, and charged once', async () => {
    const plan = await buyMonthlyStorage();
    const sandbox = createSandboxPayments(server.db);
    const losing: PaymentProvider = {
      ...sandbox,
      async confirmIntent(intentId, options) {
        await sandbox.confirmIntent(intentId, options);
        throw new PaymentProviderUnavailableError('connection reset');
      },
    };
    const due = new Date(plan.next_billing_at.getTime() + 60_000);
    await renewalsAt(due, losing).run();
    expect((await subscription(plan.id))?.cycles_billed).toBe(1);
    const later = renewalsAt(new Date(due.getTime() + 5 * 60_000));
    await later.reconcile();
    await later.run();
    expect((await subscription(plan.id))?.cycles_billed).toBe(2);
    expect(await charges(plan.id)).toBe(1);
  });

  it('two runs at once share the periods owed in batches, and charge each once', async () => {
    const plans = [];
    for (let n = 0; n < 6; n += 1) plans.push(await buyMonthlyStorage());
    const due = new Date(Math.max(...plans.map((plan) => plan.next_billing_at.getTime())) + 60_000);
    const [first, second] = await Promise.all([
      renewalsAt(due, undefined, { batchSize: 2 }).run(),
      renewalsAt(due, undefined, { batchSize: 2 }).run(),
    ]);
    expect(first?.charged).toBeGreaterThan(0);
    expect(second?.charged).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(await charges(plan.id)).toBe(1);
      expect((await subscription(plan.id))?.cycles_billed).toBe(2);
    }
  });

  it("takes a stopped run's batch once its claim runs out, and charges each period once", async () => {
    // Three runs stop for good (their process killed): before reaching the provider, after the intent was
    // made, and after the card was charged but before the charge was recorded.
    const beforeProvider = await buyMonthlyStorage();
    const beforeConfirm = await buyMonthlyStorage();
    const afterCharge = await buyMonthlyStorage();
    const sandbox = createSandboxPayments(server.db);
    const never = () => new Promise<never>(() => undefined);
    const stops: PaymentProvider[] = [
      { ...sandbox, createIntent: never },
      { ...sandbox, confirmIntent: never },
      {
        ...sandbox,
        async confirmIntent(intentId, options) {
          await sandbox.confirmIntent(intentId, options);
          return never();
        },
      },
    ];
    const plans = [beforeProvider, beforeConfirm, afterCharge];
    const due = new Date(Math.max(...plans.map((plan) => plan.next_billing_at.getTime())) + 60_000);
    await renewalsAt(due).open();
    for (const [index, plan] of plans.entries()) {
      // Each stopping run claims only its own plan's period: every other period owed is held aside meanwhile.
      const aside = new Date(due.getTime() + 60 * dayMs);
      await server.db.query(
        `UPDATE payment_dues SET collect_at = $2
          WHERE status IN ('scheduled', 'pending') AND collect_at <= $3 AND owner_id <> $1`,
        [plan.id, aside, due],
      );
      void renewalsAt(due, stops[index]).chargeOwed();
      await expect
        .poll(async () => {
          const { rows } = await server.db.query<{ claimed_until: Date | null }>(
            'SELECT claimed_until FROM payment_dues WHERE owner_id = $1',
            [plan.id],
          );
          return rows[0]?.claimed_until?.getTime() ?? 0;
        })
        .toBeGreaterThan(due.getTime());
      await server.db.query('UPDATE payment_dues SET collect_at = $2 WHERE collect_at = $1', [aside, due]);
    }
    await expect
      .poll(async () => {
        const { rows } = await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payment_attempts WHERE owner_id = ANY($1::uuid[])`,
          [plans.map((plan) => plan.id)],
        );
        return rows[0]?.n;
      })
      .toBe(3);
    // While their claims hold, another run leaves them alone.
    const meanwhile = renewalsAt(new Date(due.getTime() + 1_000));
    await meanwhile.chargeOwed();
    for (const plan of plans) expect((await subscription(plan.id))?.cycles_billed).toBe(1);

    const later = await renewalsAt(new Date(due.getTime() + 2 * 60_000)).chargeOwed();
    expect(later.charged).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      expect((await subscription(plan.id))?.cycles_billed).toBe(2);
      expect(await charges(plan.id)).toBe(1);
    }
    // The charge that went through before its run stopped is the one kept: no second attempt was made.
    const attempts = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
      [afterCharge.id],
    );
    expect(attempts.rows.map((row) => row.status)).toEqual(['succeeded']);
    const abandoned = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
      [beforeProvider.id],
    );
    expect(abandoned.rows.map((row) => row.status)).toEqual(['abandoned', 'succeeded']);
  });

  it('reminds a week before a renewal, once per period', async () => {
    const plan = await buyMonthlyStorage();
    const notices = (at: Date) =>
      createStorageNotices({
        db: server.db,
        outbox: server.outbox,
        now: () => at,
      });
    const weekBefore = new Date(plan.next_billing_at.getTime() - 6 * dayMs);
    await notices(weekBefore).run();
    await notices(new Date(weekBefore.getTime() + dayMs)).run();
    const reminders = (await mailsTo(plan.email)).filter((subject) => subject.endsWith('renews soon'));
    expect(reminders).toHaveLength(1);
  });

  it("reminds each customer in their profile's language, the date in it too; English as it always read", async () => {
    const [english, spanish] = [await buyMonthlyStorage(), await buyMonthlyStorage()];
    await server.db.query("UPDATE users SET language = 'es' WHERE lower(email) = lower($1)", [spanish.email]);
    const reminderTo = async (email: string) =>
      (
        await server.db.query<{ subject: string; text_body: string }>(
          'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
          [email],
        )
      ).rows[0];
    const latest = Math.max(english.next_billing_at.getTime(), spanish.next_billing_at.getTime());
    await createStorageNotices({
      db: server.db,
      outbox: server.outbox,
      now: () => new Date(latest - 6 * dayMs),
    }).run();
    const day = (at: Date) => at.toISOString().slice(0, 10);

    expect(await reminderTo(english.email)).toEqual({
      subject: 'Your plan renews soon',
      text_body: `Your Cryogenic Storage, monthly plan renews on ${formatDay(day(english.next_billing_at))} for $25.00. To change your card or plan, open Manage billing.`,
    });
    expect(await reminderTo(spanish.email)).toEqual({
      subject: 'Su plan se renueva pronto',
      text_body: `Su plan "Almacenamiento criogénico, plan mensual" se renueva el ${formatDay(day(spanish.next_billing_at), { language: 'es' })} por $25.00. Para cambiar su tarjeta o su plan, abra Administrar pagos.`,
    });
  });

  it("warns before morgan's unplanned vials are destroyed: at 60, 30 and 7 days, each once", async () => {
    const { rows } = await server.db.query<{ id: string; destruction_date: string }>(
      `SELECT i.id, to_char(i.destruction_date, 'YYYY-MM-DD') AS destruction_date FROM items i
         JOIN users u ON u.client_id = i.client_id WHERE u.email = 'morgan@example.com' AND i.destruction_date IS NOT NULL`,
    );
    const destruction = new Date(`${rows[0]?.destruction_date}T12:00:00Z`).getTime();
    const notices = (daysBefore: number) =>
      createStorageNotices({
        db: server.db,
        outbox: server.outbox,
        now: () => new Date(destruction - daysBefore * dayMs),
      });
    for (const daysBefore of [45, 44, 25, 6, 5]) await notices(daysBefore).run();
    const warnings = (await mailsTo('morgan@example.com')).filter((subject) =>
      subject.startsWith('Please choose a plan before'),
    );
    expect(warnings).toHaveLength(3);
    // In the house style (ADR 049), never as the date is stored.
    expect(warnings[0]).toBe(`Please choose a plan before ${formatDay(rows[0]?.destruction_date)}`);
    const sent = await server.db.query<{ days_before: number }>(
      'SELECT days_before FROM destruction_warnings WHERE item_id = $1 ORDER BY days_before',
      [rows[0]?.id],
    );
    expect(sent.rows.map((row) => row.days_before)).toEqual([7, 30, 60]);
  });

  it('leaves plans with a fixed number of periods alone once they are all billed', async () => {
    const plan = await buyMonthlyStorage();
    await server.db.query('UPDATE subscriptions SET billing_cycles = 1 WHERE id = $1', [plan.id]);
    await renewalsAt(new Date(plan.next_billing_at.getTime() + 60_000)).run();
    expect(await charges(plan.id)).toBe(0);
  });

  it('billing shows the plans, invoices and payments; a new card takes the overdue renewal at once', async () => {
    const token = await signInToken(server, 'pat@example.com');
    const as = { authorization: `Bearer ${token}` };
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'pat@example.com', first_name: 'Pat', last_name: 'Lee' },
        items: [{ product_uuid: catalogueId('cryo_yearly'), quantity: 1 }],
      }),
      undefined,
      as,
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string; next_billing_at: Date }>(
      'SELECT id, next_billing_at FROM subscriptions WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const plan = rows[0];
    if (!plan) throw new Error('no plan');
    await server.db.query(
      "UPDATE subscriptions SET payment_method_token = 'pm_sandbox_declined', next_billing_at = $2 WHERE id = $1",
      [plan.id, new Date(Date.now() - 60_000)],
    );
    await renewalsAt(new Date()).run();

    const billing = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/api/billings`, { headers });
      return {
        status: response.status,
        body: (await response.json()) as {
          data: {
            subscriptions: { past_due: boolean; title: string }[];
            invoices: { po_number: string }[];
            payments: { status: string }[];
          };
        },
      };
    };
    const before = await billing(as);
    expect(before.body.data.subscriptions).toEqual([
      expect.objectContaining({ title: 'Cryogenic Storage, yearly plan', past_due: true }),
    ]);
    expect(before.body.data.invoices.map((invoice) => invoice.po_number)).toContain(
      placed.body.data.po_number,
    );
    expect(before.body.data.payments.map((payment) => payment.status)).toEqual(
      expect.arrayContaining(['failed', 'succeeded']),
    );

    const update = await fetch(`${server.url}/api/billing/payment-method`, {
      method: 'POST',
      headers: { ...as, 'content-type': 'application/json' },
      body: JSON.stringify({ payment_method_token: 'pm_sandbox_visa' }),
    });
    expect(await update.json()).toEqual({
      data: {
        subscriptions_updated: 1,
        overdue_renewals_charged: 1,
        overdue_instalments_charged: 0,
        still_past_due: false,
      },
    });
    expect(await charges(plan.id)).toBe(1);
    // The page read before the new card is written anew: the plan is paid, and the new charge shows.
    const after = await billing(as);
    expect(after.body.data.subscriptions).toEqual([expect.objectContaining({ past_due: false })]);
    expect(after.body.data.payments.length).toBe(before.body.data.payments.length + 1);
    const sam = await billing({ authorization: `Bearer ${await signInToken(server, 'sam@example.com')}` });
    expect(sam.status).toBe(200);
    expect(sam.body.data.invoices.map((invoice) => invoice.po_number)).not.toContain(
      placed.body.data.po_number,
    );
    expect(
      (await billing({ authorization: `Bearer ${await signInToken(server, 'jamie@example.com')}` })).status,
    ).toBe(403);
  });

  it('a six-month plan renews six months later, and again six months after that', async () => {
    const body = orderRequest({ items: [{ product_uuid: catalogueId('cryo_six_months'), quantity: 1 }] });
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string; activated_at: Date; next_billing_at: Date }>(
      'SELECT id, activated_at, next_billing_at FROM subscriptions WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const plan = rows[0];
    if (!plan) throw new Error('no plan');
    const months = (from: Date, to: Date) =>
      (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
    expect(months(plan.activated_at, plan.next_billing_at)).toBe(6);
    await renewalsAt(new Date(plan.next_billing_at.getTime() + 60_000)).run();
    const after = await subscription(plan.id);
    expect(after?.cycles_billed).toBe(2);
    expect(months(plan.activated_at, after?.next_billing_at ?? new Date(0))).toBe(12);
  });

  it('a cancelled plan renews no more; its samples are kept to the end of the period paid for', async () => {
    const drew = await signInToken(server, 'drew@example.com');
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Foster' },
        items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }],
      }),
      undefined,
      { authorization: `Bearer ${drew}` },
    );
    const { rows } = await server.db.query<{ id: string; next_billing_at: Date }>(
      'SELECT id, next_billing_at FROM subscriptions WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const plan = rows[0];
    if (!plan) throw new Error('no plan');
    const hasActivePlan = async () => {
      const profile = await fetch(`${server.url}/api/restify/profile`, {
        headers: { authorization: `Bearer ${drew}` },
      });
      const body = (await profile.json()) as {
        data: { relationships: { client: { attributes: { has_active_subscriptions: boolean } } } };
      };
      return body.data.relationships.client.attributes.has_active_subscriptions;
    };
    expect(await hasActivePlan()).toBe(true);
    const cancel = (token: string) =>
      fetch(`${server.url}/api/billing/subscriptions/${plan.id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await cancel(await signInToken(server, 'sam@example.com'))).status).toBe(404);
    const cancelled = await cancel(drew);
    expect(cancelled.status).toBe(200);
    const paidUntil = plan.next_billing_at.toISOString().slice(0, 10);
    expect(((await cancelled.json()) as { data: { paid_until: string } }).data.paid_until).toBe(paidUntil);
    expect((await cancel(drew)).status).toBe(404);
    const storage = await server.db.query<{ destruction_date: string }>(
      "SELECT to_char(destruction_date, 'YYYY-MM-DD') AS destruction_date FROM items WHERE order_id = $1 AND category = 'cryogenic'",
      [placed.body.data.order_id],
    );
    expect(storage.rows).toEqual([{ destruction_date: paidUntil }]);
    expect(await hasActivePlan()).toBe(false);
    await renewalsAt(new Date(plan.next_billing_at.getTime() + 60_000)).run();
    expect(await charges(plan.id)).toBe(0);
  });
});
