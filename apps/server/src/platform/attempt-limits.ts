import { DomainError } from '../http/domain-errors';
import type { AttemptLimit, AttemptLimiter, AttemptLimiterFactory } from '../http/rate-limit';

const minute = 60 * 1000;

/** Brute-force limits of sign-in, one-time passwords and password resets, per IP address and per account. */
export const attemptLimits = {
  /*
   * Sign-in limits count failed attempts only: successful sign-ins from one address (a clinic's
   * network, a test run) are never refused, while guessing stops after 10 misses a minute.
   */
  loginFailuresPerIp: { name: 'login-failures-ip', max: 10, windowMs: minute },
  /*
   * Per account, misses are counted per address: five from one address lock that address out of the account
   * for 15 minutes, while the owner elsewhere still signs in. A slower ceiling per account stops guessing
   * spread over many addresses.
   */
  loginFailuresPerEmailAndIp: { name: 'login-failures-email-ip', max: 5, windowMs: 15 * minute },
  loginFailuresPerEmail: { name: 'login-failures-email', max: 30, windowMs: 60 * minute },
  loginTokenPerIp: { name: 'login-token-ip', max: 10, windowMs: minute },
  oneTimePasswordPerSession: { name: 'otp-session', max: 5, windowMs: 5 * minute },
  oneTimePasswordPerUser: { name: 'otp-user', max: 5, windowMs: 5 * minute },
  forgotPasswordPerIp: { name: 'forgot-password-ip', max: 5, windowMs: 15 * minute },
  forgotPasswordPerEmail: { name: 'forgot-password-email', max: 5, windowMs: 15 * minute },
  resetPasswordPerIp: { name: 'reset-password-ip', max: 5, windowMs: 15 * minute },
  resetPasswordPerEmail: { name: 'reset-password-email', max: 5, windowMs: 15 * minute },
  // Checkout look-ups: generous for a person typing, a stop for scripts probing codes or addresses.
  validateEmailPerIp: { name: 'validate-email-ip', max: 60, windowMs: minute },
  remoteLogsPerIp: { name: 'remote-logs-ip', max: 60, windowMs: minute },
  discountCalculationPerIp: { name: 'discount-calculation-ip', max: 60, windowMs: minute },
  insuranceCheckPerIp: { name: 'insurance-check-ip', max: 10, windowMs: 15 * minute },
  benefitsCheckPerIp: { name: 'benefits-check-ip', max: 10, windowMs: 15 * minute },
  // Identity verification: each start and each callback calls out to the provider.
  identityVerificationStartsPerUser: {
    name: 'identity-verification-start-user',
    max: 10,
    windowMs: 15 * minute,
  },
  identityVerificationCallbacksPerUser: {
    name: 'identity-verification-callback-user',
    max: 10,
    windowMs: 15 * minute,
  },
  upsellPerIp: { name: 'upsell-ip', max: 30, windowMs: minute },
  // A clinic opens a SMART Health Link a few times; guessing passcodes is also capped per link (5, for life).
  healthLinkManifestPerIp: { name: 'health-link-manifest-ip', max: 30, windowMs: minute },
  // A checkout opens a draft per email typed: a few a visit, never thousands.
  // Per address, many customers may share one (an office, a mobile carrier's NAT): a ceiling, not a guard.
  checkoutDraftsPerIp: { name: 'checkout-drafts-ip', max: 120, windowMs: 15 * minute },
  // Confirming a withdrawal with the password: a stolen session cannot guess it.
  withdrawalReauthPerUser: { name: 'withdrawal-reauth-user', max: 5, windowMs: 15 * minute },
  partnerReauthPerUser: { name: 'partner-reauth-user', max: 5, windowMs: 15 * minute },
  passwordChangePerUser: { name: 'password-change-user', max: 5, windowMs: 15 * minute },
  // A kit's code and a date of birth sign its owner in: wrong dates are counted per kit and per address.
  kitDateOfBirthPerKit: { name: 'kit-dob-kit', max: 5, windowMs: 15 * minute },
  // The guard against guessing is per kit (5); per address, a ceiling on spraying across kits.
  kitDateOfBirthPerIp: { name: 'kit-dob-ip', max: 30, windowMs: 15 * minute },
} as const satisfies Record<string, AttemptLimit>;

export type AttemptLimiters = Record<keyof typeof attemptLimits, AttemptLimiter>;

export function createAttemptLimiters(factory: AttemptLimiterFactory): AttemptLimiters {
  const entries = Object.entries(attemptLimits).map(([name, limit]) => [name, factory(limit)]);
  return Object.fromEntries(entries) as AttemptLimiters;
}

/**
 * Whether an error is a wrong password or code (a re-authentication's answer on its `password` or
 * `one_time_password` field): the failures a re-authentication limit counts, not a form still being fixed.
 */
export function isWrongProof(error: unknown): boolean {
  return error instanceof DomainError && Boolean(error.errors?.password || error.errors?.one_time_password);
}
