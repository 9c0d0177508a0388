import type { DestructionDue, StorageToMatch, WithdrawalToPrepare } from '@fathom/contract/storage-console';
import { SHIP_REFUSALS } from '@fathom/domain/withdrawal-shipment';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface Page<T> {
  data: T[];
  meta: { total: number; last_page: number };
}

describeOnDatabase('storage and withdrawals in the console', (database) => {
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
    // Narrowed to a customer by part of their email address or name, or their client number.
    const narrowed = (q: string) =>
      api.get<Page<WithdrawalToPrepare>>(`/api/staff/storage/withdrawals?q=${encodeURIComponent(q)}`, lab());
    const jordan = await jordans();
    for (const q of ['JORDAN@example', 'ellis', jordan.client_number])
      expect((await narrowed(q)).body.data.map((row) => row.id)).toEqual([jordan.id]);
    expect((await narrowed('nobody-at-all')).body.meta.total).toBe(0);
    const newest = await api.get<Page<WithdrawalToPrepare>>(
      '/api/staff/storage/withdrawals?sort=-date',
      lab(),
    );
    expect(newest.body.data.map((row) => row.created_at)).toEqual([...created].reverse());
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

  it("pairs jordan's storage plan with the analysis it holds, as jordan's own pairing would, once, audited", async () => {
    const toMatch = (query: string, token = tokens.lab) =>
      api.get<Page<StorageToMatch>>(`/api/staff/storage/unmatched?${query}`, { token });
    const listed = await toMatch('q=jordan%40example');
    expect(listed.status).toBe(200);
    expect(listed.body.meta.total).toBe(1);
    const plan = listed.body.data[0];
    expect(plan).toMatchObject({ customer_name: 'Jordan Ellis', title: expect.stringMatching(/Storage/) });
    // Both of jordan's analyses are free to pair, the newest first.
    expect(plan?.analyses).toHaveLength(2);
    const days = plan?.analyses.map((analysis) => analysis.created_at) ?? [];
    expect(days).toEqual([...days].sort().reverse());
    expect((await toMatch(`q=${plan?.client_number}`)).body.data.map((row) => row.item_id)).toEqual([
      plan?.item_id,
    ]);
    expect((await toMatch('q=nobody-at-all')).body).toMatchObject({ data: [], meta: { total: 0 } });
    const everyone = (await toMatch('per_page=100')).body.data.map((row) => row.created_at);
    expect(everyone).toEqual([...everyone].sort());
    const newest = (await toMatch('per_page=100&sort=-date')).body.data.map((row) => row.created_at);
    expect(newest).toEqual([...everyone].reverse());
    expect((await toMatch('sort=title')).status).toBe(422);
    for (const persona of ['support', 'jordan'])
      expect((await toMatch('', tokens[persona])).status).toBe(403);

    const match = (itemId: string, analysisId: string, token = tokens.lab) =>
      api.post(`/api/staff/storage/${itemId}/match`, { analysis_item_id: analysisId }, { token });
    const itemId = plan?.item_id ?? '';
    const newestAnalysis = plan?.analyses[0]?.id ?? '';
    const someoneElses = await server.db.query<{ id: string }>(
      `SELECT a.id FROM items a JOIN users u ON u.client_id = a.client_id
        WHERE a.category = 'analysis' AND u.email = 'sam@example.com' LIMIT 1`,
    );
    // Refused, and nothing paired: another customer's analysis, an unknown plan, a role that may not.
    expect((await match(itemId, someoneElses.rows[0]?.id ?? '')).status).toBe(409);
    expect((await match(newestAnalysis, newestAnalysis)).status).toBe(404);
    expect((await match('not-an-id', newestAnalysis)).status).toBe(422);
    expect((await match(itemId, newestAnalysis, tokens.support)).status).toBe(403);
    expect((await match(itemId, newestAnalysis, tokens.jordan)).status).toBe(403);
    expect((await toMatch('q=jordan%40example')).body.meta.total).toBe(1);

    const paired = await match(itemId, newestAnalysis);
    expect(paired.status).toBe(200);
    expect(paired.body).toEqual({ data: { item_id: itemId, analysis_item_id: newestAnalysis } });
    expect((await match(itemId, plan?.analyses[1]?.id ?? '')).status).toBe(409);
    expect((await toMatch('q=jordan%40example')).body.meta.total).toBe(0);
    const stored = await server.db.query<{ matched_analysis_id: string; flagged: boolean }>(
      `SELECT i.matched_analysis_id, c.has_unmatched_subscriptions AS flagged
         FROM items i JOIN clients c ON c.id = i.client_id WHERE i.id = $1`,
      [itemId],
    );
    expect(stored.rows[0]).toEqual({ matched_analysis_id: newestAnalysis, flagged: false });

    const audit = await server.db.query<{ kind: string; item_id: string; staff_role: string }>(
      `SELECT kind, item_id, staff_role FROM staff_audit WHERE action = '/api/staff/storage/:itemId/match'`,
    );
    expect(audit.rows).toEqual([{ kind: 'action', item_id: itemId, staff_role: 'lab' }]);
  });
});
