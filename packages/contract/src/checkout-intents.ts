import { z } from 'zod';
import { dataEnvelope } from './common';

const draftItemSchema = z.object({
  product_uuid: z.uuid(),
  quantity: z.number().int().min(1).max(10),
  extradata: z.string().max(50).nullish(),
});

/** An address as typed so far: the checkout's address fields and limits, any of them still empty. */
const draftAddressSchema = z
  .strictObject({
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    address_1: z.string().max(200),
    address_2: z.string().max(200).nullable(),
    city: z.string().max(100),
    state: z.string().max(100),
    postal_code: z.string().max(20),
    country: z.string().max(2),
    phone: z.string().max(30),
    kit_delivery_type: z.string().max(30).nullable(),
    preferred_delivery_date: z.string().max(10).nullable(),
  })
  .partial();

/**
 * The checkout form as the browser keeps it, field by field with the checkout's own limits: nothing else is
 * kept (no card, no date of birth, no free-form data).
 */
export const draftFormSchema = z.strictObject({
  account_details: z.strictObject({ email: z.email().max(254), has_authorized_user: z.boolean().optional() }),
  shipping_address: draftAddressSchema.nullish(),
  billing_address: draftAddressSchema.nullish(),
  billing_address_type: z.enum(['same_as_shipping', 'different_billing_address']).optional(),
  payment: z.strictObject({ payment_method: z.enum(['card', 'instalments']) }).nullish(),
  insurance: z.strictObject({ application_uuid: z.uuid().nullish() }).nullish(),
  withdrawal_uuid: z.uuid().nullish(),
});
export type CheckoutDraftForm = z.infer<typeof draftFormSchema>;

export const createCheckoutIntentRequestSchema = z.object({
  form: z.object({ account_details: z.object({ email: z.email().max(254) }) }),
});
export type CreateCheckoutIntentRequest = z.infer<typeof createCheckoutIntentRequestSchema>;
export const createCheckoutIntentResponseSchema = dataEnvelope(
  z.object({
    intent: z.object({ id: z.string() }),
    user: z.null().describe('Never says whether the email has an account'),
  }),
);
export type CreateCheckoutIntentResponse = z.infer<typeof createCheckoutIntentResponseSchema>;

export const saveCheckoutFormRequestSchema = z.object({
  intent_id: z.uuid(),
  form: draftFormSchema,
  items: z.array(draftItemSchema).max(50),
});
export type SaveCheckoutFormRequest = z.infer<typeof saveCheckoutFormRequestSchema>;
export const saveCheckoutFormResponseSchema = dataEnvelope(z.object({ id: z.string() }));
export type SaveCheckoutFormResponse = z.infer<typeof saveCheckoutFormResponseSchema>;

export const checkoutIntentParamsSchema = z.object({ id: z.uuid() });
export const checkoutIntentSchema = z.object({
  id: z.string(),
  items: z.array(draftItemSchema),
  form: draftFormSchema.omit({ payment: true }),
});
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;
export const checkoutIntentResponseSchema = dataEnvelope(checkoutIntentSchema);
