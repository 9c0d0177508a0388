import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisBreaker } from '../redis/redis-breaker';

type Counter = { current: number; ttl: number };
type Done = (error: Error | null, counter?: Counter) => void;

/** The shape of @fastify/rate-limit's stores (its README: "Custom store"). */
export interface RateLimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** What a limiter's options say of its window (the plugin merges them into each child's options). */
type WindowOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

type StoreConstructor = new (...args: unknown[]) => RateLimitStore;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/**
 * Counts in Redis, shared by every instance; when Redis fails, has not answered within the breaker's timeout, or is
 * taken for down by the instance's breaker, counts in this instance's memory instead, so limits never switch off and
 * sign-in waits on a stalled Redis once per window at most, however many limits it checks. The instance's own
 * counters hold every attempt it counted itself, Redis or not.
 */
export function fallbackStoreClass(
  redis: Redis,
  keyPrefix: string,
  breaker: RedisBreaker,
): FastifyRateLimitStoreCtor {
  class FallbackStore implements RateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;

    /** The plugin passes its options first; a child store passes its parent's two stores' children. */
    constructor(_pluginOptions?: unknown, stores?: { shared: RateLimitStore; local: RateLimitStore }) {
      this.shared = stores?.shared ?? new RedisStore(false, false, redis, keyPrefix);
      this.local = stores?.local ?? new LocalStore(false, false, 5000);
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      // The local counter always moves too, so a fall-back starts from this instance's real count.
      this.local.incr(
        key,
        (_error, localCounter) => this.ask('incr', key, timeWindow, max, localCounter, done),
        timeWindow,
        max,
      );
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.local.read(
        key,
        (_error, localCounter) => this.ask('read', key, timeWindow, max, localCounter, done),
        timeWindow,
        max,
      );
    }

    /**
     * Every limit's counters live under the one prefix: a limiter's keys already name it (the plugin's own Redis
     * store would add the route's method and path, which a limiter made with createRateLimit has not).
     */
    child(routeOptions: unknown): RateLimitStore {
      const { continueExceeding = false, exponentialBackoff = false } = routeOptions as WindowOptions;
      return new FallbackStore(undefined, {
        shared: new RedisStore(continueExceeding, exponentialBackoff, redis, keyPrefix),
        local: this.local.child(routeOptions),
      });
    }

    private ask(
      method: 'incr' | 'read',
      key: string,
      timeWindow: number,
      max: number,
      localCounter: Counter | undefined,
      done: Done,
    ) {
      void breaker
        .call(
          () =>
            new Promise<Counter>((resolve, reject) =>
              this.shared[method](
                key,
                (error, counter) =>
                  error || !counter ? reject(error ?? new Error('no counter')) : resolve(counter),
                timeWindow,
                max,
              ),
            ),
        )
        .then((answer) => {
          if (!answer.answered) return done(null, localCounter);
          const sharedCounter = answer.value;
          // Whichever counted more: attempts made while Redis was away still count once it is back.
          done(
            null,
            localCounter && localCounter.current > sharedCounter.current ? localCounter : sharedCounter,
          );
        });
    }
  }
  return FallbackStore;
}
