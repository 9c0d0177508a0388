import { randomUUID } from 'node:crypto';
import { authMessages } from '@fathom/contract/auth';
import { staffRoleMay, staffRoles } from '@fathom/domain/staff-roles';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../src/http/route-catalogue';
import { kitSessionRoutes } from '../../src/platform/authenticate';
import { publicRoutes } from '../../src/platform/public-routes';
import { hashToken } from '../../src/platform/tokens';
import { orderRequest, placeOrder, signInToken } from '../checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../test-server';
import {
  isStaffRoute,
  kitSessionOnlyRoutes,
  operatorRoutes,
  partnerRoutes,
  partnerViewRoutes,
  pendingTwoFactorRoutes,
  staffRoutesOutsideTheAudit,
  staffRouteWork,
} from './access-policy';

const metricsToken = 'access-matrix-metrics-token-0123456789abcdef';

describeOnDatabase('access matrix of every API route', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const sam: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database, env: { METRICS_TOKEN: metricsToken } });
    for (const persona of ['sam', 'drew', 'jamie', 'alex', ...staffRoles]) {
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
    }
    // A staff account that has not set up two-factor sign-in yet (the demo password's hash, as the seed wrote it).
    await server.db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, staff_role)
       SELECT $1, 'new.admin@clinic.example', password_hash, 'New', 'Admin', 'staff', 'admin'
         FROM users WHERE email = 'admin@example.com'`,
      [randomUUID()],
    );
    tokens.noTwoFactor = await signInToken(server, 'new.admin@clinic.example');
    const expired = await signInToken(server, 'sam@example.com');
    await server.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 hour' WHERE token_hash = $1",
      [hashToken(expired)],
    );
    tokens.expired = expired;
    // Taylor's kit is not registered yet: its code and his date of birth open a limited session.
    const kit = await fetch(`${server.url}/api/kit-registrations/verify-client-dob/FK-TAYLOR-0001`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date_of_birth: '1988-09-30' }),
    });
    tokens.kit = ((await kit.json()) as { data: { token: string } }).data.token;
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
      }),
      randomUUID(),
      { authorization: `Bearer ${tokens.sam}` },
    );
    const ids = await server.db.query<{
      client_id: string;
      number: string;
      item_id: string;
      vial_id: string;
    }>(
      `SELECT c.id AS client_id, c.number, i.id AS item_id, v.id AS vial_id
         FROM users u JOIN clients c ON c.id = u.client_id
         JOIN items i ON i.client_id = c.id AND i.category = 'cryogenic'
         JOIN vials v ON v.item_id = i.id
        WHERE u.email = 'sam@example.com' LIMIT 1`,
    );
    const row = ids.rows[0];
    if (!row) throw new Error('sam has no stored vials');
    const result = await server.db.query<{ id: string }>(
      'SELECT id FROM result_documents WHERE client_id = $1 AND ready_at IS NOT NULL LIMIT 1',
      [row.client_id],
    );
    Object.assign(sam, {
      id: row.client_id,
      clientId: row.client_id,
      number: row.number,
      itemId: row.item_id,
      vialId: row.vial_id,
      orderId: placed.body.data.order_id,
      poNumber: placed.body.data.po_number,
      withdrawalId: randomUUID(),
      resultId: result.rows[0]?.id ?? randomUUID(),
      step: '6',
    });
  });
  afterAll(async () => server?.close());

  const apiRoutes = () =>
    routesOf(server.app)
      .filter((route) => route.url.startsWith('/api/') && !route.url.includes('*'))
      .map((route) => `${route.method} ${route.url}`);
  /** The route with sam's own ids in its parameters. */
  const pathOf = (route: string) =>
    (route.split(' ')[1] ?? '').replace(/:(\w+)/g, (_match, name: string) => sam[name] ?? randomUUID());
  const call = async (route: string, token?: string) => {
    const method = route.split(' ')[0] ?? 'GET';
    const response = await fetch(`${server.url}${pathOf(route)}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      body: method === 'GET' ? undefined : '{}',
    });
    return { status: response.status, text: await response.text() };
  };
  const protectedRoutes = () => apiRoutes().filter((route) => !publicRoutes.has(route));

  it('covers every route the server registers', () => {
    expect(apiRoutes().length).toBeGreaterThan(40);
    expect(protectedRoutes()).toContain('GET /api/cryogenics');
  });

  it("answers 401 on the operator's routes to a visitor and to every session, staff's too; 200 to their token", async () => {
    const registered = routesOf(server.app).map((route) => `${route.method} ${route.url}`);
    for (const route of operatorRoutes) {
      expect(registered, route).toContain(route);
      expect((await call(route)).status, `${route} without a token`).toBe(401);
      for (const persona of ['sam', 'jamie', 'lab', 'kit']) {
        expect((await call(route, tokens[persona])).status, `${route} as ${persona}`).toBe(401);
      }
      expect((await call(route, metricsToken)).status, `${route} with its token`).toBe(200);
    }
  });

  it('answers 401 to a visitor and to an expired session on every protected route', async () => {
    for (const route of protectedRoutes()) {
      expect((await call(route)).status, `${route} without a token`).toBe(401);
      expect((await call(route, tokens.expired)).status, `${route} with an expired session`).toBe(401);
    }
  });

  it('answers 428 to a sign-in still waiting for its one-time password', async () => {
    for (const route of protectedRoutes().filter((route) => !pendingTwoFactorRoutes.has(route))) {
      expect((await call(route, tokens.alex)).status, route).toBe(428);
    }
  });

  it('refuses staff routes to customers and partners, and partner routes to customers', async () => {
    for (const route of protectedRoutes().filter(isStaffRoute)) {
      for (const persona of ['sam', 'drew', 'jamie']) {
        expect((await call(route, tokens[persona])).status, `${route} as ${persona}`).toBe(403);
      }
    }
    for (const route of partnerRoutes) {
      for (const persona of ['sam', 'drew', 'lab']) {
        expect((await call(route, tokens[persona])).status, `${route} as ${persona}`).toBe(403);
      }
    }
  });

  it('classifies every staff route by the work it belongs to', () => {
    const registered = protectedRoutes().filter(isStaffRoute).sort();
    expect(registered).toEqual(Object.keys(staffRouteWork).sort());
  });

  it('refuses every staff route to the staff roles whose work it is not, and lets the others through', async () => {
    for (const route of protectedRoutes().filter(isStaffRoute)) {
      const work = staffRouteWork[route];
      for (const role of staffRoles) {
        const status = (await call(route, tokens[role])).status;
        const allowed = work === 'any' || (work !== undefined && staffRoleMay(role, work));
        if (allowed) expect([401, 403, 428, 500], `${route} as ${role}: ${status}`).not.toContain(status);
        else expect(status, `${route} as ${role}`).toBe(403);
      }
    }
  });

  it('sends a staff account without two-factor sign-in to set it up: every staff route but its own details refuses it', async () => {
    for (const route of protectedRoutes().filter(isStaffRoute)) {
      const answer = await call(route, tokens.noTwoFactor);
      if (route === 'GET /api/staff/me') {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.text)).toMatchObject({ data: { two_factor_configured: false } });
      } else {
        expect([answer.status, JSON.parse(answer.text).message], route).toEqual([
          403,
          authMessages.staffTwoFactorRequired,
        ]);
      }
    }
  });

  it("writes every staff read of a customer's record to the audit, with the customer", async () => {
    const reads = protectedRoutes().filter(
      (route) => isStaffRoute(route) && route.startsWith('GET ') && !staffRoutesOutsideTheAudit.has(route),
    );
    expect(reads).toContain('GET /api/staff/items/:itemId');
    for (const route of reads) {
      const answer = await call(route, tokens.admin);
      if (answer.status !== 200) continue;
      const action = route.split(' ')[1];
      const { rows } = await server.db.query<{ kind: string; client_id: string | null; staff_role: string }>(
        `SELECT a.kind, a.client_id, a.staff_role FROM staff_audit a JOIN users u ON u.id = a.staff_user_id
          WHERE u.email = 'admin@example.com' AND a.action = $1 ORDER BY a.at DESC LIMIT 1`,
        [action],
      );
      expect(rows[0], route).toMatchObject({ kind: 'read', staff_role: 'admin' });
      if (/:(itemId|orderId|clientId)/.test(route)) expect(rows[0]?.client_id, route).toBe(sam.id);
    }
    const samReads = await server.db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM staff_audit WHERE client_id = $1 AND kind = 'read'",
      [sam.id],
    );
    expect(samReads.rows[0]?.total).toBeGreaterThanOrEqual(2);
  });

  it("answers 403 to a kit registration's limited session on every route but its kit's, public ones too", async () => {
    const reached = new Set([...kitSessionOnlyRoutes, 'POST /api/logout']);
    expect(kitSessionRoutes).toEqual(reached);
    const refused = apiRoutes().filter((route) => !reached.has(route) && !route.includes('/api/health'));
    expect(refused).toContain('POST /api/restify/profile');
    expect(refused).toContain('POST /api/login-2fa');
    for (const route of refused) {
      expect((await call(route, tokens.kit)).status, `${route} with a kit session`).toBe(403);
    }
    expect((await call('GET /api/kit-session', tokens.kit)).status).toBe(200);
    for (const route of kitSessionOnlyRoutes) {
      for (const persona of ['sam', 'jamie', 'lab']) {
        expect((await call(route, tokens[persona])).status, `${route} as ${persona}`).toBe(403);
      }
    }
  });

  it("refuses the partner every endpoint outside the partner's view, with the account holder's own ids", async () => {
    const outside = protectedRoutes().filter(
      (route) => !isStaffRoute(route) && !partnerViewRoutes.has(route),
    );
    expect(outside).toContain('GET /api/restify/items');
    for (const route of outside) {
      expect((await call(route, tokens.jamie)).status, `${route} as jamie`).toBe(403);
    }
  });

  it("never shows another customer sam's data, whatever the route and ids", async () => {
    const samMarks = ['sam@example.com', sam.number ?? '', 'Whitaker', sam.itemId ?? '', sam.vialId ?? ''];
    for (const route of protectedRoutes().filter((route) => !isStaffRoute(route))) {
      for (const persona of ['drew', 'lab']) {
        const answer = await call(route, tokens[persona]);
        expect(answer.status, `${route} as ${persona}`).toBeLessThan(500);
        if (persona === 'drew') {
          for (const mark of samMarks)
            expect(answer.text, `${route} as drew shows ${mark}`).not.toContain(mark);
        }
      }
    }
  });
});
