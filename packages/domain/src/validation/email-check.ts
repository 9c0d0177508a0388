/** The asynchronous email verification of specification section 5. */

export const INVALID_EMAIL_MESSAGE = 'You have entered an invalid email address. Please try again.';
/** The localStorage key whose exact value 'true' lets an address through that the verifier refuses. */
export const BYPASS_EMAIL_VALIDATION_KEY = 'bypass_email_validation';

export type EmailCheckDecision =
  | { passes: true }
  | {
      passes: false;
      message: typeof INVALID_EMAIL_MESSAGE;
      /** The address to name in the email-validation-failed notification. */
      failedEmail: string;
    };

export interface EmailCheckInput {
  email: string;
  verifierSaysValid: boolean;
  /** The stored bypass_email_validation value, read by the caller (null when absent). */
  bypassFlag: string | null | undefined;
}

export function decideEmailCheck({
  email,
  verifierSaysValid,
  bypassFlag,
}: EmailCheckInput): EmailCheckDecision {
  if (verifierSaysValid || bypassFlag === 'true') return { passes: true };
  return { passes: false, message: INVALID_EMAIL_MESSAGE, failedEmail: email };
}

/** Asks the verifier about the address and decides. */
export async function checkEmail(
  email: string,
  verifier: (email: string) => Promise<boolean>,
  bypassFlag: string | null | undefined,
): Promise<EmailCheckDecision> {
  return decideEmailCheck({ email, verifierSaysValid: await verifier(email), bypassFlag });
}
