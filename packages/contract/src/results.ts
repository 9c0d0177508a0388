import { z } from 'zod';
import { dataEnvelope } from './common';

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
  }),
});
export const resultDocumentResponseSchema = dataEnvelope(resultDocumentResourceSchema);

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
});
export type LabResultsRequest = z.infer<typeof labResultsRequestSchema>;

export const trackingUpdateSchema = z.object({
  tracking_stage: z.number().int().min(1).max(8),
  status_step: z.string().max(50).optional(),
  delivery_carrier: z.string().trim().max(50).optional(),
});
