import { errorBodySchema } from '@fathom/contract/common';
import { validateEmailRequestSchema, validateEmailResponseSchema } from '@fathom/contract/discounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AttemptLimiter } from '../../../http/rate-limit';
import type { EmailVerifier } from '../../../integrations/email-verification';

export function registerValidateEmailRoutes(
  app: FastifyInstance,
  deps: { verifier: EmailVerifier; limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/validate-email',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Whether an email address can receive mail',
        body: validateEmailRequestSchema,
        response: { 200: validateEmailResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(request, reply, request.ip);
      return { data: await deps.verifier.verify(request.body.email) };
    },
  );
}
