import {
  authMessages,
  disableTwoFactorRequestSchema,
  enableTwoFactorRequestSchema,
  enableTwoFactorResponseSchema,
  recoveryCodesStatusResponseSchema,
  renewRecoveryCodesRequestSchema,
  renewRecoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
  userActionQuerySchema,
  userActionRequestSchema,
} from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../../config/config';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import type { SessionCache } from '../../../platform/session-cache';
import type { SignInProfiles } from '../auth-deps';
import { remainingRecoveryCodes } from '../one-time-codes';
import type { PasswordHasher } from '../passwords';
import { revokeOtherSessions } from '../session-repository';
import {
  confirmAccountPassword,
  disableTwoFactor,
  enableTwoFactor,
  prepareTwoFactorSetup,
  renewRecoveryCodes,
} from './two-factor-service';

/** The actions route takes different fields per action: each is checked against its own schema. */
function parseActionBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'request';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new HttpError(422, parsed.error.issues[0]?.message ?? 'The given data was invalid.', errors);
}

export function registerTwoFactorRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    passwords: PasswordHasher;
    config: Pick<Config, 'productName'>;
    attemptsPerUser: AttemptLimiter;
    sessionCache: SessionCache;
    profiles: SignInProfiles;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema, 429: errorBodySchema };

  routes.get(
    '/api/restify/users/two-factor-setup',
    {
      preValidation: requireUser,
      schema: {
        tags: ['two-factor'],
        security: sessionSecurity,
        summary: 'A fresh authenticator secret with its QR code, to confirm with enable-two-factor-auth',
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await prepareTwoFactorSetup({
        issuer: deps.config.productName,
        accountName: authOf(request).user.email,
      }),
    }),
  );

  routes.post(
    '/api/restify/users/actions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['two-factor'],
        security: sessionSecurity,
        summary:
          'enable-two-factor-auth {secret, one_time_password, password} or disable-two-factor-auth {one_time_password}; 5 tries in 5 minutes per user',
        querystring: userActionQuerySchema,
        body: userActionRequestSchema.optional(),
        response: { 200: enableTwoFactorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = authOf(request);
      const now = deps.now();
      let recoveryCodes: string[] | undefined;
      if (request.query.action === 'enable-two-factor-auth') {
        const body = parseActionBody(enableTwoFactorRequestSchema, request.body);
        // Every try counts, so wrong passwords run into the same limit as wrong codes.
        await deps.attemptsPerUser.consume(request, reply, user.id);
        await confirmAccountPassword(deps, user.id, body.password);
        recoveryCodes = await enableTwoFactor(
          deps.db,
          user.id,
          { secret: body.secret, oneTimePassword: body.one_time_password },
          now,
        );
      } else {
        // Two-factor sign-in is required of staff (issue 47): theirs stays on.
        if (user.role === 'staff') throw new HttpError(403, authMessages.staffTwoFactorKept);
        const body = parseActionBody(disableTwoFactorRequestSchema, request.body);
        await deps.attemptsPerUser.consume(request, reply, user.id);
        await disableTwoFactor(deps.db, user.id, body.one_time_password, now);
      }
      // A change of how the account signs in ends its other sessions: only this browser stays signed in.
      await revokeOtherSessions(deps.db, user.id, session.id, now);
      await deps.sessionCache.forgetUser(user.id);
      const data = await deps.profiles.resource(deps.db, user.id, request);
      return recoveryCodes ? { data, meta: { recovery_codes: recoveryCodes } } : { data };
    },
  );

  routes.get(
    '/api/restify/users/recovery-codes',
    {
      preValidation: requireUser,
      schema: {
        tags: ['two-factor'],
        security: sessionSecurity,
        summary: 'How many of the account recovery codes are still unused',
        response: { 200: recoveryCodesStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { remaining: await remainingRecoveryCodes(deps.db, authOf(request).user.id) },
    }),
  );

  routes.post(
    '/api/restify/users/recovery-codes',
    {
      preValidation: requireUser,
      schema: {
        tags: ['two-factor'],
        security: sessionSecurity,
        summary:
          'Ten new recovery codes after a current authenticator code; the earlier ones stop working (5 tries in 5 minutes)',
        body: renewRecoveryCodesRequestSchema,
        response: { 200: renewRecoveryCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await deps.attemptsPerUser.consume(request, reply, user.id);
      const codes = await renewRecoveryCodes(deps.db, user.id, request.body.one_time_password, deps.now());
      return { data: { recovery_codes: codes } };
    },
  );
}
