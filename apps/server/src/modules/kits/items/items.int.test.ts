import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

interface ItemList {
  data: {
    id: string;
    attributes: { category: string; is_sti: boolean; is_supplement: boolean; remaining_vials_count: number };
    relationships: { resultDocuments: { attributes: Record<string, unknown> }[] };
  }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

describeOnDatabase('items', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const get = async (path: string, token?: string) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as ItemList & { message?: string } };
  };

  it("lists the customer's items with their released results and stored vials", async () => {
    const { status, body } = await get(
      '/api/restify/items?displayable=true',
      await signInToken(server, 'sam@example.com'),
    );
    expect(status).toBe(200);
    const categories = body.data.map((item) => item.attributes.category).sort();
    // sam's three analyses over 18 months, and the storage that holds the second one's sample.
    expect(categories).toEqual(['analysis', 'analysis', 'analysis', 'cryogenic']);
    const analysis = body.data.find((item) => item.attributes.category === 'analysis');
    expect(analysis?.relationships.resultDocuments).toHaveLength(1);
    // The list names the result; its values are read, and the read recorded, through result-documents.
    expect(analysis?.relationships.resultDocuments[0]?.attributes).toEqual({ ready_at: expect.any(String) });
    const storage = body.data.find((item) => item.attributes.category === 'cryogenic');
    expect(storage?.attributes.remaining_vials_count).toBe(4);
  });

  it('pages the list', async () => {
    const token = await signInToken(server, 'sam@example.com');
    const first = await get('/api/restify/items?displayable=true&page=1&perPage=1', token);
    const second = await get('/api/restify/items?displayable=true&page=2&perPage=1', token);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 4, per_page: 1, total: 4 });
    expect(first.body.data).toHaveLength(1);
    expect(second.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
    const past = await get('/api/restify/items?displayable=true&page=5&perPage=1', token);
    expect([past.body.data, past.body.meta]).toEqual([
      [],
      { current_page: 5, last_page: 4, per_page: 1, total: 4 },
    ]);
  });

  it("the partner does not read the account's items (orders, addresses); another customer's item is not found; nobody signed out reads any", async () => {
    const samItems = await get('/api/restify/items', await signInToken(server, 'sam@example.com'));
    const jamie = await signInToken(server, 'jamie@example.com');
    expect((await get('/api/restify/items', jamie)).status).toBe(403);
    const samItem = samItems.body.data[0]?.id ?? '';
    expect((await get(`/api/restify/items/${samItem}`, jamie)).status).toBe(403);
    const drew = await signInToken(server, 'drew@example.com');
    expect((await get(`/api/restify/items/${samItem}`, drew)).status).toBe(404);
    expect((await get('/api/restify/items', drew)).body.data).toEqual([]);
    expect(
      (await get(`/api/restify/items/${samItem}`, await signInToken(server, 'sam@example.com'))).status,
    ).toBe(200);
    expect((await get('/api/restify/items')).status).toBe(401);
  });

  it("riley's items are STI and supplements only", async () => {
    const { body } = await get(
      '/api/restify/items?displayable=true',
      await signInToken(server, 'riley@example.com'),
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((item) => item.attributes.is_sti || item.attributes.is_supplement)).toBe(true);
  });

  it("matches jordan's storage with his analysis, once; another customer's items and wrong kinds are refused", async () => {
    const jordan = await signInToken(server, 'jordan@example.com');
    const sam = await signInToken(server, 'sam@example.com');
    const analyses = await get('/api/restify/items?filter[analysis_without_cryo_addon]=true', jordan);
    const storage = await get('/api/restify/items?filter[available_cryogenic_items]=true', jordan);
    expect(analyses.body.data.map((item) => item.attributes.category)).toEqual(['analysis', 'analysis']);
    expect(storage.body.data.map((item) => item.attributes.category)).toEqual(['cryogenic']);
    expect((await get('/api/restify/items?filter[available_cryogenic_items]=true', sam)).body.data).toEqual(
      [],
    );
    const pair = { cryogenic_uuid: storage.body.data[0]?.id, analysis_uuid: analyses.body.data[0]?.id };
    const match = (token: string, data: unknown) =>
      fetch(`${server.url}/api/restify/items/actions?action=match-cryogenic-with-analyses`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
    expect((await match(sam, [pair])).status).toBe(422);
    const samAnalysis = (await get('/api/restify/items', sam)).body.data.find(
      (item) => item.attributes.category === 'analysis',
    );
    expect((await match(jordan, [{ ...pair, analysis_uuid: samAnalysis?.id }])).status).toBe(422);
    expect(
      (await match(jordan, [{ cryogenic_uuid: pair.analysis_uuid, analysis_uuid: pair.cryogenic_uuid }]))
        .status,
    ).toBe(422);
    expect((await match(jordan, [pair])).status).toBe(200);
    expect((await match(jordan, [pair])).status).toBe(422);
    expect(
      (await get('/api/restify/items?filter[available_cryogenic_items]=true', jordan)).body.data,
    ).toEqual([]);
    const profile = await fetch(`${server.url}/api/restify/profile`, {
      headers: { authorization: `Bearer ${jordan}` },
    });
    expect(JSON.stringify(await profile.json())).toContain('"has_unmatched_subscriptions":false');
  });
});

describeOnDatabase('items as time passes', (database) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
  });
  afterAll(async () => server?.close());

  it('lists a result document once its release time has passed, though nothing was written since the last read', async () => {
    const token = await signInToken(server, 'sam@example.com');
    const [analysis] = (
      await server.db.query<{ id: string }>(
        `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
          WHERE u.email = 'sam@example.com' AND i.category = 'analysis' LIMIT 1`,
      )
    ).rows;
    if (!analysis) throw new Error('sam has no analysis');
    // The lab has entered the result, to be released to the customer in a minute.
    await server.db.query('UPDATE result_documents SET ready_at = $2 WHERE item_id = $1', [
      analysis.id,
      new Date(now.getTime() + 60_000),
    ]);
    const documentsListed = async () => {
      const response = await fetch(`${server.url}/api/restify/items`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const list = (await response.json()) as ItemList & { data: { id: string }[] };
      return list.data.find((item) => item.id === analysis.id)?.relationships.resultDocuments.length;
    };
    expect(await documentsListed()).toBe(0);
    expect(await documentsListed()).toBe(0);
    now = new Date(now.getTime() + 61_000);
    expect(await documentsListed()).toBe(1);
  });
});
