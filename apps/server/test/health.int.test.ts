import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './test-server';

describeEachDatabase('health checks', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers liveness without touching the database', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers ready when the database answers', async () => {
    const response = await fetch(`${server.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { status: 'ready', database: 'ok' } });
  });
});

describe('readiness without a database', () => {
  it('answers 503 "Database unavailable" once the database is gone, while liveness still answers', async () => {
    const server = await startTestServer();
    try {
      await server.db.close();
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ code: 'unavailable', message: 'Database unavailable' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
