/**
 * What the sign-in routes say to people, apart from the schemas (no zod here): the web imports them to show each in
 * the page's language (apps/web/src/lib/i18n/server-messages.ts).
 */
export const authMessages = {
  badCredentials: 'These credentials do not match our records.',
  unauthenticated: 'Unauthenticated.',
  oneTimePasswordRequired: 'One time password confirmation is required in order to perform this action',
  oneTimePasswordInvalid: 'The one time password is invalid.',
  oneTimePasswordUsed:
    'This code was already used to sign in. Wait for the next code in your authenticator app, then enter it.',
  loginTokenInvalid: 'This login link is invalid or has expired.',
  resetLinkSent: 'If an account exists for that email, we have sent a password reset link.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset.',
  passwordConfirmationMismatch: 'The password confirmation does not match.',
  csrfMismatch: 'CSRF token mismatch.',
  forbidden: 'You are not allowed to perform this action',
  staffTwoFactorRequired: 'Set up two-factor sign-in before using the console: staff accounts need it.',
  staffTwoFactorKept: 'Staff accounts keep two-factor sign-in on.',
  kitSessionLimited:
    "Signed in with your kit's details, you can see this kit only. Give your password to open your account.",
} as const;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds))} seconds.`;
}

export const recoveryCodeMessages = {
  invalid: 'That recovery code is not valid or has been used.',
  oneOf: 'Enter the code from your authenticator app or one of your recovery codes.',
} as const;
