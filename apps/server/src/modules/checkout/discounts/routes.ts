import { errorBodySchema } from '@fathom/contract/common';
import {
  discountCalculationRequestSchema,
  discountCalculationResponseSchema,
} from '@fathom/contract/discounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AttemptLimiter } from '../../../http/rate-limit';
import type { DiscountService } from './discount-service';

export function registerDiscountRoutes(
  app: FastifyInstance,
  deps: { discounts: DiscountService; limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/discounts/calculate',
    {
      schema: {
        tags: ['checkout'],
        summary: 'What a promo code takes off the cart, computed from catalogue prices',
        body: discountCalculationRequestSchema,
        response: { 200: discountCalculationResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(request, reply, request.ip);
      return { data: await deps.discounts.calculate(request.body) };
    },
  );
}
