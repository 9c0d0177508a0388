import { Redis } from 'ioredis';

/** The Redis the multi-instance tests share (CI runs one on 127.0.0.1:6379). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers at all. */
export async function isRedisReachable(): Promise<boolean> {
  const redis = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
