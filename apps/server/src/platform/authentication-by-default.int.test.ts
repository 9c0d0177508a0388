import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../test/checkout-requests';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('authentication on by default for the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      beforeListen(app) {
        // A route that forgot its guard: the platform refuses a visitor all the same.
        app.get('/api/test/unguarded', async () => ({ data: 'reached' }));
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, token?: string) =>
    fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses a visitor on a route that is not public, though the route itself asks nothing', async () => {
    const visitor = await get('/api/test/unguarded');
    expect([visitor.status, await visitor.json()]).toEqual([
      401,
      { code: 'unauthenticated', message: 'Unauthenticated.' },
    ]);
    const unknownToken = await get('/api/test/unguarded', 'not-a-session');
    expect(unknownToken.status).toBe(401);
    const signedIn = await get('/api/test/unguarded', await signInToken(server, 'sam@example.com'));
    expect([signedIn.status, await signedIn.json()]).toEqual([200, { data: 'reached' }]);
  });

  it('lets a visitor reach the public routes, and an unknown path answer 404', async () => {
    expect((await get('/api/checkouts')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    const unknown = await get('/api/no/such/route');
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { code: 'not_found', message: 'Not found.' },
    ]);
  });
});
