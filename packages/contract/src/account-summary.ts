import { REGISTRATION_NEEDED_PHASES } from '@fathom/domain/kit-progress';
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';
import { stiReportResourceSchema } from './sti-results';

const calendarDate = z.string().describe('YYYY-MM-DD');

export const attentionItemSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('sti_positive'),
      date: isoDateTimeSchema.describe('When the results could be read'),
      item_id: z.string(),
      title: z.string(),
    }),
    z.object({
      kind: z.literal('destruction_date'),
      date: calendarDate.describe('When the vials are destroyed unless storage is bought'),
      item_id: z.string(),
      vial_count: z.number().int(),
    }),
    z.object({
      kind: z.literal('renewal_failed'),
      date: isoDateTimeSchema.describe('When the renewal first failed'),
      subscription_id: z.string(),
      product_key: z
        .string()
        .nullable()
        .describe("The storage plan's product: the pages word it by this key (@fathom/domain/product-words)"),
      title: z.string().describe("The storage plan's name as the catalogue stores it, in English"),
    }),
    z.object({
      kind: z.literal('partner_consent'),
      date: calendarDate.describe('The date the withdrawal is asked for'),
      withdrawal_id: z.string(),
      vial_count: z.number().int(),
      recipient_facility: z.string(),
    }),
    z.object({
      kind: z.literal('kit_not_registered'),
      date: isoDateTimeSchema.describe('When the kit was ordered'),
      item_id: z.string(),
      product_key: z
        .string()
        .nullable()
        .describe("The kit's product: the pages name the kit by this key (@fathom/domain/product-words)"),
      title: z.string().describe("The kit's name as the catalogue stores it, in English"),
      tracking_stage: z.number().int(),
      phase: z
        .enum(REGISTRATION_NEEDED_PHASES)
        .describe("Where the kit stands: the kit's card words it the same way"),
    }),
    z.object({
      kind: z.literal('agreements_to_sign'),
      date: isoDateTimeSchema.describe('Since when the account has needed them'),
      titles: z.array(z.string()).describe('The agreements not signed yet, as the contracts page names them'),
    }),
    z.object({
      kind: z.literal('results_call'),
      date: isoDateTimeSchema.describe('When the results were released'),
      result_id: z.string(),
    }),
    z.object({
      kind: z.literal('retest_due'),
      date: calendarDate.describe('The day the next analysis is due'),
      result_id: z.string().describe('The analysis it follows'),
    }),
  ])
  .describe('Something that needs the customer now');
export type AttentionItemResource = z.infer<typeof attentionItemSchema>;

const offered = z.boolean().describe('Whether storage is offered (never after a result with no sperm found)');

export const storageSummarySchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('none'), offer_storage: offered }),
    z.object({ state: z.literal('awaiting_sample') }),
    z.object({
      state: z.literal('destruction_scheduled'),
      destruction_date: calendarDate,
      vial_count: z.number().int(),
    }),
    z.object({ state: z.literal('payment_past_due'), vial_count: z.number().int() }),
    z.object({
      state: z.literal('stored'),
      vial_count: z.number().int(),
      vials_in_withdrawal: z.number().int().describe('Vials set aside for a withdrawal not shipped yet'),
    }),
    z.object({ state: z.literal('all_withdrawn'), offer_storage: offered }),
    z.object({ state: z.literal('all_destroyed'), offer_storage: offered }),
    z.object({ state: z.literal('none_left'), offer_storage: offered }),
  ])
  .describe("The customer's stored samples in one state");
export type StorageSummaryResource = z.infer<typeof storageSummarySchema>;

export const stiPanelSummarySchema = stiReportResourceSchema
  .pick({ item_id: true, product_key: true, title: true, visibility: true, overall: true, ready_at: true })
  .describe('An STI panel without its results: reading them is recorded, this summary is not');
export type StiPanelSummary = z.infer<typeof stiPanelSummarySchema>;

export const accountSummarySchema = z
  .object({
    needs_attention: z.array(attentionItemSchema).describe('Most pressing first'),
    storage: storageSummarySchema,
    sti_panels: z.array(stiPanelSummarySchema).describe('Newest first'),
  })
  .describe('The account at a glance: what needs the customer now, the stored samples, the STI panels');
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const accountSummaryResponseSchema = dataEnvelope(accountSummarySchema);
