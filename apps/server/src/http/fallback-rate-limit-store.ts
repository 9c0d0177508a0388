import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Done = (error: Error | null, counter?: Counter) => void;

/** The shape of @fastify/rate-limit's stores (its README: "Custom store"). */
export interface RateLimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

type StoreConstructor = new (...args: unknown[]) => RateLimitStore;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/** How long a counter may wait on Redis before this instance counts on its own. */
export const redisAnswerTimeoutMs = 500;

type Warn = (message: string) => void;

/**
 * Counts in Redis, shared by every instance; when Redis fails or has not answered within 500 ms, counts in
 * this instance's memory instead, so limits never switch off and sign-in never waits on a stalled Redis.
 * The instance's own counters hold every attempt it counted itself, Redis or not.
 */
export function fallbackStoreClass(redis: Redis, nameSpace: string, warn: Warn): FastifyRateLimitStoreCtor {
  class FallbackStore implements RateLimitStore {
    private readonly shared: RateLimitStore;
    private readonly local: RateLimitStore;

    /** The plugin passes its options first; a child store passes its parent's two stores' children. */
    constructor(_pluginOptions?: unknown, stores?: { shared: RateLimitStore; local: RateLimitStore }) {
      this.shared = stores?.shared ?? new RedisStore(false, false, redis, nameSpace);
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

    child(routeOptions: unknown): RateLimitStore {
      return new FallbackStore(undefined, {
        shared: this.shared.child(routeOptions),
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
      let answered = false;
      const answer = (counter: Counter | undefined) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        done(null, counter);
      };
      const timer = setTimeout(() => {
        warn('rate-limit store did not answer in time: counting on this instance');
        answer(localCounter);
      }, redisAnswerTimeoutMs);
      this.shared[method](
        key,
        (error, sharedCounter) => {
          if (error || !sharedCounter) {
            warn('rate-limit store unavailable: counting on this instance');
            answer(localCounter);
            return;
          }
          // Whichever counted more: attempts made while Redis was away still count once it is back.
          answer(localCounter && localCounter.current > sharedCounter.current ? localCounter : sharedCounter);
        },
        timeWindow,
        max,
      );
    }
  }
  return FallbackStore;
}
