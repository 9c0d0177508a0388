import {
  CARE_MESSAGE_MAX_LENGTH,
  CLINICIAN_NOTE_MAX_LENGTH,
  reviewKinds,
} from '@fathom/domain/clinician-review';
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';
import { stiOutcomeSchema, stiTestKeySchema } from './sti-results';
import { languageSchema } from './user';

/** The clinician's queue (issue 47): results held for a clinician, their customer's history, notes and release. */
export const reviewKindSchema = z
  .enum(reviewKinds)
  .describe('sti: an STI panel with a positive result; azoospermia: an analysis with no sperm found');

export const reviewQueueQuerySchema = z.object({
  ...pageQueryShape,
  sort: z.enum(['entered_at', '-entered_at']).optional().describe('Default entered_at (oldest first)'),
  kind: reviewKindSchema.optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

const reviewFacts = {
  item_id: z.string(),
  kind: reviewKindSchema,
  title: z.string(),
  kit_identifier: z.string().nullable(),
  entered_at: isoDateTimeSchema.describe('When the lab entered the results'),
  review_due_at: isoDateTimeSchema
    .nullable()
    .describe('STI: the end of the 72 hours after which the customer reads the panel anyway; else null'),
  shown_to_customer: z.boolean().describe('The review window ended: the customer can already read it'),
};

export const reviewQueueEntrySchema = z.object({
  ...reviewFacts,
  customer_name: z.string(),
  client_number: z.string(),
  notes: z.number().int().describe("The clinicians' notes on it so far"),
});
export type ReviewQueueEntry = z.infer<typeof reviewQueueEntrySchema>;
export const reviewQueueResponseSchema = listEnvelope(reviewQueueEntrySchema);
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const reviewParamsSchema = z.object({ itemId: z.uuid() });

export const clinicianNoteSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  at: isoDateTimeSchema,
  body: z.string(),
});
export type ClinicianNote = z.infer<typeof clinicianNoteSchema>;

const analysisValue = z.number().nullable();
export const reviewDetailSchema = z
  .object({
    ...reviewFacts,
    customer: z.object({
      client_id: z.string(),
      name: z.string(),
      number: z.string(),
      date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
      language: languageSchema.describe(
        'The language the customer reads (their profile’s; English when they chose none): the care messages are offered in it',
      ),
    }),
    sti_results: z.array(
      z.object({ test_key: stiTestKeySchema, outcome: stiOutcomeSchema, value: z.string() }),
    ),
    analysis: z
      .object({
        is_azoospermic: z.boolean(),
        volume: analysisValue,
        concentration: analysisValue,
        total_count: analysisValue,
        total_motility: analysisValue,
        lab_notes: z.string().nullable(),
        collected_on: z.string().nullable(),
      })
      .nullable()
      .describe('The analysis values (azoospermia only)'),
    history: z
      .object({
        kits: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            category: z.string(),
            kit_identifier: z.string().nullable(),
            ordered_at: isoDateTimeSchema,
            tracking_stage: z.number().int().nullable(),
          }),
        ),
        results: z.array(
          z.object({
            item_id: z.string(),
            kind: z.enum(['analysis', 'sti']),
            title: z.string(),
            entered_at: isoDateTimeSchema,
            released_at: isoDateTimeSchema.nullable(),
            summary: z.string().describe('The outcome in a few words, e.g. "Chlamydia positive"'),
          }),
        ),
      })
      .describe("The customer's other kits and results, newest first; never payments"),
    notes: z.array(clinicianNoteSchema).describe('Oldest first; never shown to the customer'),
    care_messages: z.array(z.object({ key: z.string(), label: z.string(), text: z.string() })),
  })
  .describe('A result waiting for a clinician, as the clinician reviews it (the read is audited)');
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export const reviewDetailResponseSchema = dataEnvelope(reviewDetailSchema);

export const clinicianNoteRequestSchema = z.object({
  body: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(CLINICIAN_NOTE_MAX_LENGTH, `A note is at most ${CLINICIAN_NOTE_MAX_LENGTH} characters.`),
});
export type ClinicianNoteRequest = z.infer<typeof clinicianNoteRequestSchema>;
export const clinicianNoteResponseSchema = dataEnvelope(clinicianNoteSchema);

export const reviewReleaseRequestSchema = z.object({
  care_message: z
    .string({ error: 'Write the care message the customer will read.' })
    .trim()
    .min(1, 'Write the care message the customer will read.')
    .max(CARE_MESSAGE_MAX_LENGTH, `A care message is at most ${CARE_MESSAGE_MAX_LENGTH} characters.`),
});
export type ReviewReleaseRequest = z.infer<typeof reviewReleaseRequestSchema>;
