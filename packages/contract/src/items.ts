import { z } from 'zod';
import { dataEnvelope, listMetaSchema } from './common';

export const itemListQuerySchema = z.object({
  displayable: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only the items the portal shows (not shipping of withdrawals)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(15),
  related: z.string().max(200).optional().describe('Accepted for compatibility; relationships always come'),
  'filter[analysis_without_cryo_addon]': z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only analyses no storage item is matched to'),
  'filter[available_cryogenic_items]': z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only storage items not yet matched to an analysis'),
});

export const cryoMatchRequestSchema = z.object({
  data: z
    .array(z.object({ cryogenic_uuid: z.string().max(100), analysis_uuid: z.string().max(100) }))
    .min(1)
    .max(20),
});

export const itemActionRequestSchema = z.object({
  data: cryoMatchRequestSchema.shape.data.optional().describe('match-cryogenic-with-analyses: the pairings'),
  po_number: z.string().trim().min(1).max(64).optional().describe('validate: the kit’s order number'),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

const resultDocumentSchema = z.object({
  id: z.string(),
  type: z.literal('result-documents'),
  attributes: z.object({
    ready_at: z.string(),
    is_azoospermic: z.boolean(),
    total_count: z.number().nullable(),
    total_motile_sperm: z.number().nullable(),
    total_motility: z.number().nullable(),
    concentration: z.number().nullable(),
    actual_ejaculate_concentration: z.number().nullable(),
    volume: z.number().nullable(),
    normal: z.number().nullable(),
    dna_fragmentation: z.number().nullable(),
    post_thaw_motility: z.number().nullable(),
  }),
});

export const itemResourceSchema = z
  .object({
    id: z.string(),
    type: z.literal('items'),
    attributes: z.object({
      uuid: z.string(),
      title: z.string(),
      category: z.enum(['analysis', 'sti', 'supplement', 'consultation', 'cryogenic']),
      status: z.object({ step: z.string().nullable() }),
      tracking_stage: z.number().int().nullable(),
      storage_status: z.object({ status: z.string().nullable() }),
      considering_freezing: z.string().nullable(),
      delivery_carrier: z.string().nullable(),
      po_number: z.string().nullable(),
      is_analysis: z.boolean(),
      is_sti: z.boolean(),
      is_consultation: z.boolean(),
      is_supplement: z.boolean(),
      is_cryogenic: z.boolean(),
      needs_mdi_validation: z.boolean(),
      price: z.number().nullable().describe('Dollars; the product price'),
      remaining_vials_count: z.number().int(),
      created_at: z.string(),
    }),
    relationships: z.object({
      product: z
        .object({
          id: z.string(),
          type: z.literal('products'),
          attributes: z.object({ key: z.string().nullable(), title: z.string() }),
        })
        .nullable(),
      resultDocuments: z.array(resultDocumentSchema).describe('Released results only'),
    }),
  })
  .describe('A kit, analysis, storage plan or other thing the customer bought');
export type ItemResource = z.infer<typeof itemResourceSchema>;

export const itemListResponseSchema = z.object({ data: z.array(itemResourceSchema), meta: listMetaSchema });
export const itemResponseSchema = dataEnvelope(itemResourceSchema);
