import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OwnRedis, redisServerInstalled, startOwnRedis } from './own-redis';
import { startTestServer, type TestServer } from './test-server';
import { whenReachable } from './when-reachable';

/**
 * Redis killed under a running server and started again, as a crash or a failover does: a Redis of the test's
 * own (never the shared one). No SQL is involved, so the embedded database serves. Skipped only on a developer's
 * machine without redis-server to start; CI (CI=true) has it, and there its absence fails the suite instead.
 */
whenReachable(redisServerInstalled, 'redis-server is not installed here').describe(
  'the server when its Redis dies and comes back',
  () => {
    let redis: OwnRedis;
    let inside: Redis;
    let server: TestServer;
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);

    beforeAll(async () => {
      redis = await startOwnRedis();
      inside = redis.client();
      // Each phase signs in from an address of its own, so one phase's misses never limit the next.
      server = await startTestServer({ env: { REDIS_URL: redis.url, TRUST_PROXY: 'on' } });
      process.prependListener('uncaughtException', recordUncaught);
    });
    afterAll(async () => {
      process.removeListener('uncaughtException', recordUncaught);
      await server?.close();
      await redis?.stop();
    });

    const wrongPassword = async (address: string, email = `nobody-${randomUUID()}@example.com`) =>
      (
        await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email, password: 'wrong-password-1' }),
        })
      ).status;
    /** The channels the server listens to (session revocations, table changes): none while it is not subscribed. */
    const channels = async () => ((await inside.pubsub('CHANNELS', '*')) as string[]).length;
    const keys = () => inside.dbsize();

    it('shares limits and listens through Redis before the fault', async () => {
      await expect.poll(channels, { timeout: 10_000 }).toBe(2);
      // The limits have a connection of their own, which may still be opening: until it is, a count is made on the
      // instance (as while Redis is down). Each try comes from an address of its own, so none is limited.
      const statuses: number[] = [];
      await expect
        .poll(
          async () => {
            statuses.push(await wrongPassword(`10.0.1.${statuses.length + 1}`));
            return keys();
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBeGreaterThan(0);
      expect(statuses.every((status) => status === 401 || status === 422)).toBe(true);
    });

    it('keeps answering while Redis is down, its sign-in limits counted on the instance', async () => {
      await redis.kill();
      const email = `nobody-${randomUUID()}@example.com`;
      const statuses: number[] = [];
      for (let guess = 0; guess < 6; guess += 1) statuses.push(await wrongPassword('10.0.0.2', email));
      expect(statuses.slice(0, 5).every((status) => status === 401 || status === 422)).toBe(true);
      expect(statuses[5]).toBe(429);
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      expect(uncaught).toEqual([]);
    });

    it('listens and counts through Redis again once it is back', async () => {
      await redis.start();
      await expect.poll(channels, { timeout: 15_000, interval: 200 }).toBe(2);
      let address = 10;
      await expect
        .poll(
          async () => {
            address += 1;
            await wrongPassword(`10.0.1.${address}`);
            return keys();
          },
          { timeout: 15_000, interval: 250 },
        )
        .toBeGreaterThan(0);
      expect(uncaught).toEqual([]);
    });
  },
);
