import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import {
  describeOnDatabase,
  startTestServer,
  strictlyIncreasingClock,
  type TestServer,
} from '../../../../test/test-server';

interface LinkAnswer {
  data: { id: string; url?: string; revoked_at: string | null; result_document_id: string };
}
interface ViewsAnswer {
  data: { viewer: string; viewer_name: string | null; channel: string }[];
  meta: { total: number };
}

describeOnDatabase('sharing results, the PDF report and the log of who read them', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  let samResultId = '';
  beforeAll(async () => {
    // The partner's read follows the owner's by less than a millisecond on a fast machine; the log lists the later first.
    server = await startTestServer({ database, clock: strictlyIncreasingClock() });
    api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'drew']) tokens[persona] = await signIn(api, persona);
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'sam@example.com' AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC LIMIT 1`,
    );
    samResultId = rows[0]?.id ?? '';
  });
  afterAll(async () => server?.close());

  const views = async () =>
    (await api.get<ViewsAnswer>('/api/restify/result-views', { token: tokens.sam })).body;

  it('shows a shared result without signing in until its owner turns the link off', async () => {
    const created = await api.post<LinkAnswer>(
      '/api/restify/result-share-links',
      { result_document_id: samResultId },
      { token: tokens.sam },
    );
    expect(created.status).toBe(200);
    const url = created.body.data.url ?? '';
    expect(url).toMatch(/^http:\/\/localhost:3000\/public-results\/[\w-]{43}$/);
    const token = url.split('/').at(-1) ?? '';

    const shared = await api.get<{ data: Record<string, unknown> }>(`/api/public-results/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.total_count).toBe(120);
    const text = JSON.stringify(shared.body);
    for (const private_ of ['sam@example.com', 'Whitaker', samResultId]) expect(text).not.toContain(private_);

    const listed = await api.get<{ data: { id: string; url?: string }[] }>(
      '/api/restify/result-share-links',
      {
        token: tokens.sam,
      },
    );
    expect(listed.body.data.map((link) => link.id)).toContain(created.body.data.id);
    expect(listed.body.data.every((link) => link.url === undefined)).toBe(true);

    const revoked = await api.delete(`/api/restify/result-share-links/${created.body.data.id}`, {
      token: tokens.sam,
    });
    expect(revoked.status).toBe(200);
    const after = await api.get<{ message: string }>(`/api/public-results/${token}`);
    expect(after.status).toBe(404);
    expect(after.body.message).toContain('turned off');
    expect((await api.get(`/api/public-results/not-a-real-token`)).status).toBe(404);
  });

  it("refuses to share another customer's result, and the partner cannot share", async () => {
    const byDrew = await api.post(
      '/api/restify/result-share-links',
      { result_document_id: samResultId },
      { token: tokens.drew },
    );
    expect(byDrew.status).toBe(404);
    const byJamie = await api.post(
      '/api/restify/result-share-links',
      { result_document_id: samResultId },
      { token: tokens.jamie },
    );
    expect(byJamie.status).toBe(403);
    expect(
      (await api.delete(`/api/restify/result-share-links/${samResultId}`, { token: tokens.drew })).status,
    ).toBe(404);
  });

  it('downloads the report as a PDF', async () => {
    const response = await fetch(`${server.url}/api/restify/result-documents/${samResultId}/report`, {
      headers: { authorization: `Bearer ${tokens.sam}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="semen-analysis-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await fetch(`${server.url}/api/restify/result-documents/${samResultId}/report`, {
      headers: { authorization: `Bearer ${tokens.drew}` },
    });
    expect(other.status).toBe(404);
  });

  it("records every read, and lists who else read them with the owner's own reads as one line", async () => {
    // Every read by someone else is recorded; the owner's own once a day, at the latest. The list (which waits for
    // the reads to be written) shows them as below.
    const recorded = async (viewer: 'owner' | 'partner') =>
      (
        await server.db.query<{ total: number; latest: Date | null }>(
          `SELECT count(*)::int AS total, max(v.viewed_at) AS latest FROM result_views v
             JOIN users u ON u.client_id = v.client_id
            WHERE u.email = 'sam@example.com' AND v.viewer = $1 AND v.channel = 'portal'
              AND (v.viewed_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date`,
          [viewer],
        )
      ).rows[0] ?? { total: 0, latest: null };
    await views();
    const partnerBefore = (await recorded('partner')).total;
    await api.get(`/api/restify/result-documents/${samResultId}`, { token: tokens.sam });
    const secondRead = new Date();
    await api.get(`/api/restify/result-documents/${samResultId}`, { token: tokens.sam });
    await api.get(`/api/restify/result-documents/${samResultId}`, { token: tokens.jamie });
    const log = await views();
    expect((await recorded('partner')).total).toBe(partnerBefore + 1);
    const owners = await recorded('owner');
    expect(owners.total).toBe(1);
    expect(owners.latest?.getTime()).toBeGreaterThanOrEqual(secondRead.getTime());
    expect(log.data.slice(0, 2)).toEqual([
      expect.objectContaining({ viewer: 'partner', viewer_name: 'Jamie Whitaker', channel: 'portal' }),
      expect.objectContaining({ viewer: 'owner', viewer_name: null, channel: 'portal' }),
    ]);
    // sam read his results many times (the page, the report): one line, his latest.
    expect(log.data.filter((view) => view.viewer === 'owner')).toHaveLength(1);
    expect(new Set(log.data.map((view) => view.channel))).toEqual(new Set(['portal', 'shared_link']));
    const listed = log.meta.total;
    await api.get(`/api/restify/result-documents/${samResultId}`, { token: tokens.sam });
    expect((await views()).meta.total).toBe(listed);
    // Another customer's failed attempt reads nothing and is not recorded.
    await api.get(`/api/restify/result-documents/${samResultId}`, { token: tokens.drew });
    await views();
    expect((await recorded('partner')).total).toBe(partnerBefore + 1);
    expect((await recorded('owner')).total).toBe(1);
    expect((await api.get('/api/restify/result-views', { token: tokens.jamie })).status).toBe(403);
  });
});
