import { REFUND_REASON_MAX_LENGTH, refundMessages } from '@fathom/domain/refunds';
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

/** A customer's billing as support sees it in their record (issue 47), and the refunds support makes. */
const cardSchema = z
  .object({ brand: z.string().describe('visa, mastercard, amex…'), last4: z.string() })
  .describe('A card as a person recognises it');

export const staffRefundSchema = z.object({
  id: z.string(),
  amount: z.number().describe('Dollars'),
  reason: z.string(),
  state: z
    .enum(['pending', 'made', 'refused'])
    .describe(
      'pending: written, and made as soon as the payment processor answers; made: given back; refused: the processor refused it, nothing was given back',
    ),
  created_at: isoDateTimeSchema,
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const paymentForSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('order'), order_id: z.string(), po_number: z.string() }),
    z.object({
      kind: z.literal('plan'),
      plan_id: z.string().describe("The storage plan's id (its subscription)"),
      title: z.string().describe('e.g. "Cryogenic Storage, monthly plan"'),
      period: z.number().int().describe('The period of the plan this renewal paid for, the first being 1'),
    }),
  ])
  .describe(
    "What the payment paid for: an order, or a period of a storage plan (a renewal); a refund's path names it",
  );
export type PaymentFor = z.infer<typeof paymentForSchema>;

export const customerPaymentSchema = z.object({
  id: z.string().describe("The payment attempt's id: what a refund names"),
  for: paymentForSchema,
  description: z
    .string()
    .describe('e.g. "Order FA12345678, instalment 2" or "Cryogenic Storage, monthly plan — period 3"'),
  paid_at: isoDateTimeSchema,
  amount: z.number().describe('Dollars paid'),
  refunded: z.number().describe('Dollars given back so far'),
  refunding: z.number().describe('Dollars being given back (the processor is being asked)'),
  left_to_refund: z.number().describe('Dollars staff may still refund'),
  method: z
    .enum(['card', 'instalment_plan'])
    .describe('instalment_plan: collected and refunded by the instalment provider, never by Fathom'),
  card: cardSchema.nullable(),
  status: z.enum(['paid', 'partly_refunded', 'refunded']),
  refunds: z.array(staffRefundSchema).describe('Refunds made by staff, oldest first'),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

export const customerBillingSchema = z.object({
  payments: z.array(customerPaymentSchema).describe('Payments that took money, newest first'),
  card_on_file: cardSchema.nullable().describe('The card renewals and instalments are charged to'),
  instalment_plans: z.array(
    z.object({
      order_id: z.string(),
      po_number: z.string(),
      parts: z.number().int(),
      paid: z.number().int(),
      due: z.number().int().describe('Scheduled, or being charged'),
      failed: z.number().int().describe('Declined or failed: staff and the customer are told'),
    }),
  ),
  storage_plans: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(['pending', 'active', 'cancelled']),
      next_renewal_at: isoDateTimeSchema.nullable(),
      past_due: z.boolean(),
      last_renewal: z
        .object({
          period: z.number().int(),
          status: z.enum(['pending', 'paid', 'failed']),
          at: isoDateTimeSchema,
        })
        .nullable(),
    }),
  ),
});
export type CustomerBilling = z.infer<typeof customerBillingSchema>;

export const refundParamsSchema = z.object({ orderId: z.uuid(), attemptId: z.uuid() });
export const planRefundParamsSchema = z.object({ subscriptionId: z.uuid(), attemptId: z.uuid() });

export const refundHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header: one key per refund, reused on every retry.' })
    .min(8)
    .max(100)
    .describe('One key per refund, reused on every retry: a refund sent twice is made once'),
});

export const refundRequestSchema = z.object({
  amount: z
    .number({ error: refundMessages.amountRequired })
    .gt(0, refundMessages.amountPositive)
    .max(1_000_000, refundMessages.amountCents)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, refundMessages.amountCents)
    .describe('Dollars and cents, at most what is left to refund'),
  reason: z
    .string({ error: refundMessages.reasonRequired })
    .trim()
    .min(1, refundMessages.reasonRequired)
    .max(REFUND_REASON_MAX_LENGTH, refundMessages.reasonTooLong)
    .describe('Why, in plain words: kept with the refund'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundResultSchema = z.object({
  refund: staffRefundSchema,
  message: z.string().describe('What happened, in words for the staff member'),
});
export type RefundResult = z.infer<typeof refundResultSchema>;
export const refundResponseSchema = dataEnvelope(refundResultSchema);
