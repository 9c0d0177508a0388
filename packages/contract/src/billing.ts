import { z } from 'zod';
import { dataEnvelope } from './common';

/** What a charge paid for: the pages word it in their language (@fathom/domain/payment-words). */
export const paymentForSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('order'),
      po_number: z.string(),
      instalment: z.number().int().nullable().describe('The instalment it charged; null: the whole order'),
    }),
    z.object({
      kind: z.literal('storage_plan'),
      product_key: z.string().nullable(),
      title: z.string().describe("The plan's product as the catalogue stores it, in English"),
      period: z.number().int().describe('The period of the plan it paid for, the first is 1'),
    }),
  ])
  .describe('What the charge paid for: an order (or one of its instalments), or a period of a storage plan');

export const billingSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      product_key: z
        .string()
        .nullable()
        .describe(
          "The plan's product: the pages word it by this key in their language (@fathom/domain/product-words)",
        ),
      title: z.string().describe("The plan's product as the catalogue stores it, in English"),
      po_number: z.string().describe('The order that started the plan'),
      status: z.enum(['pending', 'active', 'cancelled']),
      repeats_frequency: z.enum(['month', 'year']),
      repeats_every: z.number().int().describe('Renews every this many months or years'),
      price: z.number().describe('Dollars per period'),
      next_billing_at: z.string().nullable(),
      past_due: z.boolean().describe('The last renewal was declined: the customer should change the card'),
      kept_until: z
        .string()
        .nullable()
        .describe(
          "YYYY-MM-DD: a cancelled plan's samples are kept to this day, their destruction date; null otherwise",
        ),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      po_number: z.string(),
      created_at: z.string(),
      created_on: z
        .string()
        .describe(
          "YYYY-MM-DD: the day it was placed in the clinic's time zone (order-dates.ts), as every page and receipt writes it",
        ),
      total: z.number(),
      tax: z.number(),
      status: z.enum(['pending_payment', 'paid', 'paying_instalments', 'payment_failed']),
    }),
  ),
  instalment_plans: z
    .array(
      z.object({
        order_id: z.string(),
        po_number: z.string(),
        parts: z.number().int().describe('How many parts the plan has'),
        paid_parts: z.number().int(),
        left: z.number().describe('Dollars still to pay'),
        next: z
          .object({
            number: z.number().int(),
            due_date: z.string().describe('YYYY-MM-DD'),
            amount: z.number(),
            status: z.enum(['scheduled', 'pending', 'declined', 'failed']),
          })
          .nullable()
          .describe('The next part to be charged; declined: it is retried; failed: no retry is left'),
      }),
    )
    .describe('Orders still being paid in instalments'),
  payments: z.array(
    z.object({
      paid_for: paymentForSchema,
      amount: z.number(),
      status: z.enum(['pending', 'succeeded', 'declined', 'abandoned', 'failed']),
      created_at: z.string(),
      created_on: z
        .string()
        .describe("YYYY-MM-DD: the day it was made in the clinic's time zone (order-dates.ts)"),
    }),
  ),
});
export type Billing = z.infer<typeof billingSchema>;
export const billingResponseSchema = dataEnvelope(billingSchema);

export const billingPortalResponseSchema = dataEnvelope(
  z.object({ url: z.string().describe('Where the customer changes the card and sees the plan') }),
);
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

export const paymentMethodUpdateSchema = z.object({
  payment_method_token: z
    .string()
    .min(1)
    .max(200)
    .describe('A token made in the browser; never a card number'),
});
export type PaymentMethodUpdate = z.infer<typeof paymentMethodUpdateSchema>;
export const paymentMethodUpdateResponseSchema = dataEnvelope(
  z.object({
    subscriptions_updated: z.number().int(),
    overdue_renewals_charged: z.number().int(),
    overdue_instalments_charged: z
      .number()
      .int()
      .describe('Declined instalments charged to the new card at once'),
    still_past_due: z.boolean(),
  }),
);
export type PaymentMethodUpdateResponse = z.infer<typeof paymentMethodUpdateResponseSchema>;

export const cancelPlanResponseSchema = z.object({
  data: z.object({ id: z.string(), paid_until: z.string().nullable() }),
});
export type CancelPlanResponse = z.infer<typeof cancelPlanResponseSchema>;

export const cardOnFileSchema = z
  .object({
    brand: z.string().describe("The card's network in the provider's word: visa, mastercard, amex…"),
    last4: z.string().describe('Its last four digits; the number itself is never kept'),
  })
  .nullable()
  .describe('The card plans renew and instalments are charged on, else the last one paid with; null: none');
export type CardOnFile = z.infer<typeof cardOnFileSchema>;
export const cardOnFileResponseSchema = dataEnvelope(cardOnFileSchema);
export type CardOnFileResponse = z.infer<typeof cardOnFileResponseSchema>;
