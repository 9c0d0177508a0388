import { recipientMessages } from '@fathom/domain/health-link-recipient';
import { PRETENDING_CHARACTER_MESSAGE } from '@fathom/domain/validation/plain-text';
import { compactDecrypt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

interface ListedLink {
  id: string;
  open_count: number;
  openings: { recipient: string | null; opened_at: string }[];
}
interface ResultViewRow {
  viewer: string;
  channel: string;
  recipient: string | null;
  viewed_at: string;
}

/** A SMART Health Links viewer on another site, as a browser sends its requests: an Origin, and no credentials. */
const VIEWER_ORIGIN = 'https://viewer.example.org';

/**
 * SMART Health Links opened from other sites (ADR 046): the manifest and file addresses answer any origin's browser
 * without credentials while the rest of the API answers none; the name a viewer gives (`recipient`) is kept and
 * shown to the link's owner; the link's id and its file's ticket never reach the request log.
 */
describeOnDatabase('SMART Health Links opened by viewers on other sites', (database) => {
  let server: TestServer;
  let token: string;
  let resultId: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    token = await signInToken(server, 'sam@example.com');
    const result = await server.db.query<{ id: string }>(
      `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'sam@example.com' AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC LIMIT 1`,
    );
    resultId = result.rows[0]?.id ?? '';
  });
  afterAll(async () => server?.close());

  const asSam = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** A new link to sam's analysis: its manifest path, its key and its id. */
  const newLink = async (extra: Record<string, unknown> = {}) => {
    const response = await asSam('POST', '/api/restify/health-links', {
      result_document_id: resultId,
      expires_in_days: 7,
      ...extra,
    });
    const { data } = (await response.json()) as { data: { id: string; url: string } };
    const payload = JSON.parse(
      Buffer.from(data.url.split('#shlink:/')[1] ?? '', 'base64url').toString('utf8'),
    ) as { url: string; key: string };
    return { id: data.id, path: new URL(payload.url).pathname, key: payload.key };
  };
  /** What a viewer's page does: fetch(url, { method: 'POST', credentials: 'omit', … }) from its own origin. */
  const fromViewer = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: VIEWER_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const preflight = (path: string, method: string) =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: VIEWER_ORIGIN,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });
  const listed = async (linkId: string) => {
    const { data } = (await (await asSam('GET', '/api/restify/health-links')).json()) as {
      data: ListedLink[];
    };
    return data.find((link) => link.id === linkId);
  };
  const viewsOf = async (linkId: string) =>
    (
      await server.db.query<ResultViewRow>(
        'SELECT viewer, channel, recipient, viewed_at FROM result_views WHERE health_link_id = $1',
        [linkId],
      )
    ).rows;

  describe('CORS', () => {
    it("answers a browser viewer's preflight and its manifest request from any origin, without credentials", async () => {
      const link = await newLink();
      const allowed = await preflight(link.path, 'POST');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('*');
      expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
      expect(Number(allowed.headers.get('access-control-max-age'))).toBeGreaterThan(0);

      const manifest = await fromViewer(link.path, { recipient: "Dr. Lee's clinic", embeddedLengthMax: 100 });
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      expect(manifest.headers.get('access-control-allow-credentials')).toBeNull();
      const { files } = (await manifest.json()) as { files: { location?: string }[] };
      const location = new URL(files[0]?.location ?? '');

      const filePreflight = await preflight(location.pathname, 'GET');
      expect(filePreflight.status).toBe(204);
      expect(filePreflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(filePreflight.headers.get('access-control-allow-methods')).toContain('GET');
      const file = await fetch(`${server.url}${location.pathname}`, { headers: { origin: VIEWER_ORIGIN } });
      expect(file.status).toBe(200);
      expect(file.headers.get('access-control-allow-origin')).toBe('*');
      expect(file.headers.get('access-control-allow-credentials')).toBeNull();
      const { plaintext } = await compactDecrypt(await file.text(), Buffer.from(link.key, 'base64url'));
      expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({ resourceType: 'Bundle' });
    });

    it("lets the viewer read the refusals too: a wrong passcode's remaining attempts, a dead link's 404", async () => {
      const link = await newLink({ passcode: 'tulip-42' });
      const wrong = await fromViewer(link.path, { recipient: 'Clinic', passcode: 'wrong' });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('access-control-allow-origin')).toBe('*');
      expect(await wrong.json()).toMatchObject({ remainingAttempts: 4 });
      const unknown = await fromViewer(`/api/shl/${'A'.repeat(43)}`, { recipient: 'Clinic' });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
      const spent = await fetch(`${server.url}/api/shl-files/${'B'.repeat(43)}`, {
        headers: { origin: VIEWER_ORIGIN },
      });
      expect(spent.status).toBe(404);
      expect(spent.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('answers no other origin anywhere else in the API: no preflight, no CORS headers', async () => {
      for (const path of [
        '/api/restify/health-links',
        '/api/login',
        '/api/public-results/x',
        '/api/fhir/analyses/x',
      ]) {
        const refused = await preflight(path, 'POST');
        expect(refused.status, path).toBe(404);
        expect(refused.headers.get('access-control-allow-origin'), path).toBeNull();
      }
      const signIn = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { origin: VIEWER_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sam@example.com', password: 'Fathom-demo-1' }),
      });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
      const links = await fetch(`${server.url}/api/restify/health-links`, {
        headers: { origin: VIEWER_ORIGIN, authorization: `Bearer ${token}` },
      });
      expect(links.status).toBe(200);
      expect(links.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('who opened it', () => {
    it('keeps the name the viewer gives and shows it to the owner, in the link and in who has seen the results', async () => {
      const link = await newLink();
      expect((await fromViewer(link.path, { recipient: "  Dr. Lee's clinic  " })).status).toBe(200);
      expect((await fromViewer(link.path, { recipient: 'Austin Fertility Clinic' })).status).toBe(200);

      const shown = await listed(link.id);
      expect(shown?.open_count).toBe(2);
      expect(shown?.openings.map((opening) => opening.recipient)).toEqual([
        'Austin Fertility Clinic',
        "Dr. Lee's clinic",
      ]);
      for (const opening of shown?.openings ?? []) expect(opening.opened_at).toMatch(/Z$/);

      const views = (await (await asSam('GET', '/api/restify/result-views?perPage=50')).json()) as {
        data: { recipient: string | null; channel: string; viewer: string }[];
      };
      const named = views.data.filter((view) => view.recipient !== null);
      expect(named.map((view) => view.recipient)).toEqual(
        expect.arrayContaining(["Dr. Lee's clinic", 'Austin Fertility Clinic']),
      );
      for (const view of named) expect(view).toMatchObject({ channel: 'health_link', viewer: 'shared_link' });
      expect((await viewsOf(link.id)).map((view) => view.recipient).sort()).toEqual([
        'Austin Fertility Clinic',
        "Dr. Lee's clinic",
      ]);
    });

    it('lists the latest five openings of a link, newest first, and counts them all', async () => {
      const link = await newLink();
      for (const clinic of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
        expect((await fromViewer(link.path, { recipient: `Clinic ${clinic}` })).status).toBe(200);
      }
      const shown = await listed(link.id);
      expect(shown?.open_count).toBe(6);
      expect(shown?.openings.map((opening) => opening.recipient)).toEqual([
        'Clinic Six',
        'Clinic Five',
        'Clinic Four',
        'Clinic Three',
        'Clinic Two',
      ]);
    });

    it.each([
      ['no recipient', {}, ''],
      ['a blank one', { recipient: '   ' }, recipientMessages.en.missing],
      ['one too long', { recipient: 'x'.repeat(121) }, recipientMessages.en.tooLong],
      // Format characters are refused by the API's text guard for every field, before the route's own rule.
      ['a right-to-left override', { recipient: 'Dr Lee\u202ekcilc' }, PRETENDING_CHARACTER_MESSAGE],
      ['a zero-width space', { recipient: 'Dr\u200bLee' }, PRETENDING_CHARACTER_MESSAGE],
      ['a line break', { recipient: 'Dr Lee\nCall us' }, recipientMessages.en.hidden],
    ])(
      'refuses %s with a 422 that the viewer can read, and counts no opening',
      async (_what, body, message) => {
        const link = await newLink();
        const refused = await fromViewer(link.path, body);
        expect(refused.status).toBe(422);
        expect(refused.headers.get('access-control-allow-origin')).toBe('*');
        const answer = (await refused.json()) as { message: string; errors?: Record<string, string[]> };
        expect(answer.errors?.recipient?.[0] ?? '').toContain(message);
        expect((await listed(link.id))?.open_count).toBe(0);
        expect(await viewsOf(link.id)).toEqual([]);
      },
    );
  });

  it("writes neither a link's manifest id nor its file's ticket to the request log", async () => {
    const link = await newLink();
    const manifestId = link.path.split('/').at(-1) ?? '';
    const manifest = (await (
      await fromViewer(link.path, { recipient: 'Clinic', embeddedLengthMax: 100 })
    ).json()) as { files: { location: string }[] };
    const location = new URL(manifest.files[0]?.location ?? '');
    const ticket = location.pathname.split('/').at(-1) ?? '';
    expect((await fetch(`${server.url}${location.pathname}`)).status).toBe(200);
    await preflight(link.path, 'POST');

    const log = logLines.join('\n');
    expect(manifestId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Each request is logged by its route's template.
    expect(log).toMatch(/"route":"\/api\/shl\/:[A-Za-z]+"/);
    expect(log).toContain('"route":"/api/shl-files/:ticket"');
    expect(log).not.toContain(manifestId);
    expect(log).not.toContain(ticket);
  });
});
