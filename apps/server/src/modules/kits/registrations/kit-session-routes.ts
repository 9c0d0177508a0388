import { loginResponseSchema } from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import {
  kitSessionPasswordRequestSchema,
  kitSessionResponseSchema,
} from '@fathom/contract/kit-registrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiters } from '../../../platform/attempt-limits';
import { authOf, requireUser, sessionSecurity } from '../../../platform/authenticate';
import { type AuthDeps, answerSession, openAccountWithPassword } from '../../auth';
import { KIT_PASSWORD_WRONG, loadKitSession } from './kit-session-service';

/** Only a kit registration's limited session calls these: any other session answers 403. */
async function requireKitSession(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  if (auth.session.kind === 'kit' && auth.session.kitItemId) return;
  await requireUser(request);
  throw new HttpError(403, 'This page belongs to a sign-in with a kit.');
}

/** The limited session a kit's details opened (ADR 023): its kit, and the password that opens the account. */
export function registerKitSessionRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
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
      const session = await openAccountWithPassword(deps, auth, request.body.password);
      if (!session) {
        await limits.loginFailuresPerIp.consume(request, reply, request.ip);
        await limits.loginFailuresPerEmail.consume(request, reply, account);
        throw new HttpError(422, KIT_PASSWORD_WRONG, { password: [KIT_PASSWORD_WRONG] });
      }
      return { data: await answerSession(deps, request, reply, session) };
    },
  );
}
