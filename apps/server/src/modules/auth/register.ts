import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { devIssuer } from '../../config/config-defaults';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { Platform } from '../../platform/register-platform';
import type { AuthDeps, SignInProfiles } from './auth-deps';
import { createAuthenticator } from './authenticator';
import { registerPasswordChangeRoutes } from './password-change/routes';
import { sendWelcomeLink } from './password-reset-service';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import {
  type BuiltInIdentityProvider,
  createProviderTokenVerifier,
  DEFAULT_OIDC_AUDIENCE,
} from './provider-tokens';
import { registerAuthRoutes } from './routes';
import { registerAccountSessionRoutes } from './sessions/routes';
import { createStaffAccounts, type StaffAccounts } from './staff-accounts-service';
import { registerTwoFactorRoutes } from './two-factor/routes';

/** What the auth room gives the rooms after it: its services, a new account's welcome link, staff accounts. */
export interface AuthRoom extends AuthDeps {
  /** Queues the welcome link of an account a guest's first order opened, in the caller's transaction. */
  sendWelcomeLink(tx: Queryable, email: string): Promise<void>;
  staffAccounts: StaffAccounts;
}

/**
 * The auth room: who each request's credential belongs to (the platform's authentication hook asks it), the
 * sign-in, session, password and two-factor routes, and, without OIDC_ISSUER, the built-in identity provider it
 * is given (the development one, `dev-identity-provider/`). Must come before every room whose routes need a
 * signed-in user.
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
): Promise<AuthRoom> {
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
  registerAccountSessionRoutes(app, services);
  registerPasswordChangeRoutes(app, { ...services, limiter: limits.passwordChangePerUser });
  registerTwoFactorRoutes(app, { ...services, attemptsPerUser: limits.oneTimePasswordPerUser });
  return {
    ...services,
    sendWelcomeLink: (tx, email) => sendWelcomeLink(services, email, tx),
    staffAccounts: createStaffAccounts(services),
  };
}
