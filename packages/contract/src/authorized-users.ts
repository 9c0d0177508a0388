import { z } from 'zod';
import { dataEnvelope, emailField, isoDateTimeSchema } from './common';
import { nameField } from './user';

export const authorizedUserResourceSchema = z
  .object({
    id: z.string(),
    type: z.literal('authorized-users'),
    attributes: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      created_at: isoDateTimeSchema.describe('When the partner was added (or added again)'),
      status: z
        .enum(['active', 'invited'])
        .describe('Invited until the partner chooses a password or signs in; active from then on'),
      password_chosen_at: isoDateTimeSchema
        .nullable()
        .describe('When the partner chose a password from an email sent since they were added'),
      first_signed_in_at: isoDateTimeSchema
        .nullable()
        .describe('When the partner first signed in since they were added'),
      has_signed_in: z.boolean().describe('Whether the partner has signed in since they were added'),
    }),
  })
  .describe("The account holder's spouse or partner, who reads the results with their own sign-in");
export type AuthorizedUserResource = z.infer<typeof authorizedUserResourceSchema>;

export const authorizedUserListResponseSchema = dataEnvelope(z.array(authorizedUserResourceSchema));
export const authorizedUserResponseSchema = dataEnvelope(authorizedUserResourceSchema);

/** The account holder confirms it is them: the password, or the authenticator code with two-factor sign-in. */
const proof = {
  password: z.string().max(200).optional(),
  one_time_password: z.string().max(10).optional(),
};

export const addAuthorizedUserRequestSchema = z.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  email: emailField(),
  ...proof,
});
export type AddAuthorizedUserRequest = z.infer<typeof addAuthorizedUserRequestSchema>;

export const updateAuthorizedUserRequestSchema = z.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
});
export type UpdateAuthorizedUserRequest = z.infer<typeof updateAuthorizedUserRequestSchema>;
