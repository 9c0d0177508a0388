import { authMessages } from '@fathom/contract/auth';
import type { ListMeta } from '@fathom/contract/common';
import type { AuditResponse, StaffMembersResponse } from '@fathom/contract/staff-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn, signInStaffAgain } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { hashToken } from '../../platform/tokens';
import { generateTotp } from '../auth/totp';
import { listStaffAudit } from './staff-audit-repository';

interface MemberBody {
  data: { id: string; email: string; staff_role: string; status: string; two_factor_configured: boolean };
}

describeOnDatabase("the console's staff, roles and audit", (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['admin', 'support', 'lab', 'sam']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const invite = (email: string, staffRole: string) =>
    api.post<MemberBody>(
      '/api/staff/members',
      { email, first_name: 'Ines', last_name: 'Moreau', staff_role: staffRole },
      { token: tokens.admin },
    );

  /** The invited member chooses a password from the link emailed to them, then signs in (no second factor yet). */
  async function acceptInvitation(email: string): Promise<string> {
    await server.drainOutbox();
    const mailbox = await api.get<{ data: { subject: string; text: string }[] }>(
      `/api/staff/sandbox-mailbox?to=${encodeURIComponent(email)}`,
      { token: tokens.support },
    );
    const invitation = mailbox.body.data[0];
    expect(invitation?.subject).toBe('You are invited to the Fathom console');
    const link = new URL(
      /https?:\/\/\S+\/password\/reset\?\S+/.exec(invitation?.text ?? '')?.[0] ?? 'http://x',
    );
    const chosen = await api.post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email,
      password: 'A-long-staff-passphrase-1',
      password_confirmation: 'A-long-staff-passphrase-1',
    });
    expect(chosen.status).toBe(200);
    const login = await api.post<{ data: { token: string } }>('/api/login', {
      email,
      password: 'A-long-staff-passphrase-1',
    });
    expect(login.status).toBe(200);
    return login.body.data.token;
  }

  it('adds a staff member who chooses a password from an email, then must set up two-factor sign-in before anything', async () => {
    const added = await invite('ines.moreau@clinic.example', 'support');
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      staff_role: 'support',
      status: 'invited',
      two_factor_configured: false,
    });
    expect((await invite('INES.MOREAU@clinic.example', 'lab')).status).toBe(422);

    const token = await acceptInvitation('ines.moreau@clinic.example');
    const me = await api.get<{ data: { staff_role: string; two_factor_configured: boolean } }>(
      '/api/staff/me',
      {
        token,
      },
    );
    expect(me.body.data).toMatchObject({ staff_role: 'support', two_factor_configured: false });
    const refused = await api.get<{ message: string }>('/api/staff/orders/unpaid', { token });
    expect([refused.status, refused.body.message]).toEqual([403, authMessages.staffTwoFactorRequired]);

    // The customers' two-factor set-up serves staff too.
    const setup = await api.get<{ data: { secret: string } }>('/api/restify/users/two-factor-setup', {
      token,
    });
    const { secret } = setup.body.data;
    const enabled = await api.post(
      '/api/restify/users/actions?action=enable-two-factor-auth',
      {
        secret,
        password: 'A-long-staff-passphrase-1',
        one_time_password: await generateTotp(secret, new Date()),
      },
      { token },
    );
    expect(enabled.status).toBe(200);
    expect((await api.get('/api/staff/orders/unpaid', { token })).status).toBe(200);
    expect((await api.get('/api/staff/jobs/failed', { token })).status).toBe(403);
    // Staff keep it on.
    const disabled = await api.post<{ message: string }>(
      '/api/restify/users/actions?action=disable-two-factor-auth',
      { one_time_password: await generateTotp(secret, new Date(Date.now() + 30_000)) },
      { token },
    );
    expect([disabled.status, disabled.body.message]).toEqual([403, authMessages.staffTwoFactorKept]);
  });

  it('suspends a staff member, ending their sessions at once, and lets them back when reinstated', async () => {
    const added = await invite('theo.varga@clinic.example', 'lab');
    const token = await acceptInvitation('theo.varga@clinic.example');
    expect((await api.get('/api/staff/me', { token })).status).toBe(200);

    const suspended = await api.post<MemberBody>(
      `/api/staff/members/${added.body.data.id}/suspend`,
      {},
      {
        token: tokens.admin,
      },
    );
    expect(suspended.body.data.status).toBe('suspended');
    expect((await api.get('/api/staff/me', { token })).status).toBe(401);
    const again = await api.post('/api/login', {
      email: 'theo.varga@clinic.example',
      password: 'A-long-staff-passphrase-1',
    });
    expect(again.status).toBe(422);

    const reinstated = await api.post<MemberBody>(
      `/api/staff/members/${added.body.data.id}/reinstate`,
      {},
      {
        token: tokens.admin,
      },
    );
    expect(reinstated.body.data.status).toBe('active');
    expect(
      (
        await api.post('/api/login', {
          email: 'theo.varga@clinic.example',
          password: 'A-long-staff-passphrase-1',
        })
      ).status,
    ).toBe(200);
  });

  it("changes a staff member's role, which changes at once what they may do; the last admin stays one", async () => {
    const lab = await api.get<{ data: { id: string } }>('/api/staff/me', { token: tokens.lab });
    const labToken = await signInStaffAgain(server.url, 'lab@example.com');
    expect((await api.get('/api/staff/orders/unpaid', { token: labToken })).status).toBe(403);
    const changed = await api.post<MemberBody>(
      `/api/staff/members/${lab.body.data.id}/role`,
      { staff_role: 'support' },
      { token: tokens.admin },
    );
    expect(changed.body.data.staff_role).toBe('support');
    expect((await api.get('/api/staff/orders/unpaid', { token: labToken })).status).toBe(200);
    expect((await api.get('/api/staff/items?email=sam%40example.com', { token: labToken })).status).toBe(403);
    await api.post(
      `/api/staff/members/${lab.body.data.id}/role`,
      { staff_role: 'lab' },
      { token: tokens.admin },
    );

    const admin = await api.get<{ data: { id: string } }>('/api/staff/me', { token: tokens.admin });
    const demoted = await api.post(
      `/api/staff/members/${admin.body.data.id}/role`,
      { staff_role: 'lab' },
      { token: tokens.admin },
    );
    expect(demoted.status).toBe(409);
    expect(
      (await api.post(`/api/staff/members/${admin.body.data.id}/suspend`, {}, { token: tokens.admin }))
        .status,
    ).toBe(409);
  });

  it('lists staff a page at a time, sorted and filtered', async () => {
    const list = (query: string) =>
      api.get<StaffMembersResponse>(`/api/staff/members?${query}`, { token: tokens.admin });
    const all = await list('sort=email&per_page=2');
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(all.body.meta.total).toBeGreaterThanOrEqual(4);
    expect(all.body.data.map((member) => member.email)).toEqual([
      'admin@example.com',
      'clinician@example.com',
    ]);
    const second = await list('sort=email&per_page=2&page=2');
    expect(second.body.data[0]?.email).not.toBe('admin@example.com');
    const clinicians = await list('staff_role=clinician');
    expect(clinicians.body.data.map((member) => member.email)).toEqual(['clinician@example.com']);
    const byName = await list('q=lindqvist');
    expect(byName.body.data.map((member) => member.email)).toEqual(['admin@example.com']);
  });

  it('writes staff actions and reads of a customer to the audit, which admins filter by staff, customer, action and day', async () => {
    const items = await api.get<{ data: { id: string; category: string }[] }>(
      '/api/staff/items?email=sam%40example.com',
      { token: tokens.lab },
    );
    const analysis = items.body.data.find((item) => item.category === 'analysis');
    expect((await api.get(`/api/staff/items/${analysis?.id}`, { token: tokens.lab })).status).toBe(200);
    const client = await server.db.query<{ client_id: string }>(
      "SELECT client_id FROM users WHERE email = 'sam@example.com'",
    );
    const samClient = client.rows[0]?.client_id ?? '';

    const audit = (query: string) =>
      api.get<AuditResponse>(`/api/staff/audit?${query}`, { token: tokens.admin });
    const bySam = await audit('client=sam%40example.com&staff=lab%40example.com');
    expect(bySam.status).toBe(200);
    expect(bySam.body.data[0]).toMatchObject({
      kind: 'read',
      action: '/api/staff/items/:itemId',
      staff_email: 'lab@example.com',
      staff_role: 'lab',
      client_id: samClient,
      client_email: 'sam@example.com',
      item_id: analysis?.id,
    });
    const actions = await audit('kind=action&action=%2Fmembers&per_page=1');
    expect(actions.body.meta.per_page).toBe(1);
    expect(actions.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(actions.body.data[0]?.staff_email).toBe('admin@example.com');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`from=${tomorrow}`)).body.meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}&client=${samClient}`)).body.meta.total).toBeGreaterThan(0);
    expect((await api.get('/api/staff/audit', { token: tokens.support })).status).toBe(403);
    // A log of millions is counted only so far past the page, and says so.
    const all = (await audit('per_page=1')).body.meta;
    expect([all.total_at_least, all.total]).toEqual([undefined, expect.any(Number)]);
    const counted = await listStaffAudit(server.db, { newestFirst: true, limit: 1, offset: 1, countUpTo: 2 });
    expect([counted.rows.length, counted.total, counted.totalAtLeast]).toEqual([1, 2, true]);
    const whole = await listStaffAudit(server.db, {
      newestFirst: true,
      limit: 1,
      offset: 0,
      countUpTo: all.total + 1,
    });
    expect([whole.total, whole.totalAtLeast]).toEqual([all.total, false]);
  });

  it('lets support find a customer by name, email, order number or kit id, and read their record without result values', async () => {
    const find = (q: string) =>
      api.get<{ data: { client_id: string; email: string }[]; meta: { total: number } }>(
        `/api/staff/customers?q=${encodeURIComponent(q)}`,
        { token: tokens.support },
      );
    const byName = await find('whitaker');
    expect(byName.body.data.map((customer) => customer.email)).toEqual(['sam@example.com']);
    const samClient = byName.body.data[0]?.client_id ?? '';
    const kit = await server.db.query<{ po_number: string; kit_identifier: string }>(
      'SELECT po_number, kit_identifier FROM items WHERE client_id = $1 AND kit_identifier IS NOT NULL LIMIT 1',
      [samClient],
    );
    const { po_number, kit_identifier } = kit.rows[0] ?? { po_number: '', kit_identifier: '' };
    expect((await find(po_number)).body.data.map((customer) => customer.client_id)).toEqual([samClient]);
    expect(
      (await find(kit_identifier.toLowerCase())).body.data.map((customer) => customer.client_id),
    ).toEqual([samClient]);
    expect((await find('SAM@EXAMPLE')).body.meta.total).toBe(1);
    expect((await find('nobody-at-all')).body.meta.total).toBe(0);

    const record = await api.get<{
      data: { storage: { vials: number; storage_status: string }[] };
    }>(`/api/staff/customers/${samClient}`, { token: tokens.support });
    expect(record.status).toBe(200);
    // Orders and kits are lists of their own, a page at a time, newest first.
    const asSupport = { token: tokens.support };
    const orders = await api.get<{ data: { po_number: string; created_at: string }[]; meta: ListMeta }>(
      `/api/staff/customers/${samClient}/orders?per_page=1`,
      asSupport,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.data).toHaveLength(1);
    expect(orders.body.meta.total).toBeGreaterThan(1);
    const second = await api.get<{ data: { po_number: string; created_at: string }[] }>(
      `/api/staff/customers/${samClient}/orders?per_page=1&page=2`,
      asSupport,
    );
    expect(second.body.data[0]?.po_number).not.toBe(orders.body.data[0]?.po_number);
    expect(Date.parse(second.body.data[0]?.created_at ?? '')).toBeLessThanOrEqual(
      Date.parse(orders.body.data[0]?.created_at ?? ''),
    );
    const kits = await api.get<{ data: { category: string; result_state: string }[]; meta: ListMeta }>(
      `/api/staff/customers/${samClient}/kits`,
      asSupport,
    );
    expect(
      kits.body.data.filter((kit) => kit.category === 'analysis').map((kit) => kit.result_state),
    ).toContain('released');
    expect(kits.body.meta.total).toBe(kits.body.data.length);
    expect(JSON.stringify(kits.body)).not.toMatch(/total_count|concentration|motility/);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`/api/staff/customers/${unknown}/orders`, asSupport)).status).toBe(404);
    expect((await api.get(`/api/staff/customers/${samClient}/kits`, { token: tokens.lab })).status).toBe(403);
    // Worded as sam's own storage page words it.
    expect(record.body.data.storage[0]).toMatchObject({ vials: 4, storage_status: 'Stored' });
    expect(JSON.stringify(record.body)).not.toMatch(/total_count|concentration|motility/);
    const audit = await server.db.query<{ kind: string; staff_role: string }>(
      `SELECT kind, staff_role FROM staff_audit WHERE client_id = $1 AND action = '/api/staff/customers/:clientId'`,
      [samClient],
    );
    expect(audit.rows).toEqual([{ kind: 'read', staff_role: 'support' }]);
    expect((await api.get(`/api/staff/customers/${samClient}`, { token: tokens.lab })).status).toBe(403);
  });

  it("shows a staff member's read of the customer's results to the customer as Fathom staff, with the role", async () => {
    const items = await api.get<{ data: { id: string; category: string }[] }>(
      '/api/staff/items?email=sam%40example.com',
      { token: tokens.lab },
    );
    const analysis = items.body.data.find((item) => item.category === 'analysis');
    await api.get(`/api/staff/items/${analysis?.id}`, { token: tokens.lab });
    const views = await api.get<{ data: { viewer: string; viewer_staff_role: string | null }[] }>(
      '/api/restify/result-views',
      { token: tokens.sam },
    );
    expect(views.body.data.find((view) => view.viewer === 'staff')).toMatchObject({
      viewer_staff_role: 'lab',
    });
  });
});

describeOnDatabase('staff sessions end sooner', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const idleFor = async (token: string, minutes: number) =>
    server.db.query(
      `UPDATE sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE token_hash = $1`,
      [hashToken(token), minutes],
    );

  describe('after minutes without a request', () => {
    it("end a staff session after 15 idle minutes, and a customer's after 30", async () => {
      const api = new ApiClient(server.url);
      const staff = await signInStaffAgain(server.url, 'support@example.com');
      await idleFor(staff, 14);
      expect((await api.get('/api/staff/me', { token: staff })).status).toBe(200);
      const idle = await signInStaffAgain(server.url, 'support@example.com');
      await idleFor(idle, 16);
      expect((await api.get('/api/staff/me', { token: idle })).status).toBe(401);

      const sam = await api.post<{ data: { token: string } }>('/api/login', {
        email: 'sam@example.com',
        password: demoPassword,
      });
      await idleFor(sam.body.data.token, 16);
      expect((await api.get('/api/restify/profile', { token: sam.body.data.token })).status).toBe(200);
    });
  });
});
