import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config/config';
import type { Database } from '../../../db/database';
import { createReadCache, type ReadCache } from '../../../db/read-cache';
import { shareTableChangesThroughRedis } from '../../../db/table-changes-redis';
import { registerRateLimiting } from '../../../http/rate-limit';
import type { EmailOutbox } from '../../../integrations/email/index';
import { createRedisBreaker } from '../../../redis/redis-breaker';
import { redisPrefix, type SharedRedis } from '../../../redis/shared-redis';
import { type AttemptLimiters, createAttemptLimiters } from '../attempt-limits';
import type { AuthDeps, SignInProfiles } from '../auth-deps';
import { registerAuthentication } from '../authenticate';
import { createDevProviderKeys, devIssuer } from '../dev-provider/dev-provider-keys';
import { registerDevIdentityProvider } from '../dev-provider/routes';
import { createPasswordHasher, type PasswordHasher } from '../passwords';
import { createProviderTokenVerifier, DEFAULT_OIDC_AUDIENCE } from '../provider-tokens';
import { registerAuthRoutes } from '../routes';
import { createSessionCache } from '../session-cache';
import { connectRedisRevocations } from '../session-revocations-redis';
import { registerXsrfProtection } from '../xsrf';

/**
 * Cookies, brute-force limits, the XSRF check, the session of each request, and the sign-in routes.
 * Must come before every module whose routes need a signed-in user.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    outbox: EmailOutbox;
    clock?: () => Date;
    /** Hashes and checks passwords (argon2id) unless given, e.g. a test counting its calls. */
    passwords?: PasswordHasher;
    /** The clock of how long Redis is taken for down (performance.now() unless given). */
    monotonicNow?: () => number;
  },
  profiles: SignInProfiles,
): Promise<{ services: AuthDeps; limits: AttemptLimiters; readCache: ReadCache }> {
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
  const services: AuthDeps = {
    db: deps.db,
    reads: readCache,
    now: deps.clock ?? (() => new Date()),
    passwords: deps.passwords ?? createPasswordHasher(),
    outbox: deps.outbox,
    config: deps.config,
    sessionCache,
    profiles,
  };
  const limits = createAttemptLimiters(await registerRateLimiting(app, redis));
  registerXsrfProtection(app, { publicUrl: deps.config.publicUrl });
  const audience = deps.config.oidcAudience ?? DEFAULT_OIDC_AUDIENCE;
  const issuer = deps.config.oidcIssuer ?? devIssuer(deps.config.publicUrl);
  // Without OIDC_ISSUER the server is its own development identity provider.
  const devKeys = deps.config.oidcIssuer ? null : await createDevProviderKeys();
  const devProvider = devKeys
    ? registerDevIdentityProvider(app, { ...services, keys: devKeys, issuer, audience, limits })
    : null;
  const providerTokens = createProviderTokenVerifier({
    issuer,
    audience,
    now: services.now,
    ...(devKeys ? { keys: devKeys.localKeySet } : {}),
    ...(devProvider ? { isSessionEnded: devProvider.isSessionEnded } : {}),
  });
  registerAuthentication(app, {
    db: deps.db,
    now: services.now,
    publicUrl: deps.config.publicUrl,
    sessionCache,
    providerTokens,
  });
  registerAuthRoutes(app, services, limits, providerTokens);
  return { services, limits, readCache };
}
