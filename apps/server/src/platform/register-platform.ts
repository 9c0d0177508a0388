import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { createReadCache, type ReadCache } from '../db/read-cache';
import { shareTableChangesThroughRedis } from '../db/table-changes-redis';
import { registerRateLimiting } from '../http/rate-limit';
import { createRedisBreaker } from '../redis/redis-breaker';
import { redisPrefix, type SharedRedis } from '../redis/shared-redis';
import { type AttemptLimiters, createAttemptLimiters } from './attempt-limits';
import { type Authenticator, registerAuthentication } from './authenticate';
import { publicRoutes } from './public-routes';
import { createSessionCache, type SessionCache } from './session-cache';
import { connectRedisRevocations } from './session-revocations-redis';
import { registerXsrfProtection } from './xsrf';

/** What the HTTP kernel gives every room: the caches, the attempt limits, and the authentication hook's setup. */
export interface Platform {
  sessionCache: SessionCache;
  readCache: ReadCache;
  limits: AttemptLimiters;
  /** Reads every API request's credential through the auth room's authenticator, before the routes run. */
  authenticateWith(authenticator: Authenticator): void;
}

/**
 * Cookies, Redis's shared judgement, the session and read caches, brute-force limits and the XSRF check: the
 * kernel every room's routes stand on. Must come before every room that registers routes.
 */
export async function registerPlatform(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    /** The clock of how long Redis is taken for down (performance.now() unless given). */
    monotonicNow?: () => number;
    /** The API routes anyone may call (`publicRoutes` unless given: a test adds its own routes). */
    publicRoutes?: ReadonlySet<string>;
  },
): Promise<Platform> {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  const warn = (details: Record<string, unknown>, message: string) => app.log.warn(details, message);
  // One judgement per instance of whether Redis answers, shared by its limits, revocations and cache invalidations.
  const redis: SharedRedis | undefined = deps.config.redisUrl
    ? {
        url: deps.config.redisUrl,
        prefix: redisPrefix(deps.config.environmentName),
        breaker: createRedisBreaker({
          warn,
          info: (details, message) => app.log.info(details, message),
          monotonicNow: deps.monotonicNow,
        }),
      }
    : undefined;
  const sessionCache = createSessionCache(
    redis ? { connectRevocations: (handlers) => connectRedisRevocations(redis, handlers, warn) } : {},
  );
  app.addHook('onClose', () => sessionCache.close());
  const tableChanges = redis ? shareTableChangesThroughRedis(redis, deps.db.changes, warn) : null;
  if (tableChanges) app.addHook('onClose', () => tableChanges.close());
  const readCache = createReadCache(deps.db, { isCaching: () => tableChanges?.isListening() ?? true });
  const limits = createAttemptLimiters(await registerRateLimiting(app, redis));
  registerXsrfProtection(app, { publicUrl: deps.config.publicUrl });
  return {
    sessionCache,
    readCache,
    limits,
    authenticateWith: (authenticator) =>
      registerAuthentication(app, {
        publicUrl: deps.config.publicUrl,
        authenticator,
        publicRoutes: deps.publicRoutes ?? publicRoutes,
      }),
  };
}
