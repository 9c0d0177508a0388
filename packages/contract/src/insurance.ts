import { z } from 'zod';
import { dataEnvelope } from './common';
import { nameField } from './user';

/**
 * Ties an insurance check to the browser that ran it (a browser secret): the cookie goes to the checkout's routes
 * only, where the order that uses the check is placed.
 */
export const INSURANCE_CHECK_COOKIE = {
  name: 'fathom_insurance_check',
  path: '/api/checkout',
  maxAgeS: 30 * 24 * 60 * 60,
} as const;

export const insuranceProviderSchema = z.object({
  provider_name: z.string(),
  states: z.array(z.string()).describe('Two-letter US state codes where the plan is accepted'),
});
export type InsuranceProvider = z.infer<typeof insuranceProviderSchema>;
export const insuranceProvidersResponseSchema = dataEnvelope(z.array(insuranceProviderSchema));

export const insuranceCheckRequestSchema = z.object({
  provider_name: z.string().trim().min(1, 'Choose your insurance provider.').max(120),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose your state.'),
  member_id: z.string().trim().min(1, 'Enter your member ID.').max(64),
  first_name: z.string().trim().min(1, 'Enter your first name.').max(100),
  last_name: z.string().trim().min(1, 'Enter your last name.').max(100),
  date_of_birth: z.iso.date('Enter your date of birth.'),
});
export type InsuranceCheckRequest = z.infer<typeof insuranceCheckRequestSchema>;

export const insuranceCheckSchema = z.object({
  application_uuid: z.string().describe('Pass as ?insurance= to the checkout; one order per covered check'),
  provider_name: z.string(),
  covered: z.boolean(),
  message: z.string(),
});
export type InsuranceCheck = z.infer<typeof insuranceCheckSchema>;
export const insuranceCheckResponseSchema = dataEnvelope(insuranceCheckSchema);

export const benefitsCheckRequestSchema = z.object({
  member_id: z.string().trim().min(1, 'Enter your member ID.').max(64),
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  date_of_birth: z.iso.date('Enter your date of birth.'),
});
export type BenefitsCheckRequest = z.infer<typeof benefitsCheckRequestSchema>;

export const benefitsProviderMemberSchema = z.object({
  provider: z.string(),
  provider_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  eligible: z.boolean(),
  message: z.string(),
});
export type BenefitsProviderMember = z.infer<typeof benefitsProviderMemberSchema>;
export const benefitsCheckResponseSchema = z.object({
  data: z.object({ benefits_provider_member: benefitsProviderMemberSchema }),
});
export type BenefitsCheckResponse = z.infer<typeof benefitsCheckResponseSchema>;
