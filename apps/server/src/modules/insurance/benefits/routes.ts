import { errorBodySchema } from '@fathom/contract/common';
import { benefitsCheckRequestSchema, benefitsCheckResponseSchema } from '@fathom/contract/insurance';
import { benefitsProvider } from '@fathom/domain/benefits';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import type { BenefitsVerifier } from '../../../integrations/benefits/index';

export const BENEFITS_MESSAGES = {
  unknownProvider: msg`We do not work with this benefits provider yet.`,
  eligible: 'Good news: your fertility benefits cover your testing with us.',
  notEligible:
    'We could not confirm your benefits with these details. Check them against your member card, or contact us.',
} as const;

/** POST /api/benefits-providers/{provider}/check/: whether a member's benefits cover the testing. */
export function registerBenefitsRoutes(
  app: FastifyInstance,
  deps: { verifier: BenefitsVerifier; limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/benefits-providers/:provider/check/',
    {
      schema: {
        tags: ['insurance'],
        summary:
          "Checks a member's eligibility with their fertility-benefits provider (10 checks per 15 minutes)",
        params: z.object({ provider: z.string().max(60) }),
        body: benefitsCheckRequestSchema,
        response: {
          200: benefitsCheckResponseSchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const provider = benefitsProvider(request.params.provider);
      if (!provider) throw new HttpError(404, BENEFITS_MESSAGES.unknownProvider);
      await deps.limiter.consume(request, reply, request.ip);
      const { eligible } = await deps.verifier.check({
        provider: provider.slug,
        memberId: request.body.member_id,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        dateOfBirth: request.body.date_of_birth,
      });
      return {
        data: {
          benefits_provider_member: {
            provider: provider.slug,
            provider_name: provider.name,
            first_name: request.body.first_name,
            last_name: request.body.last_name,
            eligible,
            message: eligible ? BENEFITS_MESSAGES.eligible : BENEFITS_MESSAGES.notEligible,
          },
        },
      };
    },
  );
}
