/** The safeguards of a withdrawal request (specification sections 1, 2 and 5), checked in the browser and again on the server. */
import { earliestWithdrawalDate, isWithdrawalDateAllowed } from './cryogenic';

export const WITHDRAWAL_RECIPIENT_TYPES = ['medical_professional', 'medical_facility'] as const;
export type WithdrawalRecipientType = (typeof WITHDRAWAL_RECIPIENT_TYPES)[number];

export const WITHDRAWAL_MESSAGES = {
  understood: 'Please confirm that you understand how withdrawals work.',
  recipient: 'Vials can be withdrawn only to a medical professional or facility.',
  signatureMismatch: (legalName: string) =>
    `Sign with your full legal name, exactly as on your account: ${legalName}.`,
  date: (earliest: string) => `Choose a date at least 15 days from today: ${earliest} or later.`,
  vials: (held: number) =>
    held === 0 ? 'No vials are held in this storage.' : `Choose between 1 and ${held} vials.`,
} as const;

export interface WithdrawalRequestInput {
  understood: boolean;
  recipientType: string;
  requestedDate: string;
  vialCount: number;
  signature: string;
}

export interface WithdrawalContext {
  now: Date;
  timeZone: string;
  legalName: string;
  vialsHeld: number;
}

/** Case, accents and spacing aside, the signature must be the account's legal name. */
export function signsLegalName(signature: string, legalName: string): boolean {
  const normalise = (name: string) =>
    name.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
  return normalise(signature) !== '' && normalise(signature) === normalise(legalName);
}

/** The message per field for each safeguard the request misses; empty when the request may go ahead. */
export function withdrawalErrors(
  input: WithdrawalRequestInput,
  context: WithdrawalContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.understood) errors.understood = WITHDRAWAL_MESSAGES.understood;
  if (!(WITHDRAWAL_RECIPIENT_TYPES as readonly string[]).includes(input.recipientType)) {
    errors.recipient_type = WITHDRAWAL_MESSAGES.recipient;
  }
  if (!isWithdrawalDateAllowed(input.requestedDate, context.now, context.timeZone)) {
    errors.requested_date = WITHDRAWAL_MESSAGES.date(earliestWithdrawalDate(context.now, context.timeZone));
  }
  if (!Number.isInteger(input.vialCount) || input.vialCount < 1 || input.vialCount > context.vialsHeld) {
    errors.vial_count = WITHDRAWAL_MESSAGES.vials(context.vialsHeld);
  }
  if (!signsLegalName(input.signature, context.legalName)) {
    errors.signature = WITHDRAWAL_MESSAGES.signatureMismatch(context.legalName);
  }
  return errors;
}
