import { randomUUID } from 'node:crypto';
import type { FailedJobResource } from '@fathom/contract/jobs';
import type { FailedInstalment, FailedRenewal } from '@fathom/contract/money-console';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { orderRequest, placeOrder } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';
import { sandboxCardTokens } from '../../integrations/payments/sandbox';
import { COLLECT_PAYMENTS_JOB, PAYMENTS_DUE_JOB } from '../payments/payment-jobs';

interface Page<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

const RETRY_INSTALMENT = '/api/staff/instalments/:orderId/:number/retry';
const RETRY_RENEWAL = '/api/staff/renewals/:subscriptionId/:cycle/retry';

describeEachDatabase('money and messages in the console', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['admin', 'support', 'lab', 'clinician', 'drew', 'jamie'])
      tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const admin = () => ({ token: tokens.admin });
  const list = <T>(path: string, token = tokens.admin) => api.get<Page<T>>(path, { token });

  /** Drew pays an order in three; its second part's attempts ran out (declined three times), due days ago. */
  const orderWithFailedPart = async (amountSeed = 1) => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        payment: { payment_method: 'instalments', payment_method_token: sandboxCardTokens.visa },
        items: [{ product_uuid: catalogueId('analysis'), quantity: amountSeed }],
      }),
      randomUUID(),
      { authorization: `Bearer ${tokens.drew}` },
    );
    expect(placed.status).toBe(200);
    await server.db.query(
      'UPDATE order_instalments SET due_date = current_date - 3 WHERE order_id = $1 AND number = 2',
      [placed.body.data.order_id],
    );
    await server.db.query(
      `UPDATE payment_dues SET status = 'failed', attempts = 3, next_attempt_at = NULL, collect_at = NULL,
              tried_at = now() - interval '1 day', due_at = current_date - 3
        WHERE owner_id = $1 AND owner_part = 2`,
      [placed.body.data.order_id],
    );
    return { id: placed.body.data.order_id, poNumber: placed.body.data.po_number };
  };

  const instalmentCharges = async (orderId: string, number: number) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`instalment:${orderId}:${number}:%`],
      )
    ).rows[0]?.n;
  const renewalCharges = async (subscriptionId: string) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`renewal:${subscriptionId}:%`],
      )
    ).rows[0]?.n;
  const auditOf = async (action: string) =>
    (
      await server.db.query<{ client_id: string | null; staff_role: string; detail: { params: unknown } }>(
        "SELECT client_id, staff_role, detail FROM staff_audit WHERE action = $1 AND kind = 'action' ORDER BY at",
        [action],
      )
    ).rows;
  const clientOf = async (email: string) =>
    (await server.db.query<{ id: string }>('SELECT id FROM clients WHERE email = $1', [email])).rows[0]?.id;

  /** A monthly storage plan whose renewal fell due and was declined once (a retry to come tomorrow). */
  const planWithDeclinedRenewal = async () => {
    const body = orderRequest({ items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }] });
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string; cycles_billed: number }>(
      `UPDATE subscriptions SET payment_method_token = $2, next_billing_at = now() - interval '1 minute'
        WHERE order_id = $1 RETURNING id, cycles_billed`,
      [placed.body.data.order_id, sandboxCardTokens.declined],
    );
    const plan = rows[0];
    if (!plan) throw new Error('no storage plan');
    await server.jobs.runNow(PAYMENTS_DUE_JOB);
    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    return { ...plan, email: body.account_details.email, cycle: plan.cycles_billed + 1 };
  };

  it('lists the instalments whose last attempt was declined a page at a time, sorted on the server', async () => {
    const orders = [await orderWithFailedPart(1), await orderWithFailedPart(2), await orderWithFailedPart(3)];
    const all = await list<FailedInstalment>('/api/staff/instalments/failed?per_page=100');
    expect(all.status).toBe(200);
    const ours = all.body.data.filter((row) => orders.some((order) => order.id === row.order_id));
    expect(ours).toHaveLength(3);
    expect(ours[0]).toMatchObject({
      email: 'drew@example.com',
      number: 2,
      parts: 3,
      attempts: 3,
      next_attempt_at: null,
      last_tried_at: expect.any(String),
    });
    const dueDates = all.body.data.map((row) => row.due_date);
    expect(dueDates).toEqual([...dueDates].sort());

    const total = all.body.meta.total;
    expect(total).toBe(all.body.data.length);
    const first = await list<FailedInstalment>('/api/staff/instalments/failed?per_page=2&sort=-amount');
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(total / 2),
      per_page: 2,
      total,
    });
    const paged: FailedInstalment[] = [];
    for (let page = 1; page <= first.body.meta.last_page; page += 1)
      paged.push(
        ...(
          await list<FailedInstalment>(`/api/staff/instalments/failed?per_page=2&sort=-amount&page=${page}`)
        ).body.data,
      );
    expect(paged).toHaveLength(total);
    expect(new Set(paged.map((row) => `${row.order_id}:${row.number}`)).size).toBe(total);
    const amounts = paged.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    expect((await api.get('/api/staff/instalments/failed?per_page=0', admin())).status).toBe(422);
    expect((await api.get('/api/staff/instalments/failed?sort=po_number', admin())).status).toBe(422);
  });

  it('"Try again" on an instalment with no retry left charges it once, however many times it is pressed', async () => {
    const order = await orderWithFailedPart();
    const retry = () =>
      api.post<{ data: { status: string } }>(`/api/staff/instalments/${order.id}/2/retry`, {}, admin());
    const [one, two] = await Promise.all([retry(), retry()]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(one.body.data).toEqual({ status: 'queued' });
    expect(await instalmentCharges(order.id, 2)).toBe(0);

    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    expect(await instalmentCharges(order.id, 2)).toBe(1);
    const { rows } = await server.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM payment_dues WHERE owner_id = $1 AND owner_part = 2',
      [order.id],
    );
    expect(rows[0]).toEqual({ status: 'paid', attempts: 3 });
    const listed = await list<FailedInstalment>('/api/staff/instalments/failed?per_page=100');
    expect(listed.body.data.some((row) => row.order_id === order.id)).toBe(false);

    // Paid already, or not tried yet: nothing to try again, and nothing changes.
    const paid = await retry();
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ message: 'This instalment is paid already.' });
    const later = await api.post(`/api/staff/instalments/${order.id}/3/retry`, {}, admin());
    expect(later.status).toBe(409);
    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    expect(await instalmentCharges(order.id, 2)).toBe(1);
    expect(await instalmentCharges(order.id, 3)).toBe(0);
    expect((await api.post(`/api/staff/instalments/${randomUUID()}/2/retry`, {}, admin())).status).toBe(404);
    expect((await api.post(`/api/staff/instalments/${order.id}/0/retry`, {}, admin())).status).toBe(422);
    expect((await api.post('/api/staff/instalments/not-an-order/2/retry', {}, admin())).status).toBe(422);

    // Each press is in the staff audit, on drew's record, naming the order.
    const audited = (await auditOf(RETRY_INSTALMENT)).filter(
      (row) => (row.detail.params as { orderId: string }).orderId === order.id,
    );
    expect(audited).toHaveLength(2);
    const drew = await clientOf('drew@example.com');
    for (const row of audited) expect(row).toMatchObject({ client_id: drew, staff_role: 'admin' });
  });

  it('lists declined storage renewals with their next attempt, and "Try again" charges the period once', async () => {
    const plan = await planWithDeclinedRenewal();
    const listed = await list<FailedRenewal>('/api/staff/renewals/failed?per_page=100');
    expect(listed.status).toBe(200);
    const row = listed.body.data.find((entry) => entry.subscription_id === plan.id);
    expect(row).toMatchObject({
      cycle: plan.cycle,
      email: plan.email,
      plan: expect.stringMatching(/storage/i),
      attempts: 1,
      last_tried_at: expect.any(String),
      next_attempt_at: expect.any(String),
    });
    expect(row?.amount).toBeGreaterThan(0);
    expect(listed.body.meta.total).toBe(listed.body.data.length);

    // The customer's bank lets the card through now; an admin presses "Try again", twice.
    await server.db.query('UPDATE subscriptions SET payment_method_token = $2 WHERE id = $1', [
      plan.id,
      sandboxCardTokens.visa,
    ]);
    const retry = () =>
      api.post<{ data: { status: string } }>(
        `/api/staff/renewals/${plan.id}/${plan.cycle}/retry`,
        {},
        admin(),
      );
    const [one, two] = await Promise.all([retry(), retry()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await renewalCharges(plan.id)).toBe(0);
    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    expect(await renewalCharges(plan.id)).toBe(1);
    const { rows } = await server.db.query<{ status: string; attempts: number; cycles_billed: number }>(
      `SELECT d.status, d.attempts, s.cycles_billed FROM payment_dues d
         JOIN subscriptions s ON s.id = d.owner_id WHERE d.owner_id = $1 AND d.owner_part = $2`,
      [plan.id, plan.cycle],
    );
    expect(rows[0]).toEqual({ status: 'paid', attempts: 2, cycles_billed: plan.cycle });

    const paid = await retry();
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ message: 'This renewal is paid already.' });
    expect(await renewalCharges(plan.id)).toBe(1);
    expect((await api.post(`/api/staff/renewals/${randomUUID()}/2/retry`, {}, admin())).status).toBe(404);

    const audited = (await auditOf(RETRY_RENEWAL)).filter(
      (entry) => (entry.detail.params as { subscriptionId: string }).subscriptionId === plan.id,
    );
    expect(audited).toHaveLength(2);
    const client = await clientOf(plan.email);
    expect(client).toBeDefined();
    for (const entry of audited) expect(entry).toMatchObject({ client_id: client, staff_role: 'admin' });
  });

  it('a renewal tried again on a card still declined fails once more, with no retry left, and the customer is told', async () => {
    const plan = await planWithDeclinedRenewal();
    await server.db.query(
      `UPDATE payment_dues SET attempts = 3, status = 'failed', next_attempt_at = NULL, collect_at = NULL
        WHERE owner_id = $1`,
      [plan.id],
    );
    const retried = await api.post(`/api/staff/renewals/${plan.id}/${plan.cycle}/retry`, {}, admin());
    expect(retried.status).toBe(200);
    await server.jobs.workDue(COLLECT_PAYMENTS_JOB);
    const listed = await list<FailedRenewal>('/api/staff/renewals/failed?per_page=100&sort=-attempts');
    expect(listed.body.data.find((row) => row.subscription_id === plan.id)).toMatchObject({
      attempts: 3,
      next_attempt_at: null,
    });
    const attempts = listed.body.data.map((row) => row.attempts);
    expect(attempts).toEqual([...attempts].sort((a, b) => b - a));
    const { rows } = await server.db.query<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC, id LIMIT 1',
      [plan.email],
    );
    expect(rows[0]?.subject).toBe('Your payment did not go through');
    expect(rows[0]?.text_body).toContain('We will not try again.');
    expect(await renewalCharges(plan.id)).toBe(0);
  });

  it('lists failed jobs a page at a time, newest first, of one kind when asked', async () => {
    for (let n = 0; n < 3; n += 1) {
      await server.db.query(
        `INSERT INTO pgboss.job (name, data, state, retry_count, completed_on, output)
         VALUES ('retest-reminders', '{}', 'failed', 3, now() - make_interval(mins => $1), $2)`,
        [n, JSON.stringify({ message: `The reminders could not be read (${n})` })],
      );
    }
    const first = await list<FailedJobResource>('/api/staff/jobs/failed?name=retest-reminders&per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.body.data.map((job) => job.error)).toEqual([
      'The reminders could not be read (0)',
      'The reminders could not be read (1)',
    ]);
    const second = await list<FailedJobResource>(
      '/api/staff/jobs/failed?name=retest-reminders&per_page=2&page=2',
    );
    expect(second.body.data.map((job) => job.error)).toEqual(['The reminders could not be read (2)']);
    const oldest = await list<FailedJobResource>(
      '/api/staff/jobs/failed?name=retest-reminders&per_page=1&sort=failed_at',
    );
    expect(oldest.body.data[0]?.error).toBe('The reminders could not be read (2)');
  });

  it('refuses every money list and "Try again" to support, lab, clinicians, customers and partners, changing nothing', async () => {
    const order = await orderWithFailedPart();
    const plan = await planWithDeclinedRenewal();
    const calls = [
      () => ['GET', '/api/staff/jobs/failed'] as const,
      () => ['GET', '/api/staff/instalments/failed'] as const,
      () => ['GET', '/api/staff/renewals/failed'] as const,
      () => ['POST', `/api/staff/instalments/${order.id}/2/retry`] as const,
      () => ['POST', `/api/staff/renewals/${plan.id}/${plan.cycle}/retry`] as const,
    ];
    for (const persona of ['support', 'lab', 'clinician', 'drew', 'jamie']) {
      for (const call of calls) {
        const [method, path] = call();
        const answer =
          method === 'GET'
            ? await api.get(path, { token: tokens[persona] })
            : await api.post(path, {}, { token: tokens[persona] });
        expect(answer.status, `${persona} ${method} ${path}`).toBe(403);
      }
    }
    expect((await api.post(`/api/staff/instalments/${order.id}/2/retry`, {})).status).toBe(401);
    const part = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_dues WHERE owner_id = $1 AND owner_part = 2',
      [order.id],
    );
    expect(part.rows[0]?.status).toBe('failed');
    const renewal = await server.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM payment_dues WHERE owner_id = $1',
      [plan.id],
    );
    expect(renewal.rows).toEqual([{ status: 'declined', attempts: 1 }]);
  });
});
