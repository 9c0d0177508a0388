import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from '@fathom/domain/withdrawal-shipment';
import { z } from 'zod';
import { isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';

/** Storage and withdrawals in the clinic's console (issue 47 item 5): each list a page at a time. */
export const storageListQuerySchema = z.object({
  ...pageQueryShape,
  sort: z
    .enum(['date', '-date'])
    .optional()
    .describe("By the list's date, as its summary says: `date` the earliest first, `-date` the latest first"),
  q: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe("A client number, or part of the customer's name or email address"),
});
export type StorageListQuery = z.infer<typeof storageListQuerySchema>;

const calendarDate = z.string().describe('YYYY-MM-DD');

/** A withdrawal not shipped yet, with what stands between it and the carrier. */
export const withdrawalToPrepareSchema = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  client_number: z.string(),
  customer_name: z.string(),
  title: z.string().describe('The stored sample'),
  vial_count: z.number().int(),
  recipient: z.string().describe('The facility, or the professional at their practice'),
  destination: z.enum(['domestic', 'international']),
  requested_date: calendarDate.describe('The day the customer chose'),
  status: z.enum(['awaiting_partner_consent', 'awaiting_quote', 'requested']),
  partner_consent: z
    .enum(['not_needed', 'given', 'awaiting'])
    .describe("The partner's consent, needed when the account has a partner"),
  shipping_paid: z.boolean(),
  readiness: z.enum(['ready', 'awaiting_consent', 'shipping_unpaid', 'closed']),
  created_at: isoDateTimeSchema,
});
export type WithdrawalToPrepare = z.infer<typeof withdrawalToPrepareSchema>;
export const withdrawalsToPrepareResponseSchema = listEnvelope(withdrawalToPrepareSchema);
export type WithdrawalsToPrepareResponse = z.infer<typeof withdrawalsToPrepareResponseSchema>;

/** The carrier and its tracking number; the domain checks them (`shipmentErrors`) with the field's message. */
export const shipWithdrawalRequestSchema = z.object({
  carrier: z.string().max(CARRIER_MAX_LENGTH * 2),
  tracking_number: z.string().max(TRACKING_NUMBER_MAX_LENGTH * 2),
});
export type ShipWithdrawalRequest = z.infer<typeof shipWithdrawalRequestSchema>;

export const shippedWithdrawalSchema = z.object({
  id: z.string(),
  status: z.literal('shipped'),
  vials_withdrawn: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string(),
});
export type ShippedWithdrawal = z.infer<typeof shippedWithdrawalSchema>;

/** A stored sample whose plan ended with vials still held, and the warnings its customer was sent. */
export const destructionDueSchema = z.object({
  item_id: z.uuid(),
  client_number: z.string(),
  customer_name: z.string(),
  title: z.string(),
  vials_held: z.number().int(),
  destruction_date: calendarDate,
  days_left: z.number().int().describe('Days from today to the destruction date; 0 or fewer once due'),
  due: z.boolean().describe('The day has come: the grace is over and the vials may be destroyed'),
  warnings: z
    .array(z.object({ days_before: z.number().int(), sent_at: isoDateTimeSchema }))
    .describe('The 60-, 30- and 7-day warnings sent, earliest first'),
});
export type DestructionDue = z.infer<typeof destructionDueSchema>;
export const destructionsDueResponseSchema = listEnvelope(destructionDueSchema);
export type DestructionsDueResponse = z.infer<typeof destructionsDueResponseSchema>;

export const storageToMatchSchema = z.object({
  item_id: z.uuid(),
  client_number: z.string(),
  customer_name: z.string(),
  email: z.string(),
  title: z.string().describe('The storage plan'),
  created_at: isoDateTimeSchema,
  analyses: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        kit_identifier: z.string().nullable(),
        created_at: isoDateTimeSchema,
      }),
    )
    .describe("The customer's analyses no storage holds yet, the newest first"),
});
export type StorageToMatch = z.infer<typeof storageToMatchSchema>;
export const storageToMatchResponseSchema = listEnvelope(storageToMatchSchema);
export type StorageToMatchResponse = z.infer<typeof storageToMatchResponseSchema>;

export const matchStorageRequestSchema = z.object({ analysis_item_id: z.uuid() });
export type MatchStorageRequest = z.infer<typeof matchStorageRequestSchema>;
export const matchedStorageSchema = z.object({ item_id: z.uuid(), analysis_item_id: z.uuid() });
export const storagePlanParamsSchema = z.object({ itemId: z.uuid() });
