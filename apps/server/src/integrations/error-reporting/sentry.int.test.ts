import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { HttpError } from '../../http/errors';
import { startFakeSentryServer } from './testing/fake-sentry-server';

const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';

describe('reporting server failures to Sentry (SENTRY_DSN)', () => {
  let sentry: Awaited<ReturnType<typeof startFakeSentryServer>>;
  let server: TestServer;
  beforeAll(async () => {
    sentry = await startFakeSentryServer();
    server = await startTestServer({
      seed: false,
      env: { SENTRY_DSN: sentry.dsn },
      publicTestRoutes: ['GET /api/test-failures/:orderId', 'GET /api/test-refusals'],
      beforeListen: (app) => {
        app.get('/api/test-failures/:orderId', async () => {
          throw new Error(`Could not settle the order of sam@example.com, session ${token}`);
        });
        app.get('/api/test-refusals', async () => {
          throw new HttpError(422, 'The email sam@example.com is not valid.');
        });
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await sentry?.close();
  });

  it('reports a 500 with its route, and no email, token, cookie, header or query string', async () => {
    const response = await fetch(
      `${server.url}/api/test-failures/7f9c2a4e-1b7d-4c1e-9a51-3c1f0a5b2d77?email=sam%40example.com&token=${token}`,
      { headers: { authorization: `Bearer ${token}`, cookie: `fathom_session=${token}` } },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'server_error',
      message: 'A server error occurred during request execution',
    });

    await vi.waitFor(() => expect(sentry.received).toHaveLength(1), { timeout: 5_000 });
    const [envelope] = sentry.received;
    expect(envelope?.url).toMatch(/^\/api\/4507\/envelope\/\?.*sentry_key=publickey/);
    const [event] = envelope?.events ?? [];
    expect(event).toMatchObject({
      level: 'error',
      platform: 'node',
      environment: 'production',
      transaction: 'GET /api/test-failures/:orderId',
      tags: { method: 'GET', route: '/api/test-failures/:orderId', status: 500 },
      exception: {
        values: [
          expect.objectContaining({
            type: 'Error',
            value: 'Could not settle the order of [email], session [token]',
            stacktrace: expect.objectContaining({ frames: expect.any(Array) }),
          }),
        ],
      },
    });
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('breadcrumbs');
    expect(envelope?.body).not.toContain('sam@example.com');
    expect(envelope?.body).not.toContain('sam%40example.com');
    expect(envelope?.body).not.toContain(token);
    expect(envelope?.body).not.toContain('7f9c2a4e-1b7d-4c1e-9a51-3c1f0a5b2d77');
  });

  it('leaves refusals of bad input (4xx) to the answer alone', async () => {
    const before = sentry.received.length;
    expect((await fetch(`${server.url}/api/test-refusals`)).status).toBe(422);
    expect((await fetch(`${server.url}/api/no-such-route`)).status).toBe(404);
    await server.app.close();
    expect(sentry.received).toHaveLength(before);
  });
});
