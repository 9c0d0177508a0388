import { afterAll, beforeAll, expect, it } from 'vitest';
import { routesOf } from '../../src/http/route-catalogue';
import { signInToken } from '../checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../test-server';

describeOnDatabase('answers kept off the customer disk', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  it('every API read answers Cache-Control: no-store, signed in or not', async () => {
    const token = await signInToken(server, 'sam@example.com');
    const reads = routesOf(server.app).filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/') && !route.url.includes('*'),
    );
    expect(reads.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const { url } of reads) {
      const path = url.replace(/:(\w+)/g, 'x');
      const headerSets: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, {}];
      for (const headers of headerSets) {
        const response = await fetch(`${server.url}${path}`, { headers });
        await response.arrayBuffer();
        if (!/\bno-store\b/.test(response.headers.get('cache-control') ?? '')) {
          missing.push(`${url} (${response.status}, ${response.headers.get('cache-control')})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
