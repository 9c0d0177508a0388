import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

/** The tests of the STI panel, by the keys the results pages jump to. */
export const stiTestKeySchema = z.enum([
  'chlamydiaGenital',
  'gonorrheaGenital',
  'hepatitisB',
  'hepatitisCAntibody',
  'hiv',
  'syphilis',
  'syphilisIGG',
]);

export const stiOutcomeSchema = z.enum(['positive', 'negative', 'inconclusive']);

export const stiResultSchema = z.object({
  test_key: stiTestKeySchema,
  outcome: stiOutcomeSchema,
  value: z.string().trim().min(1).max(100).describe('The readable value, e.g. "Not detected"'),
});

export const stiReportResourceSchema = z
  .object({
    item_id: z.string(),
    product_key: z
      .string()
      .nullable()
      .describe("The kit's product: the pages name the panel by this key (@fathom/domain/product-words)"),
    title: z.string().describe("The kit's name as the catalogue stores it, in English"),
    visibility: z
      .enum(['not_ready', 'held_for_review', 'visible'])
      .describe('held_for_review: a clinician reviews a positive result and contacts the customer first'),
    overall: z
      .enum([
        'Some_Positive',
        'All_Tests_Negative',
        'Some_Inconclusive',
        'Some_Inconclusive_And_Some_Positive',
      ])
      .nullable()
      .describe('Null unless visible'),
    entered_at: isoDateTimeSchema.nullable(),
    ready_at: isoDateTimeSchema
      .nullable()
      .describe('When the results could be read (every page dates them so); null until then'),
    results: z.array(stiResultSchema).describe('Empty unless visible'),
    care_message: z
      .string()
      .nullable()
      .describe("The clinician's message released with a reviewed panel; null unless visible and reviewed"),
  })
  .describe('An STI panel as its owner may see it');
export const stiReportResponseSchema = dataEnvelope(stiReportResourceSchema);
export const stiReportListResponseSchema = dataEnvelope(z.array(stiReportResourceSchema)).describe(
  "The account's STI panels, newest first",
);
export type StiReportResource = z.infer<typeof stiReportResourceSchema>;

export const stiResultsRequestSchema = z.object({
  results: z
    .array(stiResultSchema)
    .min(1)
    .max(7)
    .refine((results) => new Set(results.map((result) => result.test_key)).size === results.length, {
      message: 'Each test can have one result.',
    }),
});
export type StiResultsRequest = z.infer<typeof stiResultsRequestSchema>;
