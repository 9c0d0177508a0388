import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

/* The wire's words for the domain's purposes, groups and reasons (packages/domain/src/identity-verification.ts). */
export const verificationPurposes = ['account', 'benefits-check'] as const;
export const verifiedGroups = [
  'military',
  'veteran',
  'military_family',
  'responder',
  'nurse',
  'medical',
  'teacher',
  'student',
  'government',
] as const;
export const refusalReasons = ['not_verified', 'expired_code'] as const;

/** A path inside the portal to come back to; another site (//host, a scheme) or odd characters are not. */
export function isPortalPath(value: string): boolean {
  return /^\/(?![/\\])[\w\-./~%]*$/.test(value) && value.length <= 200;
}

const purposeSchema = z
  .enum(verificationPurposes, { error: 'Choose what the verification is for: account or benefits-check.' })
  .describe('account: from the account page; benefits-check: from a benefits check (the bc callback)');

export const identityVerificationStartRequestSchema = z.object({
  purpose: purposeSchema,
  return_path: z
    .string()
    .refine(isPortalPath, 'The return path must be a page of the portal.')
    .optional()
    .describe('The portal page the outcome links back to, e.g. /insurance/eligibility/progyny'),
});
export type IdentityVerificationStartRequest = z.infer<typeof identityVerificationStartRequestSchema>;

export const identityVerificationStartResponseSchema = dataEnvelope(
  z.object({
    authorize_url: z
      .string()
      .describe("Where the browser goes next: the provider's sign-in and consent page"),
    expires_at: isoDateTimeSchema.describe('The verification must come back before this time'),
  }),
);
export type IdentityVerificationStartResponse = z.infer<typeof identityVerificationStartResponseSchema>;

export const identityVerificationCallbackRequestSchema = z.object({
  code: z
    .string({ error: 'The verification code is missing.' })
    .trim()
    .min(1, 'The verification code is missing.')
    .max(512, 'The verification code is not valid.'),
  state: z
    .string({ error: 'The verification link is missing its state.' })
    .trim()
    .min(1, 'The verification link is missing its state.')
    .max(128, 'The verification link is not valid.'),
  purpose: purposeSchema,
});
export type IdentityVerificationCallbackRequest = z.infer<typeof identityVerificationCallbackRequestSchema>;

export const identityVerificationSchema = z.object({
  id: z.string(),
  purpose: z.enum(verificationPurposes),
  provider_name: z.string(),
  status: z.enum(['verified', 'refused']),
  groups: z.array(z.enum(verifiedGroups)).describe('Groups confirmed besides the identity (verified only)'),
  reason: z.enum(refusalReasons).nullable().describe('Why it was refused (refused only)'),
  message: z.string().describe('A sentence about the outcome, to show as is'),
  completed_at: isoDateTimeSchema,
  return_path: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof identityVerificationSchema>;
export const identityVerificationResponseSchema = dataEnvelope(identityVerificationSchema);

export const identityVerificationStatusResponseSchema = dataEnvelope(
  z.object({
    verified: z.boolean(),
    latest: identityVerificationSchema.nullable().describe("The customer's latest verified verification"),
  }),
);
export type IdentityVerificationStatus = z.infer<typeof identityVerificationStatusResponseSchema>['data'];
