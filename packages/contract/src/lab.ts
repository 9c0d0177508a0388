import { RESULT_PARAMETERS } from '@fathom/domain/results';
import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { z } from 'zod';
import { dataEnvelope } from './common';

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

export const heldLabResultsResponseSchema = dataEnvelope(z.array(heldLabResultSchema));

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
export const failedLabOrdersResponseSchema = dataEnvelope(
  z.array(
    z.object({
      id: z.uuid(),
      item_id: z.uuid(),
      kit_identifier: z.string(),
      control_id: z.string().describe("The order's control id (MSH-10)"),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      created_at: z.iso.datetime(),
      failed_at: z.iso.datetime().nullable(),
    }),
  ),
);
