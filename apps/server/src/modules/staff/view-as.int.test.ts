import { randomUUID } from 'node:crypto';
import { authMessages } from '@fathom/contract/auth';
import { VIEW_AS_HEADER } from '@fathom/contract/view-as-header';
import { viewAsMessages } from '@fathom/contract/view-as-messages';
import { VIEW_AS_PARAMETER } from '@fathom/contract/view-as-parameter';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn, signInStaffAgain } from '../../../test/api-client';
import { type CountingDatabase, countingDatabase } from '../../../test/counting-database';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { demoStaff } from '../../db/seed/demo-logins';
import { routesOf } from '../../http/route-catalogue';
import { viewAsWithheldReads } from '../../platform/view-as-access';
import { generateTotp } from '../auth/totp';

interface Grant {
  data: { id: string; client_id: string; customer_name: string; started_at: string; expires_at: string };
}
interface AuditRow {
  staff_user_id: string;
  staff_role: string;
  kind: string;
  action: string;
  client_id: string | null;
  detail: { view_as?: string };
}

const secretOf = (email: string) => demoStaff.find((staff) => staff.email === email)?.totpSecret ?? '';

describeOnDatabase('support views the portal as a customer, read-only and audited', (database) => {
  let server: TestServer;
  let api: ApiClient;
  /** The server's clock: each authenticator code a test asks for is a step later, as an app's next code is. */
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const nextCode = (email: string) => {
    shift += 30_000;
    return generateTotp(secretOf(email), now());
  };
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let counting: CountingDatabase | undefined;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      clock: now,
      wrapDatabase: (db) => {
        counting = countingDatabase(db);
        return counting.db;
      },
    });
    api = new ApiClient(server.url, now);
    for (const persona of ['support', 'admin', 'lab', 'clinician', 'sam', 'jamie', 'jordan']) {
      tokens[persona] = await signIn(api, persona);
    }
    const clients = await server.db.query<{ email: string; client_id: string }>(
      `SELECT email, client_id FROM users WHERE email IN ('sam@example.com', 'jordan@example.com')`,
    );
    for (const row of clients.rows) ids[row.email.split('@')[0] ?? ''] = row.client_id;
    const result = await server.db.query<{ id: string; client_id: string }>(
      `SELECT r.id, r.client_id FROM result_documents r WHERE r.ready_at IS NOT NULL AND r.client_id = ANY($1)
        ORDER BY r.ready_at DESC`,
      [[ids.sam, ids.jordan]],
    );
    ids.samResult = result.rows.find((row) => row.client_id === ids.sam)?.id ?? '';
    ids.jordanResult = result.rows.find((row) => row.client_id === ids.jordan)?.id ?? randomUUID();
    expect(ids.samResult).not.toBe('');
  });
  afterAll(async () => server?.close());

  const start = async (persona: string, clientId: string, code?: string) =>
    api.post<Grant>(
      `/api/staff/customers/${clientId}/view-as`,
      { one_time_password: code ?? (await nextCode(`${persona}@example.com`)) },
      { token: tokens[persona] },
    );
  const asViewer = (grantId: string, token = tokens.support) => ({
    token,
    headers: { [VIEW_AS_HEADER]: grantId },
  });
  const auditOf = async (grantId: string) =>
    (
      await server.db.query<AuditRow>(
        `SELECT staff_user_id, staff_role, kind, action, client_id, detail FROM staff_audit
          WHERE detail->>'view_as' = $1 ORDER BY at, id`,
        [grantId],
      )
    ).rows;

  it("answers the portal's reads as the customer, with their orders, kits and results", async () => {
    const opened = await start('support', ids.sam ?? '');
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ client_id: ids.sam, customer_name: 'Sam Whitaker' });
    const minutes =
      (Date.parse(opened.body.data.expires_at) - Date.parse(opened.body.data.started_at)) / 60_000;
    expect(minutes).toBe(15);
    const view = asViewer(opened.body.data.id);

    const profile = await api.get<{ data: { attributes: { email: string } } }>('/api/restify/profile', view);
    expect([profile.status, profile.body.data.attributes.email]).toEqual([200, 'sam@example.com']);
    const asSam = await api.get<{ data: unknown[] }>('/api/restify/orders', { token: tokens.sam });
    const viewed = await api.get<{ data: unknown[] }>('/api/restify/orders', view);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toEqual(asSam.body.data);
    const result = await api.get<{ data: { id: string } }>(
      `/api/restify/result-documents/${ids.samResult}`,
      view,
    );
    expect([result.status, result.body.data.id]).toEqual([200, ids.samResult]);
  });

  it("opens the customer's downloads by a plain link that names the view in its address, and changes nothing by one", async () => {
    const opened = await start('support', ids.sam ?? '');
    const grantId = opened.body.data.id;
    const named = `${VIEW_AS_PARAMETER}=${grantId}`;
    const asStaff = { token: tokens.support };
    const download = (path: string, token = tokens.support) =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const report = await download(`/api/restify/result-documents/${ids.samResult}/report?${named}`);
    expect([report.status, report.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await report.text()).startsWith('%PDF-')).toBe(true);
    const fhir = await download(`/api/fhir/analyses/${ids.samResult}?${named}`);
    expect(fhir.status).toBe(200);
    // Without the view the staff member, who has no results, finds nothing.
    const own = await download(`/api/restify/result-documents/${ids.samResult}/report`);
    expect(own.status).toBe(404);
    // The address names a view for reads only: a change sent with it is the staff member's own, which the portal refuses.
    const change = await api.request<{ message: string }>('PATCH', `/api/restify/profile?${named}`, {
      ...asStaff,
      body: { first_name: 'Changed' },
    });
    expect(change.status).not.toBe(200);
    const profile = await api.get<{ data: { attributes: { first_name: string } } }>('/api/restify/profile', {
      token: tokens.sam,
    });
    expect(profile.body.data.attributes.first_name).not.toBe('Changed');
    // Another session's view named in an address is refused, never answered as anyone.
    const other = await download(
      `/api/restify/result-documents/${ids.samResult}/report?${named}`,
      tokens.admin,
    );
    expect(other.status).toBe(403);
    const read = (await auditOf(grantId)).filter((row) => row.kind === 'read');
    expect(read.map((row) => row.action)).toEqual([
      '/api/restify/result-documents/:resultId/report',
      '/api/fhir/analyses/:resultId',
    ]);
  });

  it('refuses every change of every route outside the console, and the reads that hand out a secret, changing nothing', async () => {
    const opened = await start('support', ids.sam ?? '');
    const grantId = opened.body.data.id;
    const before = await api.get<{ data: unknown }>('/api/restify/profile', { token: tokens.sam });
    const auditBefore = (await auditOf(grantId)).length;
    const routes = routesOf(server.app).filter(
      (route) =>
        route.url.startsWith('/api/') && !route.url.startsWith('/api/staff/') && !route.url.includes('*'),
    );
    const changes = routes.filter((route) => route.method !== 'GET');
    // The table is walked, so a route added later is tried here the day it lands.
    expect(changes.length).toBeGreaterThan(40);
    const tried = [
      ...changes,
      ...[...viewAsWithheldReads].map((route) => ({ method: 'GET', url: route.slice(4) })),
    ];
    for (const route of tried) {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'itemId' || name === 'resultId' ? (ids.samResult ?? '') : randomUUID(),
      );
      const answer = await api.request<{ message: string }>(route.method, path, {
        ...asViewer(grantId),
        body: route.method === 'GET' ? undefined : { password: 'x', one_time_password: '123456' },
      });
      expect([`${route.method} ${route.url}`, answer.status, answer.body?.message]).toEqual([
        `${route.method} ${route.url}`,
        403,
        viewAsMessages.readOnly,
      ]);
    }
    const after = await api.get<{ data: unknown }>('/api/restify/profile', { token: tokens.sam });
    expect(after.body.data).toEqual(before.body.data);
    expect((await auditOf(grantId)).length).toBe(auditBefore);
    // The same session, without the header, is the staff member's again: the console acts as ever.
    const record = await api.get(`/api/staff/customers/${ids.sam}`, asViewer(grantId));
    expect(record.status).toBe(200);
  });

  it("writes nothing of the customer's on any read of the portal: only the audit, and the reads of results", async () => {
    const opened = await start('support', ids.sam ?? '');
    const view = asViewer(opened.body.data.id);
    const reads = routesOf(server.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/staff/') &&
        !route.url.includes('*') &&
        !viewAsWithheldReads.has(`GET ${route.url}`),
    );
    expect(reads.length).toBeGreaterThan(30);
    const written: string[] = [];
    for (const route of reads) {
      const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'resultId' ? (ids.samResult ?? '') : randomUUID(),
      );
      counting?.reset();
      // Some answer PDFs or FHIR files: read as bytes.
      await (
        await fetch(`${server.url}${path}`, {
          headers: { authorization: `Bearer ${view.token}`, ...view.headers },
        })
      ).arrayBuffer();
      const writes = (counting?.statements() ?? []).filter((sql) =>
        /^(BEGIN; )?(INSERT|UPDATE|DELETE|WITH\b.*\b(INSERT|UPDATE|DELETE)\b)/i.test(sql),
      );
      written.push(...writes.map((sql) => `${route.url}: ${sql.slice(0, 60)}`));
    }
    const ofTheView = /INSERT INTO (staff_audit|result_views)|UPDATE sessions SET last_seen_at/;
    expect(written.filter((line) => !ofTheView.test(line))).toEqual([]);
  });

  it("never reaches another customer: the view is the one customer's, and only its own session's", async () => {
    const opened = await start('support', ids.sam ?? '');
    const view = asViewer(opened.body.data.id);
    const jordans = await api.get(`/api/restify/result-documents/${ids.jordanResult}`, view);
    expect(jordans.status).toBe(404);
    // Another staff member's session cannot use support's view; a customer's or a partner's is answered as
    // themselves, header or not.
    for (const persona of ['admin', 'lab']) {
      const borrowed = await api.get<{ message: string }>(
        '/api/restify/profile',
        asViewer(opened.body.data.id, tokens[persona]),
      );
      expect([persona, borrowed.status, borrowed.body.message]).toEqual([persona, 403, viewAsMessages.ended]);
    }
    for (const persona of ['jordan', 'jamie']) {
      const own = await api.get<{ data: { attributes: { email: string } } }>(
        '/api/restify/profile',
        asViewer(opened.body.data.id, tokens[persona]),
      );
      expect([persona, own.status, own.body.data.attributes.email]).toEqual([
        persona,
        200,
        `${persona}@example.com`,
      ]);
      const change = await api.request('POST', '/api/restify/profile', {
        ...asViewer(opened.body.data.id, tokens[persona]),
        body: {},
      });
      expect(change.status, persona).not.toBe(403);
    }
    const made = await api.get<{ message: string }>('/api/restify/profile', asViewer(randomUUID()));
    expect([made.status, made.body.message]).toEqual([403, viewAsMessages.ended]);
    const garbled = await api.get<{ message: string }>('/api/restify/profile', asViewer('not-a-grant'));
    expect(garbled.status).toBe(403);
    // Opening a view of another customer ends the first: one view at a time.
    const other = await start('support', ids.jordan ?? '');
    expect(other.body.data.customer_name).not.toBe('Sam Whitaker');
    expect((await api.get('/api/restify/profile', view)).status).toBe(403);
    const jordanProfile = await api.get<{ data: { attributes: { email: string } } }>(
      '/api/restify/profile',
      asViewer(other.body.data.id),
    );
    expect(jordanProfile.body.data.attributes.email).toBe('jordan@example.com');
  });

  it('ends when support ends it, after 15 minutes, and with the staff session', async () => {
    const ended = await start('support', ids.sam ?? '');
    const endAnswer = await api.post(
      `/api/staff/customers/${ids.sam}/view-as/end`,
      {},
      asViewer(ended.body.data.id),
    );
    expect(endAnswer.status).toBe(200);
    const afterEnd = await api.get<{ message: string }>('/api/restify/profile', asViewer(ended.body.data.id));
    expect([afterEnd.status, afterEnd.body.message]).toEqual([403, viewAsMessages.ended]);

    const expired = await start('support', ids.sam ?? '');
    await server.db.query(
      `UPDATE view_as_grants SET started_at = started_at - interval '16 minutes',
              expires_at = expires_at - interval '16 minutes' WHERE id = $1`,
      [expired.body.data.id],
    );
    const afterExpiry = await api.get<{ message: string }>(
      '/api/restify/profile',
      asViewer(expired.body.data.id),
    );
    expect([afterExpiry.status, afterExpiry.body.message]).toEqual([403, viewAsMessages.ended]);

    // A second sign-in of support, with an authenticator step none of this file's codes has used.
    shift += 60_000;
    const session = await signInStaffAgain(server.url, 'support@example.com', now);
    const signedOut = await api.post<Grant>(
      `/api/staff/customers/${ids.sam}/view-as`,
      { one_time_password: await nextCode('support@example.com') },
      { token: session },
    );
    expect((await api.get('/api/restify/profile', asViewer(signedOut.body.data.id, session))).status).toBe(
      200,
    );
    expect((await api.post('/api/logout', {}, { token: session })).status).toBe(200);
    const afterSignOut = await api.get('/api/restify/profile', asViewer(signedOut.body.data.id, session));
    expect(afterSignOut.status).toBe(401);
    const record = await server.db.query<{ ended_at: Date | null }>(
      'SELECT ended_at FROM view_as_grants WHERE id = $1',
      [signedOut.body.data.id],
    );
    expect(record.rows[0]?.ended_at).not.toBeNull();
  });

  it('is opened by support and admins only, with a fresh authenticator code', async () => {
    for (const persona of ['lab', 'clinician']) {
      const refused = await start(persona, ids.sam ?? '');
      expect([persona, refused.status]).toEqual([persona, 403]);
    }
    for (const persona of ['sam', 'jamie', 'jordan']) {
      const refused = await api.post<{ message: string }>(
        `/api/staff/customers/${ids.sam}/view-as`,
        { one_time_password: '123456' },
        { token: tokens[persona] },
      );
      expect([persona, refused.status, refused.body.message]).toEqual([persona, 403, authMessages.forbidden]);
    }
    const wrong = await start('support', ids.sam ?? '', '000000');
    expect(wrong.status).toBe(422);
    const code = await nextCode('support@example.com');
    expect((await start('support', ids.sam ?? '', code)).status).toBe(200);
    // A code opens one view: seen over a shoulder, it opens nothing more.
    expect((await start('support', ids.sam ?? '', code)).status).toBe(422);
    expect((await start('support', randomUUID())).status).toBe(404);
    expect((await start('admin', ids.sam ?? '')).status).toBe(200);
  });

  it("writes each read to the staff audit as the staff member's read of the customer, and the opening as an action", async () => {
    const opened = await start('support', ids.sam ?? '');
    const grantId = opened.body.data.id;
    const view = asViewer(grantId);
    await api.get('/api/restify/orders', view);
    await api.get('/api/restify/items', view);
    await api.get(`/api/restify/result-documents/${ids.samResult}`, view);
    const support = await server.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'support@example.com'`,
    );
    const rows = await auditOf(grantId);
    expect(rows.map((row) => row.action)).toEqual([
      '/api/restify/orders',
      '/api/restify/items',
      '/api/restify/result-documents/:resultId',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        staff_user_id: support.rows[0]?.id,
        staff_role: 'support',
        kind: 'read',
        client_id: ids.sam,
      });
    }
    const opening = await server.db.query<{ kind: string; client_id: string; detail: { body: unknown } }>(
      `SELECT kind, client_id, detail FROM staff_audit WHERE action = '/api/staff/customers/:clientId/view-as'
        ORDER BY at DESC, id LIMIT 1`,
    );
    expect(opening.rows[0]).toMatchObject({ kind: 'action', client_id: ids.sam });
    expect(JSON.stringify(opening.rows[0]?.detail)).not.toContain('one_time_password');
    // A refused read is not a read: nothing was shown.
    const refused = await api.get(`/api/restify/result-documents/${ids.jordanResult}`, view);
    expect(refused.status).toBe(404);
    expect((await auditOf(grantId)).length).toBe(3);
  });

  it('shows the customer "Fathom staff (support)" among who has seen their results, and never their own read', async () => {
    const opened = await start('support', ids.sam ?? '');
    const viewedAt = now();
    await api.get(`/api/restify/result-documents/${ids.samResult}`, asViewer(opened.body.data.id));
    const views = await api.get<{
      data: { viewer: string; viewer_staff_role: string | null; viewed_at: string }[];
    }>('/api/restify/result-views', { token: tokens.sam });
    const staffReads = views.body.data.filter(
      (view) => view.viewer === 'staff' && Date.parse(view.viewed_at) >= viewedAt.getTime(),
    );
    expect(staffReads).toEqual([expect.objectContaining({ viewer_staff_role: 'support' })]);
    const ownReads = views.body.data.filter(
      (view) => view.viewer === 'owner' && Date.parse(view.viewed_at) >= viewedAt.getTime(),
    );
    expect(ownReads).toEqual([]);
  });
});
