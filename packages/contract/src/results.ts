import { staffRoles } from '@fathom/domain/staff-roles';
import { z } from 'zod';
import { dataEnvelope } from './common';
import { itemResourceSchema } from './items';

const measured = z.number().nullable();

export const resultDocumentResourceSchema = z.object({
  id: z.string(),
  type: z.literal('result-documents'),
  attributes: z.object({
    item_id: z.string(),
    ready_at: z.string(),
    is_azoospermic: z.boolean(),
    total_count: measured,
    total_motile_sperm: measured,
    total_motility: measured,
    concentration: measured,
    actual_ejaculate_concentration: measured,
    volume: measured,
    normal: measured.describe('Morphology, % normal forms'),
    dna_fragmentation: measured,
    post_thaw_motility: measured,
    lab_notes: z.string().nullable(),
    corrected_at: z.iso
      .datetime()
      .nullable()
      .optional()
      .describe('When the lab corrected these values after their release; null when never corrected'),
  }),
  relationships: z.object({
    item: z
      .object({
        id: z.string(),
        type: z.literal('items'),
        attributes: itemResourceSchema.shape.attributes.pick({
          storage_status: true,
          considering_freezing: true,
          has_cryogenic_addons: true,
        }),
      })
      .nullable()
      .describe(
        'What the report reads of the analysed kit, as GET /api/restify/items/{id} answers it: the stored sample and the storage bought or considered. Null for a partner, who reads the analysis alone',
      ),
  }),
});
export type ResultDocumentResource = z.infer<typeof resultDocumentResourceSchema>;
export const resultDocumentResponseSchema = dataEnvelope(resultDocumentResourceSchema);

export const resultHistoryEntrySchema = resultDocumentResourceSchema.omit({ relationships: true }).extend({
  attributes: resultDocumentResourceSchema.shape.attributes.extend({
    collected_on: z
      .string()
      .nullable()
      .describe('The day the sample was collected (YYYY-MM-DD), when the lab read it'),
  }),
});
export type ResultHistoryEntry = z.infer<typeof resultHistoryEntrySchema>;
export const resultHistoryResponseSchema = dataEnvelope(
  z.array(resultHistoryEntrySchema).describe('Every released analysis of the account, oldest first'),
);

const value = z.number().min(0).max(100_000).nullable().optional();
export const labResultsRequestSchema = z.object({
  is_azoospermic: z.boolean().default(false),
  total_count: value,
  total_motile_sperm: value,
  total_motility: z.number().min(0).max(100).nullable().optional(),
  concentration: value,
  actual_ejaculate_concentration: value,
  volume: value,
  normal: z.number().min(0).max(100).nullable().optional(),
  dna_fragmentation: z.number().min(0).max(100).nullable().optional(),
  post_thaw_motility: z.number().min(0).max(100).nullable().optional(),
  lab_notes: z.string().trim().max(2000).nullable().optional(),
  collected_on: z.iso
    .date('Enter the collection date as YYYY-MM-DD.')
    .nullable()
    .optional()
    .describe('The day the sample was collected, from the kit’s form; not after today in the lab'),
});
export type LabResultsRequest = z.infer<typeof labResultsRequestSchema>;

export const trackingUpdateSchema = z.object({
  tracking_stage: z.number().int().min(1).max(8),
  status_step: z.string().max(50).optional(),
  delivery_carrier: z.string().trim().max(50).optional(),
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'A tracking number is 6 to 40 letters and digits')
    .optional()
    .describe("The carrier's tracking number, once the kit ships"),
});

export const publicResultResponseSchema = dataEnvelope(
  resultDocumentResourceSchema.shape.attributes.omit({ item_id: true }).extend({
    storage_status: z.string().nullable().describe('Post-thaw motility reads Withdrawn after a withdrawal'),
  }),
).describe('A result shown through a link its owner shared: the values, no name or contact details');
export type PublicResultResponse = z.infer<typeof publicResultResponseSchema>;

export const shareLinkResourceSchema = z.object({
  id: z.string(),
  result_document_id: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  url: z.string().optional().describe('Only in the answer that creates the link: it cannot be shown again'),
});
export const shareLinkListResponseSchema = dataEnvelope(z.array(shareLinkResourceSchema));
export const shareLinkResponseSchema = dataEnvelope(shareLinkResourceSchema);
export const createShareLinkRequestSchema = z.object({ result_document_id: z.uuid() });
export type CreateShareLinkRequest = z.infer<typeof createShareLinkRequestSchema>;

export const resultViewResourceSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_title: z.string(),
  viewer: z.enum(['owner', 'partner', 'staff', 'shared_link']),
  viewer_name: z.string().nullable().describe("The partner's name; null for others"),
  viewer_staff_role: z
    .enum(staffRoles)
    .nullable()
    .describe("A staff member's role when they read it (viewer staff); null for others and older reads"),
  recipient: z
    .string()
    .nullable()
    .describe('Who said they were opening a SMART Health Link (channel health_link); null for others'),
  channel: z.enum(['portal', 'report', 'shared_link', 'staff', 'fhir', 'health_link']),
  viewed_at: z.string(),
});
export type ResultViewResource = z.infer<typeof resultViewResourceSchema>;
export const resultViewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(20),
});
export type ShareLinkResource = z.infer<typeof shareLinkResourceSchema>;
