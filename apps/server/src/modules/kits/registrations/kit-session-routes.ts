import { type LoginResponse, loginResponseSchema } from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import {
  kitSessionPasswordRequestSchema,
  kitSessionResponseSchema,
} from '@fathom/contract/kit-registrations';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiters } from '../../../platform/attempt-limits';
import type { AuthContext } from '../../../platform/auth-context';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import { KIT_PASSWORD_WRONG, loadKitSession } from './kit-session-service';

/** What the kit's limited session asks of the auth room: its opening into the account. */
export interface KitSessionAuth {
  /**
   * The limited session opened into the account with its password: the new session's answer (its cookie set), or
   * null when the password on file does not match.
   */
  openAccountWithPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthContext,
    password: string,
  ): Promise<LoginResponse['data'] | null>;
}

/** Only a kit registration's limited session calls these: any other session answers 403. */
async function requireKitSession(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  if (auth.session.kind === 'kit' && auth.session.kitItemId) return;
  await requireUser(request);
  throw new HttpError(403, msg`This page belongs to a sign-in with a kit.`);
}

/** The limited session a kit's details opened (ADR 023): its kit, and the password that opens the account. */
export function registerKitSessionRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; auth: KitSessionAuth },
  limits: Pick<AttemptLimiters, 'loginFailuresPerIp' | 'loginFailuresPerEmail'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/kit-session',
    {
      preValidation: requireKitSession,
      schema: {
        tags: ['kits'],
        security: sessionSecurity,
        summary: "A kit registration's limited session: the kit's registration and order details",
        response: { 200: kitSessionResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ data: await loadKitSession(deps, authOf(request)) }),
  );

  routes.post(
    '/api/kit-session/password',
    {
      preValidation: requireKitSession,
      schema: {
        tags: ['kits'],
        security: sessionSecurity,
        summary:
          'The password (or, for a new customer, the one chosen now) ends the limited session and opens the account',
        body: kitSessionPasswordRequestSchema,
        response: {
          200: loginResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const account = auth.user.email.toLowerCase();
      await limits.loginFailuresPerIp.ensureRemaining(request, reply, request.ip);
      await limits.loginFailuresPerEmail.ensureRemaining(request, reply, account);
      const answer = await deps.auth.openAccountWithPassword(request, reply, auth, request.body.password);
      if (!answer) {
        await limits.loginFailuresPerIp.consume(request, reply, request.ip);
        await limits.loginFailuresPerEmail.consume(request, reply, account);
        throw new HttpError(422, KIT_PASSWORD_WRONG, { password: [KIT_PASSWORD_WRONG] });
      }
      return { data: answer };
    },
  );
}
