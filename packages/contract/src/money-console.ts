import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';

/** Money to chase in the console (issue 47, admins): later instalments and storage renewals declined. */
export const failedInstalmentsQuerySchema = z.object({
  ...pageQueryShape,
  sort: z
    .enum([
      'due_date',
      '-due_date',
      'amount',
      '-amount',
      'attempts',
      '-attempts',
      'next_attempt_at',
      '-next_attempt_at',
    ])
    .optional()
    .describe('Default due_date: the oldest due first'),
});
export type FailedInstalmentsQuery = z.infer<typeof failedInstalmentsQuerySchema>;

export const failedInstalmentSchema = z.object({
  order_id: z.string(),
  po_number: z.string(),
  email: z.string().describe("The buyer's address, told to change the card"),
  number: z.number().int().describe('Which part of the plan, e.g. 2 of 3'),
  parts: z.number().int(),
  amount: z.number().describe('Dollars'),
  due_date: z.string().describe('YYYY-MM-DD'),
  attempts: z.number().int(),
  last_tried_at: isoDateTimeSchema.nullable(),
  next_attempt_at: isoDateTimeSchema.nullable().describe('Null: no retry left'),
});
export type FailedInstalment = z.infer<typeof failedInstalmentSchema>;

export const failedInstalmentsResponseSchema = listEnvelope(failedInstalmentSchema).describe(
  'Later instalments whose last attempt was declined: a retry to come, or none left',
);

export type FailedInstalmentsResponse = z.infer<typeof failedInstalmentsResponseSchema>;

export const instalmentParamsSchema = z.object({
  orderId: z.uuid(),
  number: z.coerce.number().int().min(1).max(100),
});

export const failedRenewalsQuerySchema = z.object({
  ...pageQueryShape,
  sort: z
    .enum([
      'last_tried_at',
      '-last_tried_at',
      'next_attempt_at',
      '-next_attempt_at',
      'amount',
      '-amount',
      'attempts',
      '-attempts',
      'email',
      '-email',
    ])
    .optional()
    .describe('Default -last_tried_at: the latest declined first'),
});
export type FailedRenewalsQuery = z.infer<typeof failedRenewalsQuerySchema>;

export const failedRenewalSchema = z.object({
  subscription_id: z.string(),
  cycle: z.number().int().describe('The period of the plan this renewal pays for, from 1'),
  client_id: z.string(),
  email: z.string().describe("The customer's address, told to update the card"),
  plan: z.string().describe('The storage plan, e.g. Monthly storage'),
  amount: z.number().describe('Dollars'),
  attempts: z.number().int(),
  last_tried_at: isoDateTimeSchema.nullable(),
  next_attempt_at: isoDateTimeSchema.nullable().describe('Null: no retry left'),
});
export type FailedRenewal = z.infer<typeof failedRenewalSchema>;

export const failedRenewalsResponseSchema = listEnvelope(failedRenewalSchema).describe(
  "Active storage plans' renewals whose last attempt was declined: a retry to come, or none left",
);

export type FailedRenewalsResponse = z.infer<typeof failedRenewalsResponseSchema>;

export const renewalParamsSchema = z.object({
  subscriptionId: z.uuid(),
  cycle: z.coerce.number().int().min(1).max(100_000),
});

export const retriedPaymentResponseSchema = dataEnvelope(z.object({ status: z.literal('queued') })).describe(
  'Due again now: the next collection run charges it once, shortly',
);
