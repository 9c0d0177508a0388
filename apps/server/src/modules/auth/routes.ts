import {
  authMessages,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginTwoFactorRequestSchema,
  loginWithTokenRequestSchema,
  loginWithTokenResponseSchema,
  providerTokenRequestSchema,
  recoveryCodeMessages,
  resetPasswordRequestSchema,
} from '@fathom/contract/auth';
import { errorBodySchema, messageDataSchema, nullDataSchema } from '@fathom/contract/common';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import type { AttemptLimiters } from '../../platform/attempt-limits';
import { authOf, requireSession, sessionSecurity } from '../../platform/authenticate';
import { clearSessionCookie } from '../../platform/session-cookie';
import { answerSession } from './answer-session';
import type { AuthDeps } from './auth-deps';
import {
  completeTwoFactorLogin,
  loginWithLoginToken,
  loginWithPassword,
  loginWithProviderIdentity,
  logout,
  type StartedSession,
} from './login-service';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import type { ProviderTokenVerifier } from './provider-tokens';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  limits: AttemptLimiters,
  providerTokens: ProviderTokenVerifier,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const answer = (request: FastifyRequest, reply: FastifyReply, session: StartedSession) =>
    answerSession(deps, request, reply, session);

  routes.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = request.body.email.trim().toLowerCase();
      const accountFromHere = `${account} ${request.ip}`;
      await limits.loginFailuresPerIp.ensureRemaining(request, reply, request.ip);
      await limits.loginFailuresPerEmailAndIp.ensureRemaining(request, reply, accountFromHere);
      await limits.loginFailuresPerEmail.ensureRemaining(request, reply, account);
      const session = await loginWithPassword(deps, request.body);
      if (!session) {
        await limits.loginFailuresPerIp.consume(request, reply, request.ip);
        await limits.loginFailuresPerEmailAndIp.consume(request, reply, accountFromHere);
        await limits.loginFailuresPerEmail.consume(request, reply, account);
        throw new HttpError(422, authMessages.badCredentials, { email: [authMessages.badCredentials] });
      }
      return { data: await answer(request, reply, session) };
    },
  );

  routes.post(
    '/api/login/provider-token',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with the identity provider's access token (after its authorization-code flow with PKCE)",
        body: providerTokenRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limits.loginFailuresPerIp.ensureRemaining(request, reply, request.ip);
      const identity = await providerTokens(request.body.access_token);
      const session = identity ? await loginWithProviderIdentity(deps, identity) : null;
      if (!session) {
        await limits.loginFailuresPerIp.consume(request, reply, request.ip);
        throw new HttpError(401, msg`Your sign-in with the account provider did not work. Please try again.`);
      }
      return { data: await answer(request, reply, session) };
    },
  );

  routes.post(
    '/api/login-2fa',
    {
      preValidation: requireSession,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary:
          'Second sign-in step: the authenticator code (each accepted once) or a single-use recovery code',
        body: loginTwoFactorRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await limits.oneTimePasswordPerSession.consume(request, reply, auth.session.id);
      // Signing in again gives a new session: the account's own count stops that way round the limit.
      await limits.oneTimePasswordPerUser.ensureRemaining(request, reply, auth.user.id);
      const { one_time_password: oneTimePassword, recovery_code: recoveryCode } = request.body;
      const session = await completeTwoFactorLogin(deps, auth, { oneTimePassword, recoveryCode });
      if (session === 'wrong' || session === 'used') {
        await limits.oneTimePasswordPerUser.consume(request, reply, auth.user.id);
        if (recoveryCode) {
          throw new HttpError(422, recoveryCodeMessages.invalid, {
            recovery_code: [recoveryCodeMessages.invalid],
          });
        }
        const message =
          session === 'used' ? authMessages.oneTimePasswordUsed : authMessages.oneTimePasswordInvalid;
        throw new HttpError(422, message, { one_time_password: [message] });
      }
      return { data: await answer(request, reply, session) };
    },
  );

  routes.post(
    '/api/login/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a one-time login link token',
        body: loginWithTokenRequestSchema,
        response: { 200: loginWithTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limits.loginTokenPerIp.consume(request, reply, request.ip);
      const session = await loginWithLoginToken(deps, request.body.login_token);
      if (!session) throw new HttpError(422, authMessages.loginTokenInvalid);
      const signedIn = await answer(request, reply, session);
      return { data: { ...signedIn, disable_track_events: session.disableTrackEvents } };
    },
  );

  routes.post(
    '/api/logout',
    {
      preValidation: requireSession,
      schema: {
        tags: ['auth'],
        security: sessionSecurity,
        summary: 'Sign out: ends this session',
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      await logout(deps, authOf(request));
      clearSessionCookie(request, reply, deps.config.publicUrl);
      return { data: null };
    },
  );

  routes.post(
    '/api/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the answer is the same whether the account exists or not)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limits.forgotPasswordPerIp.consume(request, reply, request.ip);
      await limits.forgotPasswordPerEmail.consume(request, reply, request.body.email);
      // The answer leaves before the account is looked up and the email sent, so it takes the same time
      // whether the account exists or not; a failure is logged for the operator.
      const email = request.body.email;
      setImmediate(() => {
        requestPasswordReset(deps, email).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset link not sent'),
        );
      });
      return { data: { message: authMessages.resetLinkSent } };
    },
  );

  routes.post(
    '/api/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the link of the reset email; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Failed resets count (guessing a token or an email); a good link, used once, never locks anyone out.
      await limits.resetPasswordPerIp.ensureRemaining(request, reply, request.ip);
      await limits.resetPasswordPerEmail.ensureRemaining(request, reply, request.body.email);
      try {
        await resetPassword(deps, request.body);
      } catch (error) {
        await limits.resetPasswordPerIp.consume(request, reply, request.ip);
        await limits.resetPasswordPerEmail.consume(request, reply, request.body.email);
        throw error;
      }
      return { data: { message: authMessages.passwordReset } };
    },
  );
}
