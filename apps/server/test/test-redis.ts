import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedisBreaker } from '../src/redis/redis-breaker';
import { redisPrefix, type SharedRedis } from '../src/redis/shared-redis';

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

/**
 * An environment name of its own (ENVIRONMENT_NAME), so that the keys and channels of one test never meet
 * another's on the shared Redis.
 */
export const uniqueEnvironmentName = () => `test-${randomUUID().slice(0, 8)}`;

/** What one instance of an environment shares of the test Redis, with a breaker of its own, as a server has. */
export function instanceOfTestRedis(environmentName: string): SharedRedis {
  return {
    url: testRedisUrl,
    prefix: redisPrefix(environmentName),
    breaker: createRedisBreaker({ warn() {}, info() {} }),
  };
}
