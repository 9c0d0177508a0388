import type { DestructionDue, WithdrawalToPrepare } from '@fathom/contract/storage-console';
import { SHIP_REFUSALS } from '@fathom/domain/withdrawal-shipment';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { ApiClient, signIn } from '../auth/testing/api-client';

interface Page<T> {
  data: T[];
  meta: { total: number; last_page: number };
}

describeEachDatabase('storage and withdrawals in the console', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['lab', 'admin', 'support', 'jordan']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const lab = () => ({ token: tokens.lab });
  const toPrepare = () => api.get<Page<WithdrawalToPrepare>>('/api/staff/storage/withdrawals', lab());
  const jordans = async () => {
    const found = (await toPrepare()).body.data.find((row) => row.customer_name === 'Jordan Ellis');
    if (!found) throw new Error("jordan's withdrawal is not listed");
    return found;
  };
  const ship = (id: string, body: unknown, token = tokens.lab) =>
    api.post<{ data: { status: string; carrier: string; tracking_number: string }; errors?: unknown }>(
      `/api/staff/withdrawals/${id}/ship`,
      body,
      { token },
    );
  const state = async (id: string) =>
    (
      await server.db.query<{ status: string; carrier: string | null; held: number }>(
        `SELECT w.status, w.carrier,
                (SELECT count(*)::int FROM vials v WHERE v.item_id = w.item_id AND v.withdrawn_at IS NULL) AS held
           FROM withdrawal_requests w WHERE w.id = $1`,
        [id],
      )
    ).rows[0];

  it("lists jordan's withdrawal to prepare, oldest first, with consent not needed and its shipping paid", async () => {
    const answer = await toPrepare();
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(answer.body.data.length);
    const created = answer.body.data.map((row) => row.created_at);
    expect(created).toEqual([...created].sort());
    expect(await jordans()).toMatchObject({
      vial_count: 2,
      recipient: 'Lakeside Fertility Clinic',
      destination: 'domestic',
      status: 'requested',
      partner_consent: 'not_needed',
      shipping_paid: true,
      readiness: 'ready',
    });
    expect((await api.get('/api/staff/storage/withdrawals?per_page=0', lab())).status).toBe(422);
    expect((await api.get('/api/staff/storage/withdrawals', { token: tokens.support })).status).toBe(403);
    expect((await api.get('/api/staff/storage/withdrawals', { token: tokens.jordan })).status).toBe(403);
  });

  it('refuses a shipment without a sane carrier and tracking number, naming the field, and changes nothing', async () => {
    const { id } = await jordans();
    const blank = await ship(id, { carrier: ' ', tracking_number: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      carrier: ['Enter the carrier.'],
      tracking_number: ['Enter the tracking number.'],
    });
    const odd = await ship(id, { carrier: 'FedEx', tracking_number: '<script>1</script>' });
    expect(odd.status).toBe(422);
    expect(odd.body.errors).toEqual({ tracking_number: [expect.stringMatching(/letters and digits/)] });
    expect((await ship(id, { carrier: 'FedEx' })).status).toBe(422);
    expect(await state(id)).toEqual({ status: 'requested', carrier: null, held: 4 });
  });

  it('refuses a withdrawal awaiting the partner, or whose shipping is not paid, with nothing changed', async () => {
    const { id } = await jordans();
    const shipment = { carrier: 'FedEx', tracking_number: '7712 3456 9012' };
    // The states are set here directly: the rooms that reach them are tested with their own routes.
    await server.db.query(
      "UPDATE withdrawal_requests SET status = 'awaiting_partner_consent' WHERE id = $1",
      [id],
    );
    const listed = await jordans();
    expect(listed).toMatchObject({ partner_consent: 'awaiting', readiness: 'awaiting_consent' });
    const awaiting = await ship(id, shipment);
    expect([awaiting.status, (awaiting.body as unknown as { message: string }).message]).toEqual([
      409,
      SHIP_REFUSALS.awaiting_consent,
    ]);
    await server.db.query("UPDATE withdrawal_requests SET status = 'requested' WHERE id = $1", [id]);

    await server.db.query(
      "UPDATE orders SET status = 'pending_payment' WHERE id = (SELECT shipping_order_id FROM withdrawal_requests WHERE id = $1)",
      [id],
    );
    expect(await jordans()).toMatchObject({ shipping_paid: false, readiness: 'shipping_unpaid' });
    expect((await ship(id, shipment)).status).toBe(402);
    await server.db.query(
      "UPDATE orders SET status = 'paid' WHERE id = (SELECT shipping_order_id FROM withdrawal_requests WHERE id = $1)",
      [id],
    );
    expect(await state(id)).toEqual({ status: 'requested', carrier: null, held: 4 });
  });

  it('ships with the carrier and tracking number, which jordan sees; once, audited with the customer', async () => {
    const { id, item_id } = await jordans();
    expect(
      (await ship(id, { carrier: 'FedEx', tracking_number: '7712 3456 9012' }, tokens.support)).status,
    ).toBe(403);
    const shipped = await ship(id, { carrier: '  FedEx ', tracking_number: '7712  3456 9012' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      carrier: 'FedEx',
      tracking_number: '7712 3456 9012',
    });
    expect(await state(id)).toEqual({ status: 'shipped', carrier: 'FedEx', held: 2 });
    const again = await ship(id, { carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
    expect([again.status, (again.body as unknown as { message: string }).message]).toEqual([
      409,
      SHIP_REFUSALS.closed,
    ]);
    expect((await toPrepare()).body.data.map((row) => row.id)).not.toContain(id);

    const storage = await api.get<{
      data: {
        items: { id: string; withdrawals: { id: string; carrier: string; tracking_number: string }[] }[];
      };
    }>('/api/cryogenics', { token: tokens.jordan });
    const withdrawal = storage.body.data.items
      .find((item) => item.id === item_id)
      ?.withdrawals.find((entry) => entry.id === id);
    expect(withdrawal).toMatchObject({ carrier: 'FedEx', tracking_number: '7712 3456 9012' });

    const audit = await server.db.query<{
      kind: string;
      item_id: string;
      client_id: string;
      staff_role: string;
    }>(
      `SELECT kind, item_id, client_id, staff_role FROM staff_audit
        WHERE action = '/api/staff/withdrawals/:withdrawalId/ship' ORDER BY at DESC`,
    );
    expect(audit.rows).toHaveLength(1);
    const jordan = await server.db.query<{ client_id: string }>(
      "SELECT client_id FROM users WHERE email = 'jordan@example.com'",
    );
    expect(audit.rows[0]).toMatchObject({
      kind: 'action',
      item_id,
      client_id: jordan.rows[0]?.client_id,
      staff_role: 'lab',
    });
  });

  it("lists morgan's vials facing destruction, due once the day has come, with the warnings sent", async () => {
    const destructions = () =>
      api.get<Page<DestructionDue>>('/api/staff/storage/destructions', { token: tokens.admin });
    const morgans = async () =>
      (await destructions()).body.data.find((row) => row.customer_name === 'Morgan Hayes');
    const before = await morgans();
    expect(before).toMatchObject({ vials_held: 4, due: false, warnings: [] });
    // About six weeks away (45 days in morgan's own zone).
    expect(Math.abs((before?.days_left ?? 0) - 45)).toBeLessThanOrEqual(1);
    const dates = (await destructions()).body.data.map((row) => row.destruction_date);
    expect(dates).toEqual([...dates].sort());

    await server.db.query(
      "INSERT INTO destruction_warnings (item_id, days_before, sent_at) VALUES ($1, 60, '2026-11-20T15:00:00Z')",
      [before?.item_id],
    );
    await server.db.query('UPDATE items SET destruction_date = current_date - 1 WHERE id = $1', [
      before?.item_id,
    ]);
    expect(await morgans()).toMatchObject({
      days_left: -1,
      due: true,
      warnings: [{ days_before: 60, sent_at: '2026-11-20T15:00:00.000Z' }],
    });
    expect((await api.get('/api/staff/storage/destructions', { token: tokens.support })).status).toBe(403);
  });
});
