import type { RedisBreaker } from './redis-breaker';

/** What every use of Redis on an instance shares: where it is, the names it writes under, and whether it answers. */
export interface SharedRedis {
  url: string;
  /**
   * `fathom:<environment name>:`, the start of every key and channel: staging and production sharing one Redis
   * never count, cache or revoke for each other.
   */
  prefix: string;
  breaker: RedisBreaker;
}

/** The start of every Redis key and channel of an environment. */
export function redisPrefix(environmentName: string): string {
  return `fathom:${environmentName}:`;
}
