import { z } from 'zod';
import { authMessages, recoveryCodeMessages } from './auth-messages';
import { dataEnvelope, emailField, requiredString } from './common';
import { userResourceSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export { authMessages, recoveryCodeMessages, tooManyAttemptsMessage } from './auth-messages';

/** A password typed at login is checked as typed: rules only apply when one is chosen. */
const loginPasswordField = requiredString('password')
  .min(1, 'The password field is required.')
  .max(1024, 'The password may not be greater than 1024 characters.');

/** Rules for a new password. */
export const newPasswordSchema = requiredString('password')
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`)
  .describe(`New password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);

export const oneTimePasswordSchema = requiredString('one time password')
  .trim()
  .regex(/^\d{6}$/, authMessages.oneTimePasswordInvalid)
  .describe('6-digit code from the authenticator app');

export const loginRequestSchema = z.object({
  email: emailField(),
  password: loginPasswordField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  token: z
    .string()
    .describe('Session token for the Authorization: Bearer header; the same session is also set as a cookie'),
  user: userResourceSchema,
});

export const loginResponseSchema = dataEnvelope(sessionSchema).describe(
  'Signed in. When user.attributes.google2fa_configured_at is set, the token only reaches POST /api/login-2fa',
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const providerTokenRequestSchema = z.object({ access_token: z.string().min(1).max(8_000) });
export type ProviderTokenRequest = z.infer<typeof providerTokenRequestSchema>;

/** Ten letters and digits, as shown (`abcde-fghij`); spaces, case and the hyphen are forgiven. */
export const recoveryCodeSchema = requiredString('recovery code')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, recoveryCodeMessages.invalid))
  .describe('One of the ten single-use recovery codes shown when two-factor sign-in was turned on');

export const loginTwoFactorRequestSchema = z
  .object({
    one_time_password: oneTimePasswordSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.one_time_password === undefined) !== (body.recovery_code === undefined), {
    message: recoveryCodeMessages.oneOf,
    path: ['one_time_password'],
  })
  .describe('The authenticator code, or (when the authenticator is lost) a recovery code');
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>;

export const loginWithTokenRequestSchema = z.object({
  login_token: requiredString('login token')
    .trim()
    .min(1, 'The login token field is required.')
    .max(200, authMessages.loginTokenInvalid),
});
export type LoginWithTokenRequest = z.infer<typeof loginWithTokenRequestSchema>;

export const loginWithTokenResponseSchema = dataEnvelope(
  sessionSchema.extend({
    disable_track_events: z.boolean().describe('True when analytics must stay off for this session'),
  }),
);
export type LoginWithTokenResponse = z.infer<typeof loginWithTokenResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: requiredString('token')
      .min(1, 'The token field is required.')
      .max(200, authMessages.resetTokenInvalid),
    email: emailField(),
    password: newPasswordSchema,
    password_confirmation: requiredString('password confirmation'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: authMessages.passwordConfirmationMismatch,
    path: ['password'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const twoFactorSetupResponseSchema = dataEnvelope(
  z.object({
    secret: z.string().describe('Fresh base32 secret (20 bytes) to confirm with enable-two-factor-auth'),
    otpauth_url: z.string().describe('otpauth:// URL for authenticator apps'),
    qr_svg: z.string().describe('The otpauth URL as a QR code, SVG markup'),
  }),
);
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const recoveryCodesSchema = z
  .array(z.string())
  .describe('Ten single-use recovery codes, shown this once: only their digests are kept');

/** The answer of enable-two-factor-auth: the user, and the recovery codes made with it. */
export const enableTwoFactorResponseSchema = z.object({
  data: userResourceSchema,
  meta: z.object({ recovery_codes: recoveryCodesSchema }).optional(),
});
export type EnableTwoFactorResponse = z.infer<typeof enableTwoFactorResponseSchema>;

export const recoveryCodesStatusResponseSchema = dataEnvelope(
  z.object({ remaining: z.number().int().describe('Recovery codes not used yet') }),
);
export type RecoveryCodesStatusResponse = z.infer<typeof recoveryCodesStatusResponseSchema>;

export const renewRecoveryCodesRequestSchema = z.object({ one_time_password: oneTimePasswordSchema });
export type RenewRecoveryCodesRequest = z.infer<typeof renewRecoveryCodesRequestSchema>;

export const renewRecoveryCodesResponseSchema = dataEnvelope(
  z.object({ recovery_codes: recoveryCodesSchema }),
);
export type RenewRecoveryCodesResponse = z.infer<typeof renewRecoveryCodesResponseSchema>;

export const userActionSchema = z.enum(['enable-two-factor-auth', 'disable-two-factor-auth'], {
  error: 'The selected action is invalid.',
});
export type UserAction = z.infer<typeof userActionSchema>;

export const userActionQuerySchema = z.object({ action: userActionSchema });
export type UserActionQuery = z.infer<typeof userActionQuerySchema>;

export const enableTwoFactorRequestSchema = z.object({
  secret: requiredString('secret')
    .trim()
    .regex(/^[A-Z2-7]{16,128}=*$/i, 'The secret is invalid.')
    .describe('The secret from two-factor-setup'),
  one_time_password: oneTimePasswordSchema,
  password: loginPasswordField.describe('The account password, typed again to confirm it is the customer'),
});
export type EnableTwoFactorRequest = z.infer<typeof enableTwoFactorRequestSchema>;

export const disableTwoFactorRequestSchema = z.object({ one_time_password: oneTimePasswordSchema });
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

/** Body of POST /api/restify/users/actions: which fields apply depends on the action. */
export const userActionRequestSchema = z.object({
  secret: z.string().optional().describe('enable-two-factor-auth only'),
  one_time_password: z.string().optional(),
  password: z.string().optional().describe('enable-two-factor-auth only: the current account password'),
});
export type UserActionRequest = z.infer<typeof userActionRequestSchema>;

/** What a signed-in person is told when proving it is them again (the password, or the authenticator code). */
export const reauthMessages = {
  wrongPassword: 'That password is not correct.',
  wrongCode: 'That code is not correct. Enter the current code from your authenticator app.',
  passwordNeeded: 'Enter your password to confirm it is you.',
  codeNeeded: 'Enter the code from your authenticator app to confirm it is you.',
} as const;

export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1, reauthMessages.passwordNeeded).max(200),
    password: newPasswordSchema,
    password_confirmation: z.string().max(200),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: authMessages.passwordConfirmationMismatch,
    path: ['password'],
  });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

export const passwordChangeResponseSchema = z.object({
  data: z.object({ message: z.string(), signed_out: z.number().int() }),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListResponseSchema = z.object({ data: z.array(accountSessionSchema) });

export const signOutOthersResponseSchema = z.object({ data: z.object({ signed_out: z.number().int() }) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
