import { BODY_TOO_DEEP_MESSAGE } from '@fathom/domain/http-errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../src/http/route-catalogue';
import { orderRequest, signInToken } from '../checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../test-server';
import { isStaffRoute, partnerRoutes } from './access-policy';

const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describeOnDatabase('deeply nested request bodies', (database) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['drew', 'jamie', 'lab']) {
      tokens.set(persona, await signInToken(server, `${persona}@example.com`));
    }
  });
  afterAll(async () => server?.close());

  const tokenFor = (route: string) =>
    tokens.get(isStaffRoute(route) ? 'lab' : partnerRoutes.has(route) ? 'jamie' : 'drew') as string;

  async function send(method: string, path: string, body: string, token: string, type = 'application/json') {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': type, authorization: `Bearer ${token}`, 'api-key': 'fathom-web' },
      body,
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  }

  it('answers 400 with the catalogue message on every route that takes a body, for a 5,000-deep array', async () => {
    const routes = routesOf(server.app).filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'GET' && !route.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const { method, url } of routes) {
      const route = `${method} ${url}`;
      // It reads its body as raw text and refuses any body not signed by Stripe (400) before reading it.
      if (route === 'POST /api/webhooks/stripe') continue;
      const answer = await send(method, url.replace(/:(\w+)/g, 'x'), nestedArray(5_000), tokenFor(route));
      answers.push(`${route} ${answer.status} ${answer.body.message}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(` 400 ${BODY_TOO_DEEP_MESSAGE}`))).toEqual([]);
  }, 300_000);

  it('refuses 33 levels and lets 32 through, as JSON and as JSON:API, whatever the route then says', async () => {
    const token = tokenFor('POST /api/restify/profile');
    for (const type of ['application/json', 'application/vnd.api+json; charset=utf-8']) {
      const deeper = await send('POST', '/api/restify/profile', nestedArray(33), token, type);
      expect(deeper, type).toEqual({
        status: 400,
        body: { code: 'bad_request', message: BODY_TOO_DEEP_MESSAGE },
      });
      const deepest = await send(
        'POST',
        '/api/restify/profile',
        JSON.stringify({ preferred_first_name: JSON.parse(nestedArray(31)) }),
        token,
        type,
      );
      // Past the depth check, the profile's own validation answers: the body is not a name.
      expect(deepest.status, type).toBe(422);
    }
  });

  it('places no order from a deep body, however good the rest of it is', async () => {
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n;
    const before = await count();
    const request = orderRequest();
    const body = JSON.stringify({ ...request, extra: JSON.parse(nestedArray(40)) });
    const answer = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
