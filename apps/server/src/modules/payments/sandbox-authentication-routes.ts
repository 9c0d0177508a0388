import { errorBodySchema } from '@fathom/contract/common';
import {
  sandboxAuthenticationRequestSchema,
  sandboxAuthenticationResponseSchema,
} from '@fathom/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxPayments } from '../../integrations/payments/sandbox';

/**
 * With PAYMENTS=sandbox, the customer's bank is the portal itself: the checkout's authentication dialog answers
 * here, as Stripe.js answers Stripe. The client secret is the capability, as with Stripe (guests pay too).
 */
export function registerSandboxAuthenticationRoutes(
  app: FastifyInstance,
  deps: { payments: Pick<SandboxPayments, 'authenticate'> },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/sandbox-authentications',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Sandbox only: answers the test bank’s 3-D Secure challenge of a card payment',
        body: sandboxAuthenticationRequestSchema,
        response: { 200: sandboxAuthenticationResponseSchema, 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: {
        authenticated: await deps.payments.authenticate(request.body.client_secret, request.body.approved),
      },
    }),
  );
}
