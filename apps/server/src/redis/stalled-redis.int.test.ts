import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import { ApiClient, demoPassword, signIn } from '../../test/api-client';
import { type PausableRedis, startPausableRedis } from '../../test/pausable-redis';
import { isRedisReachable, testRedisUrl, uniqueEnvironmentName } from '../../test/test-redis';
import { describeEachDatabase, startTestServer, type TestServer } from '../../test/test-server';
import { whenReachable } from '../../test/when-reachable';
import { hashToken } from '../platform/tokens';
import { REDIS_DOWN_FOR_MS } from './redis-breaker';

// Needs the shared Redis.
const withRedis = whenReachable(await isRedisReachable(), 'no Redis reachable here').it;

/**
 * One server whose Redis (the shared one, behind a proxy that can stall it) stops answering after it has
 * answered: its sign-in limits, session revocations and cache invalidations share one judgement of it.
 */
describeEachDatabase('a Redis that stalls', (database) => {
  const environment = uniqueEnvironmentName();
  const prefix = `fathom:${environment}:`;
  let proxy: PausableRedis;
  let server: TestServer;
  let redis: Redis;
  /** Hears the server's cache invalidations, as another instance would. */
  let listener: Redis;
  /** How far the server's monotonic clock is moved on from the real one: its windows pass without waiting. */
  let movedOn = 0;
  beforeAll(async () => {
    if (!(await isRedisReachable()) && process.env.CI !== 'true') return;
    redis = new Redis(testRedisUrl);
    listener = new Redis(testRedisUrl);
    await listener.subscribe(`${prefix}table-changes`);
    proxy = await startPausableRedis(testRedisUrl);
    server = await startTestServer({
      database,
      env: { REDIS_URL: proxy.url, ENVIRONMENT_NAME: environment },
      monotonicNow: () => performance.now() + movedOn,
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      listener.disconnect();
    }
  });

  const wrongPassword = (email: string) =>
    new ApiClient(server.url).post('/api/login', { email, password: 'not-the-password' });
  const profileStatus = async (token: string) =>
    (await new ApiClient(server.url).get('/api/restify/profile', { token })).status;
  /** Ends a session behind the server's back (no revocation is published): only a cached copy still answers. */
  const endBehindTheServersBack = (token: string) =>
    server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
  /** Whether the server caches sessions, which it does only while it listens to Redis and takes it for up. */
  const cachesSessions = async () => {
    const token = await signIn(new ApiClient(server.url), 'sam');
    expect(await profileStatus(token)).toBe(200);
    await endBehindTheServersBack(token);
    return (await profileStatus(token)) === 200;
  };
  /**
   * Waits until the server takes Redis for up. A busy test process (which is also the proxy) can delay an answer
   * past the timeout: the window is then let pass, and the next call probes.
   */
  const untilRedisIsUp = async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (await cachesSessions()) return;
      movedOn += REDIS_DOWN_FOR_MS;
    }
    throw new Error('the server never took Redis for up');
  };
  /**
   * Waits until what the server has published is through (its messages go out in order on one connection: a
   * marker's arrival says the earlier ones arrived), so no message of its own is caught by the stall.
   */
  const untilPublishedIsThrough = async () => {
    const marker = `marker-${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const hear = (_channel: string, text: string) => {
        if (!text.includes(marker)) return;
        listener.off('message', hear);
        resolve();
      };
      listener.on('message', hear);
    });
    server.db.changes.wrote([marker]);
    await heard;
  };
  /** The sign-in counters in Redis, by limit: how many keys each has. */
  const countersInRedis = async () => {
    const keys = await redis.keys(`${prefix}*`);
    const byLimit: Record<string, number> = {};
    for (const key of keys) {
      const limit = key.slice(prefix.length).split(':').slice(0, -1).join(':');
      byLimit[limit] = (byLimit[limit] ?? 0) + 1;
    }
    return { keys, byLimit };
  };

  withRedis(
    'listens and counts in Redis while it answers, every key and channel under fathom:<environment>:',
    async () => {
      // The server's subscribers (and, on the cache invalidations, the test's own listener).
      const channels = [`${prefix}session-revocations`, `${prefix}table-changes`];
      await expect
        .poll(() => redis.pubsub('NUMSUB', ...channels), { timeout: 5_000 })
        .toEqual([channels[0], 1, channels[1], 2]);
      await untilRedisIsUp();
      expect((await wrongPassword('pat@example.com')).status).toBe(422);
      const { keys, byLimit } = await countersInRedis();
      expect(keys.every((key) => key.startsWith(`${prefix}attempts:`))).toBe(true);
      expect(byLimit).toEqual({
        'attempts:login-failures-ip': 1,
        'attempts:login-failures-email-ip': 1,
        'attempts:login-failures-email': 1,
      });
      expect(await Promise.all(keys.map((key) => redis.get(key)))).toEqual(keys.map(() => '1'));
    },
  );

  withRedis(
    'stalled, it is waited on once in its window; sign-in counts on this instance and nothing is cached meanwhile',
    async () => {
      const signedIn = await signIn(new ApiClient(server.url), 'jordan');
      await untilRedisIsUp();
      await untilPublishedIsThrough();
      proxy.stall();
      const statuses: number[] = [];
      // One miss was counted before the stall: four more make five, and the sixth sign-in is refused.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await wrongPassword('pat@example.com')).status);
      }
      const withTheRightPassword = await new ApiClient(server.url).post('/api/login', {
        email: 'pat@example.com',
        password: demoPassword,
      });
      statuses.push(withTheRightPassword.status);
      expect(statuses).toEqual([422, 422, 422, 422, 429]);
      // Five sign-ins check and count three limits each: one call reached Redis, and no other waited on it.
      expect(proxy.held()).toHaveLength(1);

      // Revocations from other instances could be missed meanwhile: a session ended is refused at once.
      expect(await profileStatus(signedIn)).toBe(200);
      await endBehindTheServersBack(signedIn);
      expect(await profileStatus(signedIn)).toBe(401);
      expect(proxy.held()).toHaveLength(1);
    },
  );

  withRedis(
    'after the window, one call probes it; unanswered, Redis is down for another window',
    async () => {
      movedOn += REDIS_DOWN_FOR_MS;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await wrongPassword('casey@example.com')).status).toBe(422);
      }
      expect(proxy.held()).toHaveLength(2);
    },
  );

  withRedis('once a probe is answered, sessions are cached and counts shared in Redis again', async () => {
    proxy.resume();
    movedOn += REDIS_DOWN_FOR_MS;
    await untilRedisIsUp();
    const before = await countersInRedis();
    expect((await wrongPassword('drew@example.com')).status).toBe(422);
    const after = await countersInRedis();
    const drews = after.keys.filter((key) => !before.keys.includes(key));
    expect(drews.map((key) => key.slice(prefix.length).split(':').slice(0, -1).join(':')).sort()).toEqual([
      'attempts:login-failures-email',
      'attempts:login-failures-email-ip',
    ]);
    expect(await Promise.all(drews.map((key) => redis.get(key)))).toEqual(['1', '1']);
  });
});
