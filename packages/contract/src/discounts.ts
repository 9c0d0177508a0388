import { z } from 'zod';
import { dataEnvelope } from './common';

export const cartLineSchema = z.object({
  product_uuid: z.uuid().describe('Product id from GET /api/checkouts'),
  quantity: z.number().int().min(1).max(10),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const discountCalculationRequestSchema = z.object({
  code: z.string().trim().min(1).max(64),
  email: z.string().trim().max(254).optional().describe('Customer email, for per-customer limits'),
  items: z.array(cartLineSchema).min(1).max(50),
});
export type DiscountCalculationRequest = z.infer<typeof discountCalculationRequestSchema>;

export const discountCalculationSchema = z
  .object({
    success: z.boolean(),
    code: z.string(),
    uuid: z.string().nullable(),
    discounts: z.array(
      z.object({ product_uuid: z.string(), amount: z.number(), amount_cents: z.number().int() }),
    ),
    targets: z.array(z.string()),
    subtotal: z.number().nullable(),
    subtotal_cents: z.number().int().nullable(),
    total: z.number().nullable(),
    total_cents: z.number().int().nullable(),
    alwaysSkipPaymentInfo: z.boolean(),
    testable: z.boolean(),
    hint: z.string().nullable().describe('Why the code does not apply, when the customer should be told'),
  })
  .describe('What a promo code takes off the cart; success false when it does not apply');
export type DiscountCalculation = z.infer<typeof discountCalculationSchema>;
export const discountCalculationResponseSchema = dataEnvelope(discountCalculationSchema);

export const validateEmailRequestSchema = z.object({ email: z.string().trim().min(1).max(254) });
export type ValidateEmailRequest = z.infer<typeof validateEmailRequestSchema>;
export const validateEmailResponseSchema = dataEnvelope(z.object({ valid: z.boolean() }));
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;
