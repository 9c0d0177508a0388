import type { Language } from '@fathom/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config';
import { devIssuer } from '../../config/config-defaults';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { AuthContext, AuthUser } from '../../platform/auth-context';
import type { Platform } from '../../platform/register-platform';
import { answerSession } from './answer-session';
import type { AuthDeps, SignInProfiles } from './auth-deps';
import { createAuthenticator } from './authenticator';
import { openAccountWithPassword } from './limited-session-service';
import { registerPasswordChangeRoutes } from './password-change/routes';
import { sendPartnerInvitation, sendWelcomeLink } from './password-reset-service';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import {
  type BuiltInIdentityProvider,
  createProviderTokenVerifier,
  DEFAULT_OIDC_AUDIENCE,
} from './provider-tokens';
import { reauthenticate } from './reauthentication';
import { registerAuthRoutes } from './routes';
import { registerAccountSessionRoutes } from './sessions/routes';
import { createStaffAccounts } from './staff-accounts-service';
import { registerTwoFactorRoutes } from './two-factor/routes';
import { endViewAs, startViewAs } from './view-as-service';

/**
 * What the auth room gives the rooms after it, bound to its own parts (the password hasher, the session cache, the
 * profiles a sign-in answers with): each room's register.ts takes what it needs of it by name.
 */
export type AuthRoom = Awaited<ReturnType<typeof registerAuth>>;

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
) {
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
    /** Forgets a user's cached sessions once a change to their row (their names, their access) has committed. */
    sessionCache: services.sessionCache,
    /** Hashes a password: a partner's unusable one, until they choose their own. */
    passwords: services.passwords,
    /** The signed-in person proves it is them again (password, or authenticator code): wrong is 422 on the field. */
    reauthenticate: (
      user: AuthUser,
      proof: { password?: string | null; one_time_password?: string | null },
    ): Promise<void> => reauthenticate(services, user, proof),
    /** Queues the welcome link of an account a guest's first order opened, in the caller's transaction. */
    sendWelcomeLink: (tx: Queryable, email: string): Promise<void> => sendWelcomeLink(services, email, tx),
    /** Queues a partner's invitation to choose their password, in the caller's transaction. */
    sendPartnerInvitation: (
      tx: Queryable,
      email: string,
      inviter: string,
      inviterLanguage: Language | null,
    ): Promise<void> => sendPartnerInvitation(services, email, inviter, tx, inviterLanguage),
    /**
     * A kit's limited session opened into the account with its password (ADR 023): the new session's answer
     * (its cookie set), or null when the password on file does not match.
     */
    async openAccountWithPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      auth: AuthContext,
      password: string,
    ) {
      const session = await openAccountWithPassword(services, auth, password);
      return session ? answerSession(services, request, reply, session) : null;
    },
    /** Support's read-only view of the portal as a customer, opened with a fresh authenticator code, and ended. */
    startViewAs: (staff: AuthContext, clientId: string, proof: { one_time_password: string }) =>
      startViewAs(services, staff, clientId, proof),
    endViewAs: (staff: AuthContext, clientId: string): Promise<void> => endViewAs(services, staff, clientId),
    staffAccounts: createStaffAccounts(services),
  };
}
