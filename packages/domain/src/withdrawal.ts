/** The safeguards of a withdrawal request (specification sections 1, 2 and 5), checked in the browser and again on the server. */
import { earliestWithdrawalDate, isWithdrawalDateAllowed } from './cryogenic';
import { formatDay } from './format';
import { isUsStateCode } from './us-states';
import { isEmailAddress } from './validation/rules';

export const WITHDRAWAL_RECIPIENT_TYPES = ['medical_professional', 'medical_facility'] as const;
export type WithdrawalRecipientType = (typeof WITHDRAWAL_RECIPIENT_TYPES)[number];

export const WITHDRAWAL_MESSAGES = {
  understood: 'Please confirm that you understand how withdrawals work.',
  recipient: 'Vials can be withdrawn only to a medical professional or facility.',
  signatureMismatch: (legalName: string) =>
    `Sign with your full legal name, exactly as on your account: ${legalName}.`,
  date: (earliest: string) => `Choose a date at least 15 days from today: ${formatDay(earliest)} or later.`,
  vials: (held: number) =>
    held === 0
      ? 'No vials are held in this storage.'
      : held === 1
        ? 'Only 1 vial is held in this storage: choose 1.'
        : `Choose between 1 and ${held} vials.`,
  destination: 'Choose where the vials go.',
  professionalName: 'Enter the name of the medical professional.',
  professionalPractice: 'Enter the name of their clinic or practice.',
  facilityName: 'Enter the name of the facility.',
  address: 'Enter the address.',
  city: 'Enter the city.',
  state: 'Choose the state.',
  zipCode: 'Enter a 5-digit ZIP code.',
  postalCode: 'Enter the postal code.',
  country: 'Enter the country as two letters, e.g. GB.',
  email: 'Enter a valid email address.',
  phone: 'Enter a phone number with its area code.',
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

export const WITHDRAWAL_DESTINATIONS = ['domestic', 'international'] as const;
export type WithdrawalDestination = (typeof WITHDRAWAL_DESTINATIONS)[number];

/** Where the vials go and who receives them, as the request names its fields. */
export interface WithdrawalRecipient {
  destination: string;
  recipient_type: string;
  recipient_name?: string | null;
  recipient_facility: string;
  recipient_address: {
    address_1: string;
    city: string;
    state?: string | null;
    postal_code: string;
    country: string;
  };
  recipient_email: string;
  recipient_phone: string;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * The message per field (named as in the request, e.g. `recipient_address.city`) for what the recipient misses.
 * A medical professional is named, with the clinic or practice the vials go to; a facility is named by the
 * facility's own name, and a contact person there is optional. The recipient's type itself is checked by
 * withdrawalErrors.
 */
export function withdrawalRecipientErrors(recipient: WithdrawalRecipient): Record<string, string> {
  const errors: Record<string, string> = {};
  const domestic = recipient.destination === 'domestic';
  if (!(WITHDRAWAL_DESTINATIONS as readonly string[]).includes(recipient.destination)) {
    errors.destination = WITHDRAWAL_MESSAGES.destination;
  }
  if (recipient.recipient_type === 'medical_professional') {
    if (blank(recipient.recipient_name)) errors.recipient_name = WITHDRAWAL_MESSAGES.professionalName;
    if (blank(recipient.recipient_facility)) {
      errors.recipient_facility = WITHDRAWAL_MESSAGES.professionalPractice;
    }
  } else if (recipient.recipient_type === 'medical_facility' && blank(recipient.recipient_facility)) {
    errors.recipient_facility = WITHDRAWAL_MESSAGES.facilityName;
  }
  const address = recipient.recipient_address;
  if (blank(address.address_1)) errors['recipient_address.address_1'] = WITHDRAWAL_MESSAGES.address;
  if (blank(address.city)) errors['recipient_address.city'] = WITHDRAWAL_MESSAGES.city;
  if (domestic && !isUsStateCode((address.state ?? '').trim().toUpperCase())) {
    errors['recipient_address.state'] = WITHDRAWAL_MESSAGES.state;
  }
  if (domestic && !/^\d{5}(-\d{4})?$/.test(address.postal_code.trim())) {
    errors['recipient_address.postal_code'] = WITHDRAWAL_MESSAGES.zipCode;
  } else if (!domestic && blank(address.postal_code)) {
    errors['recipient_address.postal_code'] = WITHDRAWAL_MESSAGES.postalCode;
  }
  const country = address.country.trim().toUpperCase();
  if (domestic ? country !== 'US' : !/^[A-Z]{2}$/.test(country) || country === 'US') {
    errors['recipient_address.country'] = WITHDRAWAL_MESSAGES.country;
  }
  if (blank(recipient.recipient_email) || !isEmailAddress(recipient.recipient_email.trim())) {
    errors.recipient_email = WITHDRAWAL_MESSAGES.email;
  }
  if (recipient.recipient_phone.replace(/\D/g, '').length < 7) {
    errors.recipient_phone = WITHDRAWAL_MESSAGES.phone;
  }
  return errors;
}
