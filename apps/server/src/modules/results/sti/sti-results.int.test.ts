import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

interface StiAnswer {
  data: {
    visibility: string;
    overall: string | null;
    ready_at: string | null;
    results: { test_key: string; outcome: string; value: string }[];
  };
}

const negativePanel = STI_TEST_KEYS.map((test_key) => ({
  test_key,
  outcome: 'negative',
  value: 'Not detected',
}));

describeOnDatabase('STI results', (database) => {
  let server: TestServer;
  let api: ApiClient;
  let now = new Date('2026-11-23T15:00:00Z');
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
    api = new ApiClient(server.url, () => now);
    for (const persona of ['riley', 'drew', 'lab', 'clinician']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const stiKitOfRiley = async () => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'riley@example.com', first_name: 'Riley', last_name: 'Patel' },
        items: [{ product_uuid: catalogueId('sti'), quantity: 1 }],
      }),
      undefined,
      { authorization: `Bearer ${tokens.riley}` },
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM items WHERE order_id = $1 AND category = 'sti'",
      [placed.body.data.order_id],
    );
    return rows[0]?.id ?? '';
  };
  /** Moves the server's clock on; sessions of before have expired by then, so everyone signs in again. */
  const travel = async (hours: number) => {
    now = new Date(now.getTime() + hours * 3_600_000);
    for (const persona of ['riley', 'drew', 'lab', 'clinician']) tokens[persona] = await signIn(api, persona);
  };
  const read = (itemId: string, token = tokens.riley) =>
    api.get<StiAnswer>(`/api/restify/sti-results/${itemId}`, { token });
  const enter = (itemId: string, results: unknown) =>
    api.post(`/api/staff/items/${itemId}/sti-results`, { results }, { token: tokens.lab });
  const lastEmailTo = async (email: string) => {
    const { rows } = await server.db.query<{ subject: string; text: string }>(
      'SELECT subject, text_body AS text FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    return rows[0];
  };

  it("shows riley's released panel: each result and the overall state", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email = 'riley@example.com' AND i.category = 'sti'`,
    );
    const answer = await read(rows[0]?.id ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body.data.visibility).toBe('visible');
    expect(answer.body.data.overall).toBe('Some_Positive');
    expect(answer.body.data.results).toHaveLength(7);
    expect(answer.body.data.results).toContainEqual({
      test_key: 'chlamydiaGenital',
      outcome: 'positive',
      value: 'Detected',
    });
    expect((await read(rows[0]?.id ?? '', tokens.drew)).status).toBe(404);
  });

  it("dates riley's positive panel once, by its release: the panel, the summary and the kit's tracker agree", async () => {
    const { rows } = await server.db.query<{ item_id: string; released_at: Date }>(
      `SELECT r.item_id, r.released_at FROM sti_reports r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'riley@example.com'`,
    );
    const itemId = rows[0]?.item_id ?? '';
    const released = new Date(rows[0]?.released_at ?? 0).toISOString();
    expect((await read(itemId)).body.data.ready_at).toBe(released);
    const summary = await api.get<{ data: { sti_panels: { ready_at: string | null }[] } }>(
      '/api/account-summary',
      { token: tokens.riley },
    );
    expect(summary.body.data.sti_panels[0]?.ready_at).toBe(released);
    const items = await api.get<{
      data: {
        id: string;
        attributes: { kit: { stages_reached: { stage: number; reached_at: string }[] } };
      }[];
    }>('/api/restify/items', { token: tokens.riley });
    const kit = items.body.data.find((item) => item.id === itemId);
    expect(kit?.attributes.kit.stages_reached.find((entry) => entry.stage === 6)?.reached_at).toBe(released);
  });

  it("lists riley's panels with their results, records each read, and lists none for drew", async () => {
    // Riley's own reads are written just after their answers (once a day, at the latest).
    const latestReadOfRiley = async () =>
      (
        await server.db.query<{ latest: Date | null }>(
          `SELECT max(v.viewed_at) AS latest FROM result_views v JOIN users u ON u.client_id = v.client_id
            WHERE u.email = 'riley@example.com' AND v.viewer = 'owner'`,
        )
      ).rows[0]?.latest?.getTime() ?? 0;
    // A minute on, so the day's row moves to this read.
    now = new Date(now.getTime() + 60_000);
    const asked = now.getTime();
    const list = await api.get<{ data: StiAnswer['data'][] }>('/api/restify/sti-results', {
      token: tokens.riley,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ visibility: 'visible', overall: 'Some_Positive' });
    expect(list.body.data[0]?.results).toContainEqual({
      test_key: 'chlamydiaGenital',
      outcome: 'positive',
      value: 'Detected',
    });
    await expect.poll(latestReadOfRiley).toBeGreaterThanOrEqual(asked);
    const drews = await api.get<{ data: unknown[] }>('/api/restify/sti-results', { token: tokens.drew });
    expect(drews.body.data).toEqual([]);
  });

  it('a panel the lab has not entered is not ready, and a negative panel shows as soon as it is entered', async () => {
    const kit = await stiKitOfRiley();
    expect((await read(kit)).body.data).toMatchObject({ visibility: 'not_ready', results: [] });
    expect((await enter(kit, negativePanel)).status).toBe(200);
    expect((await read(kit)).body.data).toMatchObject({
      visibility: 'visible',
      overall: 'All_Tests_Negative',
    });
    expect((await lastEmailTo('riley@example.com'))?.subject).toBe('Your results are ready');
  });

  it('holds a positive panel for a clinician: released by staff, or shown after 72 hours', async () => {
    const positive = negativePanel.map((result) =>
      result.test_key === 'hiv' ? { ...result, outcome: 'positive', value: 'Reactive' } : result,
    );
    const released = await stiKitOfRiley();
    expect((await enter(released, positive)).status).toBe(200);
    const held = (await read(released)).body.data;
    expect(held).toEqual(
      expect.objectContaining({ visibility: 'held_for_review', overall: null, results: [] }),
    );
    expect(JSON.stringify(held)).not.toContain('Reactive');
    const email = await lastEmailTo('riley@example.com');
    expect(email?.subject).toBe('About your STI test');
    expect(email?.text).not.toMatch(/positive|reactive|hiv/i);

    // A positive result is a clinician's to release, not the lab's.
    expect(
      (await api.post(`/api/staff/items/${released}/sti-results/release`, {}, { token: tokens.lab })).status,
    ).toBe(403);
    expect(
      (await api.post(`/api/staff/items/${released}/sti-results/release`, {}, { token: tokens.clinician }))
        .status,
    ).toBe(200);
    expect((await read(released)).body.data).toMatchObject({
      visibility: 'visible',
      overall: 'Some_Positive',
    });
    expect((await enter(released, negativePanel)).status).toBe(409);
    expect(
      (await api.post(`/api/staff/items/${released}/sti-results/release`, {}, { token: tokens.clinician }))
        .status,
    ).toBe(409);

    const waiting = await stiKitOfRiley();
    expect((await enter(waiting, positive)).status).toBe(200);
    await travel(71);
    expect((await read(waiting)).body.data.visibility).toBe('held_for_review');
    await travel(1);
    expect((await read(waiting)).body.data.visibility).toBe('visible');
  });

  it('refuses a panel with a test twice, an unknown test or an unknown kit, and changes nothing', async () => {
    const kit = await stiKitOfRiley();
    const twice = await enter(kit, [negativePanel[0], negativePanel[0]]);
    expect(twice.status).toBe(422);
    expect((await enter(kit, [{ test_key: 'measles', outcome: 'negative', value: 'x' }])).status).toBe(422);
    expect((await enter('00000000-0000-4000-8000-000000000000', negativePanel)).status).toBe(404);
    expect((await read(kit)).body.data.visibility).toBe('not_ready');
  });
});
