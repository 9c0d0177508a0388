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

  it('lets a SMART Health Link viewer on another site read that the portal is down, and no other site the rest', async () => {
    const fromViewer = { origin: 'https://viewer.example.org' };
    const preflight = await fetch(`${server.url}/api/shl/${'m'.repeat(43)}`, {
      method: 'OPTIONS',
      headers: {
        ...fromViewer,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    for (const [method, path] of [
      ['POST', `/api/shl/${'m'.repeat(43)}`],
      ['GET', `/api/shl-files/${'t'.repeat(43)}`],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { ...fromViewer, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ recipient: 'Austin Fertility Clinic' }) : undefined,
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-expose-headers'), path).toMatch(/retry-after/i);
      expect(response.headers.get('retry-after'), path).toBe('300');
      expect(await response.json()).toMatchObject({ code: 'under_maintenance', maintenance: true });
    }
    const portal = await fetch(`${server.url}/api/restify/profile`, { headers: fromViewer });
    expect(portal.status).toBe(503);
    expect(portal.headers.get('access-control-allow-origin')).toBeNull();
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
