import { z } from 'zod';
import { dataEnvelope } from './common';
import { cartLineSchema } from './discounts';

export const upsellRequestSchema = z.object({
  items: z.array(cartLineSchema).min(1).max(10),
  affiliate: z.string().trim().max(100).optional(),
  discount: z.string().trim().max(64).optional(),
  split_payment: z.boolean().optional().describe('Pay in 3 instalments'),
});
export type UpsellRequest = z.infer<typeof upsellRequestSchema>;

export const upsellResponseSchema = dataEnvelope(
  z.object({
    checkout_url: z
      .string()
      .describe(
        'Where the customer buys the offer: /checkouts with items (JSON), affiliate, splitIt, discount',
      ),
  }),
);
export type UpsellResponse = z.infer<typeof upsellResponseSchema>;
