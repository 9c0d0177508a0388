import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { devIssuer } from '../../config/config-defaults';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { Platform } from '../../platform/register-platform';
import type { AuthDeps, SignInProfiles } from './auth-deps';
import { createAuthenticator } from './authenticator';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import {
  type BuiltInIdentityProvider,
  createProviderTokenVerifier,
  DEFAULT_OIDC_AUDIENCE,
} from './provider-tokens';
import { registerAuthRoutes } from './routes';

/**
 * The auth room: who each request's credential belongs to (the platform's authentication hook asks it), the
 * sign-in routes, and, without OIDC_ISSUER, the built-in identity provider it is given (the development one,
 * `dev-identity-provider/`). Must come before every room whose routes need a signed-in user.
 */
export async function registerAuth(
  app: FastifyInstance,
  platform: Platform,
  deps: {
    config: Config;
    db: Database;
    outbox: EmailOutbox;
    clock?: () => Date;
    /** Hashes and checks passwords (argon2id) unless given, e.g. a test counting its calls. */
    passwords?: PasswordHasher;
  },
  profiles: SignInProfiles,
  builtInProvider: BuiltInIdentityProvider | null,
): Promise<AuthDeps> {
  const services: AuthDeps = {
    db: deps.db,
    reads: platform.readCache,
    now: deps.clock ?? (() => new Date()),
    passwords: deps.passwords ?? createPasswordHasher(),
    outbox: deps.outbox,
    config: deps.config,
    sessionCache: platform.sessionCache,
    profiles,
  };
  const { limits } = platform;
  const audience = deps.config.oidcAudience ?? DEFAULT_OIDC_AUDIENCE;
  const issuer = deps.config.oidcIssuer ?? devIssuer(deps.config.publicUrl);
  // Without OIDC_ISSUER the server is its own identity provider, whose keys and sessions it knows directly.
  const builtIn =
    !deps.config.oidcIssuer && builtInProvider
      ? await builtInProvider(app, { ...services, issuer, audience, limits })
      : null;
  const providerTokens = createProviderTokenVerifier({
    issuer,
    audience,
    now: services.now,
    ...(builtIn ? { keys: builtIn.keys, isSessionEnded: builtIn.isSessionEnded } : {}),
  });
  platform.authenticateWith(
    createAuthenticator({
      db: deps.db,
      now: services.now,
      sessionCache: platform.sessionCache,
      providerTokens,
    }),
  );
  registerAuthRoutes(app, services, limits, providerTokens);
  return services;
}
