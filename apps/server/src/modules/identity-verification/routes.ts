import { errorBodySchema } from '@fathom/contract/common';
import {
  identityVerificationCallbackRequestSchema,
  identityVerificationResponseSchema,
  identityVerificationStartRequestSchema,
  identityVerificationStartResponseSchema,
  identityVerificationStatusResponseSchema,
} from '@fathom/contract/identity-verification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import { authOf, requireRole, sessionSecurity } from '../../platform/authenticate';
import type { IdentityVerificationService, Verifying } from './identity-verification-service';

const errors = errorAnswers(401, 403, 409, 422, 428, 429);

/** The signed-in client, in the session the verification belongs to. */
function verifying(request: FastifyRequest): Verifying {
  const { user, session } = authOf(request);
  if (!user.clientId) throw new HttpError(403, 'You are not allowed to perform this action');
  return { userId: user.id, clientId: user.clientId, sessionId: session.id, language: user.language ?? 'en' };
}

/**
 * Identity verification for a signed-in client (ADR 013): start (the provider's address, with a state bound to
 * the session), the callbacks' exchange of the provider's code, and the customer's verification status.
 */
export function registerIdentityVerificationRoutes(
  app: FastifyInstance,
  deps: {
    verifications: IdentityVerificationService;
    startsPerUser: AttemptLimiter;
    callbacksPerUser: AttemptLimiter;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clientOnly = requireRole('client');

  routes.get(
    '/api/identity-verification',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['identity verification'],
        security: sessionSecurity,
        summary: "The customer's identity verification: whether ID.me verified them, and what it verified",
        response: { 200: identityVerificationStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await deps.verifications.status(verifying(request)) }),
  );

  routes.post(
    '/api/identity-verification/start',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['identity verification'],
        security: sessionSecurity,
        summary:
          "Starts a verification: the provider's address to send the browser to, with a state valid for 30 minutes in this session (10 starts per 15 minutes)",
        body: identityVerificationStartRequestSchema,
        response: { 200: identityVerificationStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = verifying(request);
      await deps.startsPerUser.consume(request, reply, who.userId);
      const { purpose, return_path } = request.body;
      return { data: await deps.verifications.start(who, purpose, return_path ?? null) };
    },
  );

  routes.post(
    '/api/identity-verification/callbacks',
    {
      preValidation: clientOnly,
      schema: {
        tags: ['identity verification'],
        security: sessionSecurity,
        summary:
          "Completes a verification with the provider's code and the state from the callback page's address; the same code answers the same outcome again (10 callbacks per 15 minutes)",
        body: identityVerificationCallbackRequestSchema,
        response: { 200: identityVerificationResponseSchema, ...errors, 504: errorBodySchema },
      },
    },
    async (request, reply) => {
      const who = verifying(request);
      await deps.callbacksPerUser.consume(request, reply, who.userId);
      return { data: await deps.verifications.complete(who, request.body) };
    },
  );
}
