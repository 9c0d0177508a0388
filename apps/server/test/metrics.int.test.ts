import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../src/http/route-catalogue';
import { signInToken } from './checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from './test-server';

const token = 'metrics-test-token-0123456789abcdef0123456789';

describeEachDatabase('GET /metrics', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => server?.close());

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.text();
  };

  it('serves Prometheus text: request durations by route template and status, never by id', async () => {
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/restify/items/00000000-0000-4000-8000-000000000001`);
    await fetch(`${server.url}/api/no-such-route-${Date.now()}`);
    const text = await scrape();
    expect(text).toContain('# TYPE fathom_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /fathom_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/restify/items/:itemId",status_code="401"');
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).not.toContain('no-such-route');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("counts the read cache's hits and misses as they grow", async () => {
    const sam = await signInToken(server, 'sam@example.com');
    const read = () =>
      fetch(`${server.url}/api/restify/items`, { headers: { authorization: `Bearer ${sam}` } });
    const value = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
    const before = await scrape();
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const after = await scrape();
    expect(value(after, 'fathom_read_cache_misses_total')).toBeGreaterThan(
      value(before, 'fathom_read_cache_misses_total'),
    );
    expect(value(after, 'fathom_read_cache_hits_total')).toBeGreaterThan(
      value(before, 'fathom_read_cache_hits_total'),
    );
  });

  it(
    database === 'postgres'
      ? "shows PostgreSQL's pool: connections, idle ones, queries waiting, connections lost"
      : 'shows no pool on the embedded database',
    async () => {
      const text = await scrape();
      if (database === 'postgres') {
        expect(text).toMatch(/^fathom_db_pool_connections [1-9]\d*$/m);
        expect(text).toMatch(/^fathom_db_pool_idle_connections \d+$/m);
        expect(text).toMatch(/^fathom_db_pool_waiting_requests 0$/m);
        expect(text).toMatch(/^fathom_db_pool_lost_connections_total 0$/m);
      } else {
        expect(text).not.toContain('fathom_db_pool_');
      }
    },
  );

  it('answers 401 without the token, with a wrong one, and with any session token (staff too)', async () => {
    const lab = await signInToken(server, 'lab@example.com');
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      `Basic ${token}`,
      `Bearer ${lab}`,
    ]) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization ?? 'no header').toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('fathom_');
    }
  });

  it('is left out of the OpenAPI document, which describes the API', async () => {
    expect(routesOf(server.app)).toContainEqual({ method: 'GET', url: '/metrics', hidden: true });
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404: metrics are served only with a token configured', async () => {
    const server = await startTestServer({ seed: false });
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('fathom_');
    } finally {
      await server.close();
    }
  });
});
