import { RESULT_PARAMETERS } from '@fathom/domain/results';
import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';

/** Results from the lab's system held for staff: for an unknown kit, a patient who is not the kit's customer, a code or unit not read. */
export const heldLabResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const heldLabResultSchema = z.object({
  id: z.uuid(),
  kit_identifier: z
    .string()
    .nullable()
    .describe('The kit id the message named (OBR-3, ORC-3 or SPM-2), if any'),
  item_id: z.uuid().nullable(),
  status: z.enum(['preliminary', 'final', 'corrected', 'cancelled']),
  hold_reason: z.string(),
  control_id: z.string().nullable().describe("The message's control id (MSH-10)"),
  peer: z.string().describe('The address the message came from'),
  received_at: z.iso.datetime(),
  patient: z.object({
    family_name: z.string(),
    given_name: z.string(),
    date_of_birth: z.string().nullable(),
  }),
  observations: z.array(
    z.object({
      code: z.string(),
      coding_system: z.string(),
      text: z.string(),
      value: z.string(),
      units: z.string(),
      reference_range: z.string(),
      abnormal_flags: z.string(),
    }),
  ),
  notes: z.string().nullable(),
});

export type HeldLabResult = z.infer<typeof heldLabResultSchema>;

export const heldLabResultsResponseSchema = listEnvelope(heldLabResultSchema);
export type HeldLabResultsResponse = z.infer<typeof heldLabResultsResponseSchema>;

/** One of a lab's local codes (OBX-3 outside LOINC) and the measure it stands for. */
export const labLocalCodeSchema = z.object({
  coding_system: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[^|^~\\&]+$/, 'An HL7 coding system has no separators'),
  code: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^|^~\\&]+$/, 'An HL7 code has no separators'),
  measure: z.enum([...RESULT_PARAMETERS, ...STI_TEST_KEYS]),
});
export type LabLocalCode = z.infer<typeof labLocalCodeSchema>;

export const labLocalCodesResponseSchema = dataEnvelope(z.array(labLocalCodeSchema));

/** Orders to the lab it never acknowledged AA, their retries spent. */
export const failedLabOrderSchema = z.object({
  id: z.uuid(),
  item_id: z.uuid(),
  kit_identifier: z.string(),
  control_id: z.string().describe("The order's control id (MSH-10)"),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  failed_at: z.iso.datetime().nullable(),
});
export type FailedLabOrder = z.infer<typeof failedLabOrderSchema>;
export const failedLabOrdersResponseSchema = listEnvelope(failedLabOrderSchema);
export type FailedLabOrdersResponse = z.infer<typeof failedLabOrdersResponseSchema>;

/** The lab's queue in the clinic's console (issue 47 item 2): each list a page at a time. */
export const labQueueQuerySchema = z.object({
  ...pageQueryShape,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .optional()
    .describe('Rows of the first page (per_page wins)'),
  sort: z
    .enum(['date', '-date'])
    .optional()
    .describe("By the list's date, as its summary says: `date` oldest first, `-date` newest first"),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Narrows the list: a kit id, or as each list says (a client number, part of a name)'),
});
export type LabQueueQuery = z.infer<typeof labQueueQuerySchema>;

const kitColumns = {
  item_id: z.uuid(),
  kit_identifier: z.string().describe('The id printed on the kit, e.g. FK-TAYLOR-0001'),
  category: z.enum(['analysis', 'sti']),
  title: z.string(),
  client_number: z.string(),
  customer_name: z.string(),
  registered: z.boolean().describe('Whether the customer has registered the kit to themselves'),
};

/** Kits the customer sent back that the lab has not marked received, oldest order first. */
export const kitArrivingSchema = z.object({
  ...kitColumns,
  sent_at: isoDateTimeSchema.nullable().describe('When the kit was on its way to the lab (tracking stage 4)'),
});
export type KitArriving = z.infer<typeof kitArrivingSchema>;
export const kitsArrivingResponseSchema = listEnvelope(kitArrivingSchema);
export type KitsArrivingResponse = z.infer<typeof kitsArrivingResponseSchema>;

/** Kits the lab holds whose analysis is not finished, the longest waiting first. */
export const kitAtLabSchema = z.object({
  ...kitColumns,
  received_at: isoDateTimeSchema,
  days_at_lab: z.number().int().min(0),
});
export type KitAtLab = z.infer<typeof kitAtLabSchema>;
export const kitsAtLabResponseSchema = listEnvelope(kitAtLabSchema);
export type KitsAtLabResponse = z.infer<typeof kitsAtLabResponseSchema>;

/** Semen analyses whose values are entered and which wait for staff to release them, oldest first. */
export const resultAwaitingReleaseSchema = z.object({
  item_id: z.uuid(),
  kit_identifier: z.string().nullable(),
  client_number: z.string(),
  customer_name: z.string(),
  entered_at: isoDateTimeSchema,
});
export type ResultAwaitingRelease = z.infer<typeof resultAwaitingReleaseSchema>;
export const resultsAwaitingReleaseResponseSchema = listEnvelope(resultAwaitingReleaseSchema);
export type ResultsAwaitingReleaseResponse = z.infer<typeof resultsAwaitingReleaseResponseSchema>;

/** The lab marks a kit received, at the time given (now when none is). */
export const kitArrivalRequestSchema = z
  .object({
    received_at: z.iso
      .datetime({ offset: true, message: 'Give the time received as a date and time.' })
      .optional()
      .describe('When the lab received the kit; the results report prints it. Default: now'),
  })
  .strict();
export type KitArrivalRequest = z.infer<typeof kitArrivalRequestSchema>;

export const heldLabResultParamsSchema = z.object({ reportId: z.uuid() });

/** Staff name the kit a held result belongs to. */
export const matchHeldLabResultRequestSchema = z
  .object({
    kit_identifier: z
      .string()
      .trim()
      .min(1, 'Enter the kit id printed on the kit.')
      .max(64, 'A kit id is at most 64 characters.'),
  })
  .strict();
export type MatchHeldLabResultRequest = z.infer<typeof matchHeldLabResultRequestSchema>;

export const matchedHeldLabResultResponseSchema = dataEnvelope(
  z.object({
    id: z.uuid(),
    item_id: z.uuid(),
    kit_identifier: z.string(),
    state: z
      .enum(['applied', 'awaiting_registration', 'kept', 'cancelled'])
      .describe('What became of the result, as when it arrives for a known kit'),
    released: z.boolean().describe('Whether the customer can read it now'),
  }),
);
export type MatchedHeldLabResult = z.infer<typeof matchedHeldLabResultResponseSchema>['data'];

/** Staff turn a held result away, saying why. */
export const rejectHeldLabResultRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the result is rejected.')
      .max(500, 'Keep the reason to 500 characters.'),
  })
  .strict();
export type RejectHeldLabResultRequest = z.infer<typeof rejectHeldLabResultRequestSchema>;

export const rejectedHeldLabResultResponseSchema = dataEnvelope(
  z.object({ id: z.uuid(), state: z.literal('rejected') }),
);

/** Messages from the lab that could not be read as HL7 (answered AR), newest first, shown safely. */
export const unreadableLabMessageSchema = z.object({
  id: z.uuid(),
  received_at: isoDateTimeSchema,
  peer: z.string().describe('The address the message came from'),
  detail: z.string().nullable().describe('Why it could not be read'),
  length: z.number().int().min(0).describe('Characters received'),
  preview: z.string().describe('The first characters, control characters written as escapes (\\r, \\x0b)'),
});
export type UnreadableLabMessage = z.infer<typeof unreadableLabMessageSchema>;
export const unreadableLabMessagesResponseSchema = listEnvelope(unreadableLabMessageSchema);
export type UnreadableLabMessagesResponse = z.infer<typeof unreadableLabMessagesResponseSchema>;

export const labOrderParamsSchema = z.object({ orderId: z.uuid() });

export const resentLabOrderResponseSchema = dataEnvelope(
  z.object({ id: z.uuid(), state: z.literal('queued') }),
);
