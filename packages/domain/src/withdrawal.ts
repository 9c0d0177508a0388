/** The safeguards of a withdrawal request (specification sections 1, 2 and 5), checked in the browser and again on the server. */
import { earliestWithdrawalDate, isWithdrawalDateAllowed } from './cryogenic';
import { formatDay } from './format';
import type { Language } from './languages';
import { isUsStateCode } from './us-states';
import { isEmailAddress } from './validation/rules';

export const WITHDRAWAL_RECIPIENT_TYPES = ['medical_professional', 'medical_facility'] as const;
export type WithdrawalRecipientType = (typeof WITHDRAWAL_RECIPIENT_TYPES)[number];

export interface WithdrawalMessages {
  understood: string;
  recipient: string;
  signatureMismatch: (legalName: string) => string;
  date: (earliest: string) => string;
  vials: (held: number) => string;
  destination: string;
  professionalName: string;
  professionalPractice: string;
  facilityName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
}

export const WITHDRAWAL_MESSAGES: Readonly<Record<Language, WithdrawalMessages>> = {
  en: {
    understood: 'Please confirm that you understand how withdrawals work.',
    recipient: 'Vials can be withdrawn only to a medical professional or facility.',
    signatureMismatch: (legalName) =>
      `Sign with your full legal name, exactly as on your account: ${legalName}.`,
    date: (earliest) =>
      `Choose a date at least 15 days from today: ${formatDay(earliest, { language: 'en' })} or later.`,
    vials: (held) =>
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
  },
  es: {
    understood: 'Confirme que entiende cómo funcionan los retiros.',
    recipient: 'Los viales solo pueden enviarse a un profesional médico o a un centro médico.',
    signatureMismatch: (legalName) =>
      `Firme con su nombre legal completo, tal como aparece en su cuenta: ${legalName}.`,
    date: (earliest) =>
      `Elija una fecha al menos 15 días después de hoy: el ${formatDay(earliest, { language: 'es' })} o más tarde.`,
    vials: (held) =>
      held === 0
        ? 'No hay viales guardados en este almacenamiento.'
        : held === 1
          ? 'Solo hay 1 vial guardado en este almacenamiento: elija 1.'
          : `Elija entre 1 y ${held} viales.`,
    destination: 'Elija adónde se envían los viales.',
    professionalName: 'Escriba el nombre del profesional médico.',
    professionalPractice: 'Escriba el nombre de su clínica o consultorio.',
    facilityName: 'Escriba el nombre del centro médico.',
    address: 'Escriba la dirección.',
    city: 'Escriba la ciudad.',
    state: 'Elija el estado.',
    zipCode: 'Escriba un código postal (ZIP) de 5 dígitos.',
    postalCode: 'Escriba el código postal.',
    country: 'Escriba el país con dos letras, por ejemplo GB.',
    email: 'Escriba un correo electrónico válido.',
    phone: 'Escriba un número de teléfono con su código de área.',
  },
};

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
  language: Language,
): Record<string, string> {
  const messages = WITHDRAWAL_MESSAGES[language];
  const errors: Record<string, string> = {};
  if (!input.understood) errors.understood = messages.understood;
  if (!(WITHDRAWAL_RECIPIENT_TYPES as readonly string[]).includes(input.recipientType)) {
    errors.recipient_type = messages.recipient;
  }
  if (!isWithdrawalDateAllowed(input.requestedDate, context.now, context.timeZone)) {
    errors.requested_date = messages.date(earliestWithdrawalDate(context.now, context.timeZone));
  }
  if (!Number.isInteger(input.vialCount) || input.vialCount < 1 || input.vialCount > context.vialsHeld) {
    errors.vial_count = messages.vials(context.vialsHeld);
  }
  if (!signsLegalName(input.signature, context.legalName)) {
    errors.signature = messages.signatureMismatch(context.legalName);
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
export function withdrawalRecipientErrors(
  recipient: WithdrawalRecipient,
  language: Language,
): Record<string, string> {
  const messages = WITHDRAWAL_MESSAGES[language];
  const errors: Record<string, string> = {};
  const domestic = recipient.destination === 'domestic';
  if (!(WITHDRAWAL_DESTINATIONS as readonly string[]).includes(recipient.destination)) {
    errors.destination = messages.destination;
  }
  if (recipient.recipient_type === 'medical_professional') {
    if (blank(recipient.recipient_name)) errors.recipient_name = messages.professionalName;
    if (blank(recipient.recipient_facility)) {
      errors.recipient_facility = messages.professionalPractice;
    }
  } else if (recipient.recipient_type === 'medical_facility' && blank(recipient.recipient_facility)) {
    errors.recipient_facility = messages.facilityName;
  }
  const address = recipient.recipient_address;
  if (blank(address.address_1)) errors['recipient_address.address_1'] = messages.address;
  if (blank(address.city)) errors['recipient_address.city'] = messages.city;
  if (domestic && !isUsStateCode((address.state ?? '').trim().toUpperCase())) {
    errors['recipient_address.state'] = messages.state;
  }
  if (domestic && !/^\d{5}(-\d{4})?$/.test(address.postal_code.trim())) {
    errors['recipient_address.postal_code'] = messages.zipCode;
  } else if (!domestic && blank(address.postal_code)) {
    errors['recipient_address.postal_code'] = messages.postalCode;
  }
  const country = address.country.trim().toUpperCase();
  if (domestic ? country !== 'US' : !/^[A-Z]{2}$/.test(country) || country === 'US') {
    errors['recipient_address.country'] = messages.country;
  }
  if (blank(recipient.recipient_email) || !isEmailAddress(recipient.recipient_email.trim())) {
    errors.recipient_email = messages.email;
  }
  if (recipient.recipient_phone.replace(/\D/g, '').length < 7) {
    errors.recipient_phone = messages.phone;
  }
  return errors;
}
