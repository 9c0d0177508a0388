import { RECIPIENT_MAX_LENGTH, recipientProblem } from '@fathom/domain/health-link-recipient';
import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

/** The openings of a link listed with it, newest first (open_count counts them all). */
export const HEALTH_LINK_OPENINGS_LISTED = 5;

/** How long a SMART Health Link works, in days. */
export const HEALTH_LINK_LIFETIMES = [7, 30, 90] as const;

export const createHealthLinkRequestSchema = z
  .object({
    result_document_id: z.uuid().optional().describe('A released analysis to share'),
    sti_item_id: z.uuid().optional().describe('An STI kit whose readable panel to share'),
    expires_in_days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
    passcode: z
      .string()
      .min(4, 'The passcode needs at least 4 characters.')
      .max(64, 'The passcode can have at most 64 characters.')
      .optional(),
    label: z.string().trim().min(1).max(80).optional().describe('What the clinic sees before opening it'),
  })
  .refine((body) => (body.result_document_id === undefined) !== (body.sti_item_id === undefined), {
    message: 'Choose one result to share.',
    path: ['result_document_id'],
  });
export type CreateHealthLinkRequest = z.infer<typeof createHealthLinkRequestSchema>;

export const healthLinkResourceSchema = z.object({
  id: z.string(),
  result_document_id: z.string().nullable(),
  item_id: z.string(),
  label: z.string(),
  status: z
    .enum(['active', 'expired', 'turned_off', 'locked'])
    .describe('locked: too many wrong passcodes were tried'),
  has_passcode: z.boolean(),
  expires_at: isoDateTimeSchema,
  created_at: isoDateTimeSchema,
  revoked_at: isoDateTimeSchema.nullable(),
  open_count: z.number().int().describe('How many times a clinic opened it'),
  last_opened_at: isoDateTimeSchema.nullable(),
  openings: z
    .array(
      z.object({
        recipient: z
          .string()
          .nullable()
          .describe('Who said they were opening it (null for openings before recipients were kept)'),
        opened_at: isoDateTimeSchema,
      }),
    )
    .describe(`Its latest ${HEALTH_LINK_OPENINGS_LISTED} openings, newest first`),
  url: z
    .string()
    .optional()
    .describe(
      'Only in the answer that creates it: the viewer URL with the shlink:/ payload (it holds the key)',
    ),
  shlink: z.string().optional().describe('Only at creation: the bare shlink:/ URI'),
  qr_svg: z.string().optional().describe('Only at creation: the link as a QR code (SVG)'),
});
export type HealthLinkResource = z.infer<typeof healthLinkResourceSchema>;
export const healthLinkResponseSchema = dataEnvelope(healthLinkResourceSchema);
export const healthLinkListResponseSchema = dataEnvelope(z.array(healthLinkResourceSchema));

/** A SMART Health Links manifest request, as a receiving clinic's software sends it. */
export const healthLinkManifestRequestSchema = z.object({
  recipient: z
    .string()
    .trim()
    .superRefine((recipient, context) => {
      // The API answers a clinic's software in English.
      const problem = recipientProblem(recipient, 'en');
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      `Who is opening the link (a clinic's or a person's name, at most ${RECIPIENT_MAX_LENGTH} characters, no control or format characters): kept and shown to the link's owner`,
    ),
  passcode: z.string().max(200).optional(),
  embeddedLengthMax: z.number().int().min(0).optional(),
});

export const healthLinkManifestSchema = z
  .object({
    files: z.array(
      z.object({
        contentType: z.literal('application/fhir+json'),
        embedded: z.string().optional().describe('The FHIR record as a compact JWE (dir, A256GCM)'),
        location: z.string().optional().describe('A short-lived, single-use URL to the JWE'),
        lastUpdated: z.string().optional(),
        status: z.literal('finalized').optional(),
        fhirVersion: z.literal('4.0.1').optional(),
      }),
    ),
  })
  .describe('SMART Health Links manifest');

export const wrongPasscodeBodySchema = z.object({
  message: z.string(),
  remainingAttempts: z.number().int().min(0),
});
