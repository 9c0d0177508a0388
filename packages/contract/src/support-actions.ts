import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';

/** What support does on a customer's record (issue 47 item 4): cancel an unpaid order, resend an email. */
export const supportOrderParamsSchema = z.object({ orderId: z.uuid() });

export const cancelledOrderSchema = z.object({
  id: z.uuid(),
  po_number: z.string(),
  status: z.literal('cancelled'),
  cancelled_at: isoDateTimeSchema,
});
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;
export const cancelledOrderResponseSchema = dataEnvelope(cancelledOrderSchema);

export const customerEmailsQuerySchema = z.object({ ...pageQueryShape });
export type CustomerEmailsQuery = z.infer<typeof customerEmailsQuerySchema>;

export const customerEmailSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  state: z
    .enum(['sent', 'queued', 'failed'])
    .describe('Sent; queued (waiting for, or between, its attempts); failed (its retries ran out)'),
  created_at: isoDateTimeSchema.describe('When it was queued'),
  sent_at: isoDateTimeSchema.nullable(),
  resendable: z
    .boolean()
    .describe(
      'False for an email about a one-time link (a sign-in, password or invitation link, or the notice that support made one): never sent again',
    ),
});
export type CustomerEmail = z.infer<typeof customerEmailSchema>;
export const customerEmailsResponseSchema = listEnvelope(customerEmailSchema).describe('Newest first');
export type CustomerEmailsResponse = z.infer<typeof customerEmailsResponseSchema>;

export const emailParamsSchema = z.object({ emailId: z.uuid() });
export const resentEmailResponseSchema = dataEnvelope(customerEmailSchema).describe(
  'The fresh copy, queued; the original is unchanged',
);
