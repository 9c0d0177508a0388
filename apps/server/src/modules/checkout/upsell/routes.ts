import type { Catalogue } from '@fathom/contract/catalogue';
import { errorBodySchema } from '@fathom/contract/common';
import { upsellRequestSchema, upsellResponseSchema } from '@fathom/contract/upsell';
import { externalCheckoutLink } from '@fathom/domain/checkout-links';
import { SPLIT_PAYMENT_EXTRADATA } from '@fathom/domain/constants';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import type { AttemptLimiter } from '../../../http/rate-limit';
import { authOf, requireUser } from '../../../platform/authenticate';
import { priceLines } from '../discounts/discount-service';
import { recordUpsellOffer } from './upsell-repository';

export const NOT_OFFERED = msg`Withdrawal shipping is bought from a withdrawal request.`;

/** Offers more products after an order: records the offer and answers the checkout link that buys it. */
export function registerUpsellRoutes(
  app: FastifyInstance,
  deps: { db: Database; catalogue: Catalogue; limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/upsell',
    {
      preValidation: async (request) => {
        if (request.auth) await requireUser(request);
      },
      schema: {
        tags: ['checkout'],
        summary: 'An offer of more products: answers the link to our checkout with them in the cart',
        body: upsellRequestSchema,
        response: { 200: upsellResponseSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(request, reply, request.ip);
      const lines = await priceLines(deps.catalogue, request.body.items);
      if (lines.some((line) => line.key === 'withdrawal_shipping')) {
        throw new HttpError(422, NOT_OFFERED, { items: [NOT_OFFERED] });
      }
      const checkoutUrl = externalCheckoutLink('/checkouts', {
        items: lines.map((line) => ({
          product_id: line.productUuid,
          qty: line.quantity,
          extradata: request.body.split_payment ? SPLIT_PAYMENT_EXTRADATA : null,
        })),
        affiliate: request.body.affiliate,
        splitPayment: request.body.split_payment,
        discount: request.body.discount,
      });
      const user = request.auth ? authOf(request).user : null;
      await recordUpsellOffer(deps.db, {
        clientId: user?.clientId ?? null,
        userId: user?.id ?? null,
        items: request.body.items,
        checkoutUrl,
      });
      return { data: { checkout_url: checkoutUrl } };
    },
  );
}
