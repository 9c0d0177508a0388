import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

describe('maintenance mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MAINTENANCE: 'on' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every API route with 503 and the maintenance message', async () => {
    for (const [method, path] of [
      ['POST', '/api/login'],
      ['GET', '/api/restify/profile'],
      ['GET', '/api/no-such-route'],
      ['GET', '/api/openapi.json'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { accept: 'application/vnd.api+json', 'content-type': 'application/json' },
        body:
          method === 'POST'
            ? JSON.stringify({ email: 'sam@example.com', password: 'Fathom-demo-1' })
            : undefined,
      });
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({
        code: 'under_maintenance',
        message: 'Sorry, we are currently down for maintenance. Please check back soon.',
        maintenance: true,
      });
    }
  });

  it('keeps the health checks answering for the load balancer', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});

describe('outside maintenance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MAINTENANCE: 'off' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the API normally', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
  });
});
