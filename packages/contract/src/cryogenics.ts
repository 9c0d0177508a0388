import { z } from 'zod';
import { dataEnvelope } from './common';

const vialEventSchema = z.object({
  kind: z.enum(['stored', 'moved', 'withdrawn', 'destroyed']),
  facility: z.string(),
  note: z.string().nullable(),
  occurred_at: z.string(),
});

const vialSchema = z.object({
  id: z.string(),
  status: z.enum(['permanent_storage', 'awaiting_permanent_storage', 'destroyed']),
  storage_facility: z.string(),
  stored_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  history: z.array(vialEventSchema).describe('Oldest first'),
});

const withdrawalSummarySchema = z.object({
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
  destination: z.enum(['domestic', 'international']),
  recipient_type: z.enum(['medical_professional', 'medical_facility']),
  recipient_name: z.string().nullable().describe('The professional, or a contact person at the facility'),
  recipient_facility: z.string(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
  carrier: z.string().nullable().describe('Who carries the shipped vials'),
  tracking_number: z.string().nullable().describe("The carrier's tracking number of the shipped vials"),
});

export const cryogenicItemSchema = z.object({
  id: z.string(),
  product_key: z
    .string()
    .nullable()
    .describe(
      'The product the sample was bought with: the pages word its title by this key (@fathom/domain/product-words)',
    ),
  title: z.string().describe('The title the sample was bought under, in English'),
  storage_status: z.enum(['Empty', 'Not stored', 'Stored', 'Withdrawn']),
  destruction_date: z.string().nullable().describe('When the vials are destroyed unless storage is bought'),
  remaining_vials_count: z.number().int(),
  vials: z.array(vialSchema),
  withdrawals: z.array(withdrawalSummarySchema),
});

export const cryogenicsSchema = z.object({
  has_cryogenic: z.boolean(),
  storage_status: z.enum(['Empty', 'Not stored', 'Stored', 'Withdrawn']),
  are_all_vials_withdrawn: z.boolean(),
  are_all_vials_destroyed: z.boolean(),
  remaining_vials_count: z.number().int(),
  cryo_shipping_product_uuid: z.string(),
  unused_withdrawals: z.number().int().describe('Paid withdrawal shipping not yet used by a request'),
  unused_withdrawal_cryoshipping: z.boolean(),
  storage_payment_past_due: z.boolean().describe('A storage renewal was declined: the card needs changing'),
  items: z.array(cryogenicItemSchema),
});
export type Cryogenics = z.infer<typeof cryogenicsSchema>;
export const cryogenicsResponseSchema = dataEnvelope(cryogenicsSchema);
