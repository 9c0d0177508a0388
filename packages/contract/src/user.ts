import { LANGUAGES } from '@fathom/domain/languages';
import { z } from 'zod';
import { dataEnvelope, emailField, isoDateTimeSchema } from './common';
import { recommendationResourceSchema } from './recommendations';

export const roleSchema = z.enum(['client', 'authorized_user', 'staff']);
export type Role = z.infer<typeof roleSchema>;

export const languageSchema = z
  .enum(LANGUAGES)
  .describe(
    'The language the person reads the portal, its e-mails and documents in (en English, es Spanish)',
  );

export const latestReadyResultSchema = z
  .object({
    id: z.string(),
    type: z.literal('result-documents'),
    attributes: z.object({
      ready_at: isoDateTimeSchema,
      item_id: z.string().describe('Item (kit) the result belongs to'),
      is_azoospermic: z.boolean(),
    }),
  })
  .describe('Newest result document that is ready');
export type LatestReadyResult = z.infer<typeof latestReadyResultSchema>;

export const clientResourceSchema = z
  .object({
    id: z.string().describe('Client id (uuid)'),
    type: z.literal('clients'),
    attributes: z.object({
      number: z.string().describe('Client number shown to the customer, e.g. FA-100245'),
      email: z.string(),
      phone: z.string().nullable(),
      date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
      latest_analysis: z
        .object({
          id: z.string(),
          created_at: isoDateTimeSchema,
          tracking_stage: z
            .number()
            .int()
            .nullable()
            .optional()
            .describe('Where its kit is (1 order confirmed ... 6 results ready); null before it is sent'),
          registered: z.boolean().describe('Whether its kit is registered to the client'),
          held_at_lab: z
            .boolean()
            .describe('Whether the lab has received the kit (and holds it until it is registered)'),
        })
        .nullable()
        .describe('Newest semen-analysis item'),
      has_results_ready: z.boolean(),
      has_active_fertility_consultation: z.boolean(),
      has_cryogenic: z.boolean().describe('Has a cryogenic storage item with a vial that is not destroyed'),
      has_unmatched_subscriptions: z.boolean(),
      has_active_subscriptions: z.boolean(),
    }),
    relationships: z.object({
      latest_ready_result: latestReadyResultSchema.nullable(),
      lifestyleRecommendations: z.array(recommendationResourceSchema),
    }),
  })
  .describe('Client: the customer record that owns kits, results and storage');
export type ClientResource = z.infer<typeof clientResourceSchema>;

export const parentUserSchema = z
  .object({
    id: z.string(),
    type: z.literal('users'),
    attributes: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
    relationships: z.object({ client: clientResourceSchema.nullable() }),
  })
  .describe('The client user who added this authorized user');
export type ParentUser = z.infer<typeof parentUserSchema>;

export const userResourceSchema = z
  .object({
    id: z.string().describe('User id (uuid)'),
    type: z.literal('users'),
    attributes: z.object({
      uuid: z.string(),
      name: z.string().describe('First and last name'),
      first_name: z.string(),
      last_name: z.string(),
      preferred_first_name: z.string().nullable(),
      email: z.string(),
      google2fa_configured_at: isoDateTimeSchema
        .nullable()
        .describe('Set when two-factor authentication is on: login then needs a one-time password'),
      has_authorized_user_role: z.boolean(),
      role: roleSchema,
      language: languageSchema
        .nullable()
        .describe('The language the person chose or last signed in with; null before either'),
    }),
    meta: z.object({ flag_unmarketable: z.boolean() }),
    relationships: z.object({
      client: clientResourceSchema.nullable(),
      parent_user: parentUserSchema.nullable(),
    }),
  })
  .describe('Signed-in user');
export type UserResource = z.infer<typeof userResourceSchema>;

export const userResponseSchema = dataEnvelope(userResourceSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

export const clientResponseSchema = dataEnvelope(clientResourceSchema);
export type ClientResponse = z.infer<typeof clientResponseSchema>;

export const profileQuerySchema = z.object({
  related: z.string().optional().describe('Accepted for compatibility; relations are always embedded'),
});
export type ProfileQuery = z.infer<typeof profileQuerySchema>;

export function nameField(field: string) {
  return z
    .string({ error: `The ${field} must be a string.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(100, `The ${field} may not be greater than 100 characters.`);
}

export const profileUpdateRequestSchema = z.object({
  first_name: nameField('first name').optional(),
  last_name: nameField('last name').optional(),
  preferred_first_name: z
    .string({ error: 'The preferred first name must be a string.' })
    .trim()
    .max(100, 'The preferred first name may not be greater than 100 characters.')
    .nullable()
    .optional()
    .describe('Empty or null clears it'),
  language: languageSchema.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const clientIdParamsSchema = z.object({ id: z.string().describe('Client id (uuid)') });
export type ClientIdParams = z.infer<typeof clientIdParamsSchema>;

const phonePattern = /^\+?[0-9 ().-]{7,20}$/;

/** Calendar-valid YYYY-MM-DD in the past (a date of birth). */
export function isValidDateOfBirth(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && year >= 1900 && date.getTime() <= today.getTime();
}

export const clientUpdateRequestSchema = z.object({
  phone: z
    .string({ error: 'The phone must be a string.' })
    .trim()
    .regex(phonePattern, 'The phone must be a valid phone number.')
    .nullable()
    .optional(),
  date_of_birth: z
    .string({ error: 'The date of birth must be a string.' })
    .refine((value) => isValidDateOfBirth(value), 'The date of birth must be a valid date in the past.')
    .nullable()
    .optional()
    .describe('YYYY-MM-DD'),
  email: emailField().optional(),
});
export type ClientUpdateRequest = z.infer<typeof clientUpdateRequestSchema>;
