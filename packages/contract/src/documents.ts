import { z } from 'zod';
import { dataEnvelope } from './common';

export const documentListQuerySchema = z.object({
  step: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'step is a comma-separated list of document steps')
    .max(50)
    .optional()
    .describe('e.g. 6,29,30'),
});

export const documentResourceSchema = z.object({
  id: z.string(),
  type: z.literal('documents'),
  attributes: z.object({
    step: z.number().int(),
    title: z.string(),
    version: z.string(),
    paragraphs: z.array(z.string()),
    status: z.enum(['to_sign', 'signed']),
    signed_name: z.string().nullable(),
    signed_at: z.string().nullable(),
  }),
});
export type DocumentResource = z.infer<typeof documentResourceSchema>;
export const documentListResponseSchema = dataEnvelope(z.array(documentResourceSchema));
export const documentResponseSchema = dataEnvelope(documentResourceSchema);

export const signDocumentSchema = z.object({
  legal_name: z.string().max(200),
  agreed: z.boolean(),
});
export type SignDocumentRequest = z.infer<typeof signDocumentSchema>;
