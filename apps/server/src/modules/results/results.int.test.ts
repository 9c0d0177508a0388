import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase('lab results', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['taylor', 'sam', 'jamie', 'drew', 'lab'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
  });
  afterAll(async () => server?.close());

  const as = (persona: string) => ({
    authorization: `Bearer ${tokens[persona]}`,
    'content-type': 'application/json',
  });
  const post = (path: string, persona: string, body: unknown = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: as(persona), body: JSON.stringify(body) });
  const analysisOf = async (persona: string) => {
    const response = await fetch(`${server.url}/api/restify/items`, { headers: as(persona) });
    const { data } = (await response.json()) as {
      data: {
        id: string;
        attributes: { category: string; tracking_stage: number | null };
        relationships: { resultDocuments: { id: string }[] };
      }[];
    };
    return data.find((item) => item.attributes.category === 'analysis');
  };
  const values = {
    total_count: 52,
    total_motile_sperm: 28,
    total_motility: 55,
    concentration: 21,
    volume: 2.5,
    normal: 6,
    lab_notes: 'Sample received in good condition.',
  };

  it('the lab moves a kit on, enters values unseen by the customer, and releases them with an email', async () => {
    const kit = await analysisOf('taylor');
    expect(kit?.attributes.tracking_stage).toBe(4);
    expect((await post(`/api/staff/items/${kit?.id}/tracking`, 'taylor', { tracking_stage: 5 })).status).toBe(
      403,
    );
    expect((await post(`/api/staff/items/${kit?.id}/tracking`, 'lab', { tracking_stage: 5 })).status).toBe(
      200,
    );
    expect((await post(`/api/staff/items/${kit?.id}/results`, 'lab', values)).status).toBe(200);
    expect((await analysisOf('taylor'))?.relationships.resultDocuments).toEqual([]);
    expect(
      (await post(`/api/staff/items/${kit?.id}/results`, 'lab', { ...values, total_count: 53 })).status,
    ).toBe(200);

    expect((await post(`/api/staff/items/${kit?.id}/results/release`, 'lab')).status).toBe(200);
    expect((await post(`/api/staff/items/${kit?.id}/results/release`, 'lab')).status).toBe(409);
    expect((await post(`/api/staff/items/${kit?.id}/results`, 'lab', values)).status).toBe(409);
    const released = await analysisOf('taylor');
    expect(released?.attributes.tracking_stage).toBe(6);
    const resultId = released?.relationships.resultDocuments[0]?.id ?? '';
    const document = await fetch(`${server.url}/api/restify/result-documents/${resultId}`, {
      headers: as('taylor'),
    });
    expect(document.status).toBe(200);
    expect(
      ((await document.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes,
    ).toMatchObject({
      total_count: 53,
      volume: 2.5,
      lab_notes: 'Sample received in good condition.',
      is_azoospermic: false,
    });
    expect(
      (await fetch(`${server.url}/api/restify/result-documents/${resultId}`, { headers: as('drew') })).status,
    ).toBe(404);
    const mail = await server.db.query<{ subject: string }>(
      "SELECT subject FROM outbox WHERE to_address = 'taylor@example.com'",
    );
    expect(mail.rows.map((row) => row.subject)).toContain('Your results are ready');
  });

  it("the partner reads the account holder's released result", async () => {
    const samResult = (await analysisOf('sam'))?.relationships.resultDocuments[0]?.id ?? '';
    expect(
      (await fetch(`${server.url}/api/restify/result-documents/${samResult}`, { headers: as('jamie') }))
        .status,
    ).toBe(200);
  });

  it("answers the analysed kit's storage facts with the result, as the kit's own answer has them, to its owner only", async () => {
    const kit = await analysisOf('sam');
    const resultId = kit?.relationships.resultDocuments[0]?.id ?? '';
    type KitFacts = {
      storage_status: { status: string | null };
      considering_freezing: string | null;
      has_cryogenic_addons: boolean;
    };
    const resultAs = async (persona: string) => {
      const response = await fetch(`${server.url}/api/restify/result-documents/${resultId}`, {
        headers: as(persona),
      });
      expect(response.status).toBe(200);
      return (
        (await response.json()) as {
          data: { relationships: { item: { id: string; type: string; attributes: KitFacts } | null } };
        }
      ).data.relationships.item;
    };
    const itemAnswer = await fetch(`${server.url}/api/restify/items/${kit?.id}`, { headers: as('sam') });
    const { attributes } = ((await itemAnswer.json()) as { data: { attributes: KitFacts } }).data;

    expect(await resultAs('sam')).toEqual({
      id: kit?.id,
      type: 'items',
      attributes: {
        storage_status: attributes.storage_status,
        considering_freezing: attributes.considering_freezing,
        has_cryogenic_addons: attributes.has_cryogenic_addons,
      },
    });
    // The partner is refused the kit itself, and reads the analysis without it.
    expect((await fetch(`${server.url}/api/restify/items/${kit?.id}`, { headers: as('jamie') })).status).toBe(
      403,
    );
    expect(await resultAs('jamie')).toBeNull();

    // A change to the kit is in the next answer.
    await server.db.query(
      "UPDATE items SET storage_status = 'withdrawn', considering_freezing = 'not_sure' WHERE id = $1",
      [kit?.id],
    );
    expect((await resultAs('sam'))?.attributes).toMatchObject({
      storage_status: { status: 'withdrawn' },
      considering_freezing: 'not_sure',
    });
    expect(await resultAs('jamie')).toBeNull();
  });

  it('answers every released analysis of the account oldest first, to the holder and the partner, recording each read', async () => {
    interface Entry {
      id: string;
      attributes: { ready_at: string; total_count: number | null; collected_on: string | null };
    }
    const history = async (persona: string) => {
      const response = await fetch(`${server.url}/api/restify/result-documents`, { headers: as(persona) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Entry[] }).data;
    };
    // Every read is recorded: the owner's own as one row per result and day, moved to their latest read.
    const readSince = async (since: Date) =>
      (
        await server.db.query<{ total: number }>(
          `SELECT count(DISTINCT v.item_id)::int AS total FROM result_views v JOIN users u ON u.client_id = v.client_id
            WHERE u.email = 'sam@example.com' AND v.viewer = 'owner' AND v.viewed_at >= $1`,
          [since],
        )
      ).rows[0]?.total ?? 0;
    const asked = new Date();
    const sams = await history('sam');
    expect(sams.length).toBeGreaterThanOrEqual(3);
    const times = sams.map((entry) => Date.parse(entry.attributes.ready_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(sams.every((entry) => typeof entry.attributes.total_count === 'number')).toBe(true);
    expect(sams.at(-1)?.attributes.collected_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => readSince(asked)).toBe(sams.length);
    expect((await history('jamie')).map((entry) => entry.id)).toEqual(sams.map((entry) => entry.id));
    // Another customer's history is theirs alone: drew has no released analysis.
    expect(await history('drew')).toEqual([]);
  });

  it('refuses values outside their range', async () => {
    const kit = await analysisOf('drew');
    expect(kit).toBeUndefined();
    const sam = await analysisOf('sam');
    const refused = await post(`/api/staff/items/${sam?.id}/results`, 'lab', { total_motility: 140 });
    expect(refused.status).toBe(422);
  });
});
