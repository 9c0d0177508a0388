import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../src/http/route-catalogue';
import { orderRequest, placeOrder, signInToken } from '../checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../test-server';
import { isStaffRoute, partnerRoutes } from './access-policy';

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const message = 'Text must not contain control characters.';

describeOnDatabase('control characters in text', (database) => {
  let server: TestServer;
  let document: { paths: Record<string, Record<string, OpenApiOperation>> };
  beforeAll(async () => {
    server = await startTestServer({ database });
    document = server.app.swagger() as typeof document;
  });
  afterAll(async () => server?.close());

  async function send(method: string, path: string, body: unknown, token?: string) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; errors?: object } };
  }

  it('refuses a NUL byte in a field of an otherwise good order with 422 naming the field, and writes nothing', async () => {
    const request = orderRequest();
    const answer = await placeOrder(server, {
      ...request,
      account_details: { ...request.account_details, first_name: 'Ro\u0000bin' },
    });
    expect(answer).toEqual({
      status: 422,
      body: { code: 'invalid', message, errors: { 'account_details.first_name': [message] } },
    });
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [request.account_details.email],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses other control characters too, and keeps tabs and line breaks', async () => {
    const token = await signInToken(server, 'drew@example.com');
    for (const bad of ['a\u0007b', 'a\u001bb', 'a\u007fb']) {
      const answer = await send('POST', '/api/restify/profile', { preferred_first_name: bad }, token);
      expect(answer.status, JSON.stringify(bad)).toBe(422);
    }
    const fine = await send('POST', '/api/restify/profile', { preferred_first_name: 'Dee' }, token);
    expect(fine.status).toBe(200);
  });

  it('refuses a NUL byte in a query string and in a path segment', async () => {
    const token = await signInToken(server, 'drew@example.com');
    const query = await fetch(`${server.url}/api/restify/items?filter%5Bstatus%5D=a%00b`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.status).toBe(422);
    const path = await fetch(`${server.url}/api/kit-registrations/verify-item/a%00b`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(path.status).toBeGreaterThanOrEqual(400);
    expect(path.status).toBeLessThan(500);
  });

  it('answers every route that takes a body with a 4xx, never a 500, when each of its fields holds a NUL byte', async () => {
    const routes = routesOf(server.app).filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'GET' && !route.url.includes('*'),
    );
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      if (route === 'POST /api/logout') continue;
      const persona = isStaffRoute(route) ? 'lab' : partnerRoutes.has(route) ? 'jamie' : 'drew';
      const token = await signInToken(server, `${persona}@example.com`);
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
      const fields = Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      );
      const body = Object.fromEntries(fields.map((field) => [field, 'x\u0000y']));
      const path = url.replace(/:(\w+)/g, 'x');
      const answer = await send(method, path, body, token);
      if (answer.status >= 500) failures.push(`${route} answered ${answer.status}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
