import { z } from 'zod';
import { dataEnvelope } from './common';

/** The shape only: what each field must hold is the domain's withdrawalRecipientErrors, in one set of messages. */
const recipientAddressSchema = z.object({
  address_1: z.string().trim().max(200),
  address_2: z.string().trim().max(200).nullish(),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100).nullish(),
  postal_code: z.string().trim().max(20),
  country: z.string().trim().max(2),
});

export const withdrawalRequestSchema = z.object({
  item_uuid: z.string().max(100),
  understood: z.boolean(),
  destination: z.string().max(20),
  recipient_type: z.string().max(50),
  recipient_name: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .describe("The medical professional's name; for a facility, an optional contact person"),
  recipient_facility: z
    .string()
    .trim()
    .max(200)
    .describe("The facility's name, or the professional's clinic or practice"),
  recipient_address: recipientAddressSchema,
  recipient_email: z.string().trim().max(254),
  recipient_phone: z.string().trim().max(30),
  requested_date: z.string().max(10),
  timezone: z.string().max(100),
  vial_count: z.number().int(),
  signature: z.string().max(200),
  password: z.string().max(200).optional().describe('The account password, to confirm it is the customer'),
  one_time_password: z.string().max(10).optional().describe('Instead of the password, with two-factor auth'),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum([
    'awaiting_partner_consent',
    'awaiting_quote',
    'requested',
    'shipped',
    'cancelled',
    'declined_by_partner',
  ]),
  requested_date: z.string(),
  vial_count: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = dataEnvelope(withdrawalSchema);

/** A withdrawal of the partner's account that waits for the partner's consent. */
export const consentRequestSchema = z.object({
  id: z.string(),
  requested_by_name: z.string(),
  vial_count: z.number().int(),
  recipient_facility: z.string(),
  requested_date: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;
export const consentRequestListResponseSchema = z.object({ data: z.array(consentRequestSchema) });

/**
 * What the customer has typed into a withdrawal request so far, kept so that leaving the page (to pay, or
 * for any reason) loses nothing. Never the password, the code or a card: those are typed again.
 */
export const withdrawalDraftSchema = z.object({
  understood: z.boolean(),
  destination: z.string().max(20),
  recipient_type: z.string().max(50),
  recipient_name: z.string().max(200),
  recipient_facility: z.string().max(200),
  address_1: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(100),
  postal_code: z.string().max(20),
  country: z.string().max(2),
  recipient_email: z.string().max(254),
  recipient_phone: z.string().max(30),
  requested_date: z.string().max(10),
  vial_count: z.string().max(3),
  signature: z.string().max(200),
});
export type WithdrawalDraft = z.infer<typeof withdrawalDraftSchema>;
export const withdrawalDraftResponseSchema = dataEnvelope(
  withdrawalDraftSchema.nullable().describe('Null when nothing has been typed yet'),
);
