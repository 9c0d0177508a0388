import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface StaffItem {
  id: string;
  client_email: string;
  po_number: string | null;
  tracking_stage: number | null;
  result: { ready_at: string | null; total_count: number | null } | null;
  audit: { action: string; staff_email: string; detail: { body: Record<string, unknown> } }[];
}

describeOnDatabase("the lab's side", (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['lab', 'pat', 'sam', 'taylor']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const find = (query: string) =>
    api.get<{ data: StaffItem[] }>(`/api/staff/items?${query}`, { token: tokens.lab });

  it("finds kits by the customer's email, order number or kit code", async () => {
    const byEmail = await find('email=PAT@example.com');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toHaveLength(1);
    const kit = byEmail.body.data[0];
    expect((await find(`po_number=${kit?.po_number}`)).body.data.map((item) => item.id)).toEqual([kit?.id]);
    expect((await find('kit_identifier=fk-taylor-0001')).body.data[0]?.client_email).toBe(
      'taylor@example.com',
    );
    expect((await find('')).status).toBe(422);
  });

  it('records every change with who made it, and shows unreleased results to the lab only', async () => {
    const kitId = (await find('email=pat@example.com')).body.data[0]?.id ?? '';
    const lab = { token: tokens.lab };
    expect((await api.post(`/api/staff/items/${kitId}/tracking`, { tracking_stage: 5 }, lab)).status).toBe(
      200,
    );
    expect(
      (await api.post(`/api/staff/items/${kitId}/results`, { total_count: 44, volume: 2 }, lab)).status,
    ).toBe(200);
    expect((await api.post(`/api/staff/items/${kitId}/results`, { total_count: -1 }, lab)).status).toBe(422);

    const seen = await api.get<{ data: StaffItem }>(`/api/staff/items/${kitId}`, lab);
    expect(seen.status).toBe(200);
    expect(seen.body.data.result).toMatchObject({ total_count: 44, ready_at: null });
    expect(seen.body.data.audit.map((entry) => entry.action)).toEqual([
      '/api/staff/items/:itemId/results',
      '/api/staff/items/:itemId/tracking',
    ]);
    expect(seen.body.data.audit[0]).toMatchObject({
      staff_email: 'lab@example.com',
      detail: { body: expect.objectContaining({ total_count: 44 }) },
    });

    const customerItems = await api.get<{
      data: { id: string; relationships: { resultDocuments: unknown[] } }[];
    }>('/api/restify/items', { token: tokens.pat });
    expect(customerItems.body.data.find((item) => item.id === kitId)?.relationships.resultDocuments).toEqual(
      [],
    );
  });

  it("records the lab's reads of released results in the customer's log", async () => {
    const samKit = (await find('email=sam@example.com')).body.data.find((item) => item.tracking_stage === 6);
    expect((await api.get(`/api/staff/items/${samKit?.id}`, { token: tokens.lab })).status).toBe(200);
    const views = await api.get<{ data: { viewer: string; channel: string }[] }>(
      '/api/restify/result-views',
      {
        token: tokens.sam,
      },
    );
    expect(views.body.data[0]).toMatchObject({ viewer: 'staff', channel: 'staff' });
  });

  it("dates each stage a kit reaches, keeps the first date of a stage, and gives the carrier's tracking link", async () => {
    interface Kit {
      id: string;
      attributes: {
        tracking_stage: number;
        kit: { stages_reached: { stage: number; reached_at: string }[]; tracking_url: string | null };
      };
    }
    const taylorKit = async () =>
      (await api.get<{ data: Kit[] }>('/api/restify/items', { token: tokens.taylor })).body.data.find(
        (item) => item.attributes.kit !== null,
      );
    const before = await taylorKit();
    const reached = before?.attributes.kit.stages_reached ?? [];
    expect(reached.map((entry) => entry.stage)).toEqual([1, 2, 3, 4]);
    const times = reached.map((entry) => Date.parse(entry.reached_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(before?.attributes.kit.tracking_url).toMatch(
      /^https:\/\/www\.ups\.com\/track\?tracknum=1Z999AA1\d{10}$/,
    );

    const lab = { token: tokens.lab };
    const tracking = `/api/staff/items/${before?.id}/tracking`;
    expect(
      (await api.post(tracking, { tracking_stage: 4, tracking_number: 'not a number!' }, lab)).status,
    ).toBe(422);
    const startedAt = Date.now();
    expect((await api.post(tracking, { tracking_stage: 5 }, lab)).status).toBe(200);
    expect((await api.post(tracking, { tracking_stage: 4 }, lab)).status).toBe(200);
    const after = (await taylorKit())?.attributes.kit.stages_reached ?? [];
    expect(after.slice(0, 4)).toEqual(reached);
    expect(after[4]?.stage).toBe(5);
    expect(Date.parse(after[4]?.reached_at ?? '')).toBeGreaterThanOrEqual(startedAt - 1000);
  });
});
