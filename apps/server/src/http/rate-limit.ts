import { hash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { tooManyAttemptsMessage } from '@fathom/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { REDIS_ANSWER_TIMEOUT_MS } from '../redis/redis-breaker';
import type { SharedRedis } from '../redis/shared-redis';
import { HttpError } from './errors';
import { fallbackStoreClass } from './fallback-rate-limit-store';

export interface AttemptLimit {
  /** Keeps counters of different limits apart in the shared store. */
  name: string;
  max: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** Counts one attempt for the key; answers 429 once the key has used more than `max` in the window. */
  consume(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** Answers 429 when the key has already used `max` attempts, without counting this one. */
  ensureRemaining(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
}

export type AttemptLimiterFactory = (limit: AttemptLimit) => AttemptLimiter;

/** Counters are named by a digest, so the store never holds emails or addresses in the clear. */
function counterKey(limitName: string, key: string): string {
  return `${limitName}:${hash('sha256', key, 'base64url').slice(0, 32)}`;
}

function tooManyAttempts(reply: FastifyReply, ttlInSeconds: number): HttpError {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return new HttpError(429, tooManyAttemptsMessage(seconds));
}

/**
 * Registers @fastify/rate-limit (in memory, or in Redis when REDIS_URL is set so that every instance
 * shares the counters, under `<prefix>attempts:`) and returns a factory of limiters that routes call with a key of
 * their choosing: an IP address, an email, a session.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  shared: SharedRedis | undefined,
): Promise<AttemptLimiterFactory> {
  const redis = shared
    ? new Redis(shared.url, {
        connectTimeout: REDIS_ANSWER_TIMEOUT_MS,
        // The breaker gives up on a count first; this only clears what a stalled connection still holds.
        commandTimeout: 2 * REDIS_ANSWER_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        // While disconnected a count fails at once (and is made in memory) instead of waiting in a queue.
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // A lost Redis connection is retried by ioredis; it must not crash the process meanwhile.
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    // A failing store never switches the limits off: the fall-back store counts in memory instead.
    skipOnError: false,
    ...(redis && shared
      ? { store: fallbackStoreClass(redis, `${shared.prefix}attempts:`, shared.breaker) }
      : {}),
  });

  return (limit) => {
    const keysOfRequests = new WeakMap<FastifyRequest, string>();
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => counterKey(limit.name, keysOfRequests.get(request) ?? request.ip),
    });
    return {
      async consume(request, reply, key) {
        keysOfRequests.set(request, key);
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(reply, result.ttlInSeconds);
      },
      async ensureRemaining(request, reply, key) {
        keysOfRequests.set(request, key);
        const result = await check(request, { increment: false });
        if (!result.isAllowed && result.remaining === 0) throw tooManyAttempts(reply, result.ttlInSeconds);
      },
    };
  };
}
