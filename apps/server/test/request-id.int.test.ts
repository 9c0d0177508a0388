import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOf } from '../src/http/request-id';
import { startTestServer, type TestServer } from './test-server';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => server?.close());

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it("keeps a caller's safe id: answered in the header and carried by every log line of the request", async () => {
    const id = 'lb-7f3a9c.2024:abc_DEF/1+2=';
    const response = await fetch(`${server.url}/api/restify/profile`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toBe(id);
    const logged = linesOf(id);
    expect(logged.map((line) => line.msg)).toEqual(['request']);
  });

  it('makes a UUID when the caller sends none, and logs the request under it', async () => {
    const response = await fetch(`${server.url}/api/insurance/providers`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(uuid);
    expect(linesOf(id).length).toBeGreaterThanOrEqual(1);
  });

  it('replaces an unsafe id (too long, spaces, quotes, control characters) with a new UUID', async () => {
    for (const unsafe of ['x'.repeat(129), 'two words', 'a"b', '<script>', 'ok\tnot']) {
      const response = await fetch(`${server.url}/api/health/ready`, { headers: { 'x-request-id': unsafe } });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id, unsafe).toMatch(uuid);
      expect(JSON.stringify(lines)).not.toContain(unsafe);
    }
  });

  it('is on answers that fail too: 404, 422 and the web app', async () => {
    for (const path of ['/api/nothing-here', '/api/restify/items?page=-1', '/metrics']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': 'req-42' } });
      expect(response.headers.get('x-request-id'), path).toBe('req-42');
    }
  });

  it('accepts exactly the safe form', () => {
    expect(requestIdOf('a'.repeat(128))).toBe('a'.repeat(128));
    expect(requestIdOf(['one', 'two'])).toMatch(uuid);
    expect(requestIdOf(undefined)).toMatch(uuid);
    expect(requestIdOf('')).toMatch(uuid);
  });
});
