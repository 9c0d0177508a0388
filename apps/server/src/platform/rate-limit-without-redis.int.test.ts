import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoPassword } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

/** A Redis address that accepts connections and never answers: a stalled Redis. */
async function stalledRedis(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}

async function fiveWrongPasswordsThenTheRightOne(server: TestServer) {
  const api = new ApiClient(server.url);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    statuses.push(
      (await api.post('/api/login', { email: 'pat@example.com', password: `wrong-${attempt}` })).status,
    );
  }
  statuses.push((await api.post('/api/login', { email: 'pat@example.com', password: demoPassword })).status);
  return statuses;
}

describe('sign-in limits when the shared Redis fails', () => {
  describe('a Redis that refuses connections', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    });
    afterAll(async () => server?.close());

    it('counts on this instance: five wrong passwords, then 429', async () => {
      expect(await fiveWrongPasswordsThenTheRightOne(server)).toEqual([422, 422, 422, 422, 422, 429]);
    });
  });

  describe('a Redis that accepts connections and never answers', () => {
    let server: TestServer;
    let redis: Awaited<ReturnType<typeof stalledRedis>>;
    beforeAll(async () => {
      redis = await stalledRedis();
      server = await startTestServer({ env: { REDIS_URL: redis.url } });
    });
    afterAll(async () => {
      await server?.close();
      await redis?.close();
    });

    it('does not wait on it, and counts on this instance: five wrong passwords, then 429', async () => {
      expect(await fiveWrongPasswordsThenTheRightOne(server)).toEqual([422, 422, 422, 422, 422, 429]);
    });
  });
});
