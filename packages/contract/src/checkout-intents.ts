import { z } from 'zod';
import { dataEnvelope } from './common';

const draftItemSchema = z.object({
  product_uuid: z.uuid(),
  quantity: z.number().int().min(1).max(10),
  extradata: z.string().max(50).nullish(),
});

/** The checkout form as the browser keeps it; card details are never part of it. */
const draftFormSchema = z
  .object({ account_details: z.object({ email: z.email().max(254) }).passthrough() })
  .passthrough();

export const createCheckoutIntentRequestSchema = z.object({
  form: z.object({ account_details: z.object({ email: z.email().max(254) }) }),
});
export const createCheckoutIntentResponseSchema = dataEnvelope(
  z.object({
    intent: z.object({ id: z.string() }),
    user: z.null().describe('Never says whether the email has an account'),
  }),
);

export const saveCheckoutFormRequestSchema = z.object({
  intent_id: z.uuid(),
  form: draftFormSchema,
  items: z.array(draftItemSchema).max(50),
});
export const saveCheckoutFormResponseSchema = dataEnvelope(z.object({ id: z.string() }));

export const checkoutIntentParamsSchema = z.object({ id: z.uuid() });
export const checkoutIntentSchema = z.object({
  id: z.string(),
  items: z.array(draftItemSchema),
  form: draftFormSchema,
});
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;
export const checkoutIntentResponseSchema = dataEnvelope(checkoutIntentSchema);
