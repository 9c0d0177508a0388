/**
 * Sending a withdrawal's vials (issue 47 item 5): when the lab may ship them, what it must say about the
 * shipment, and the words the customer and the console both show for it.
 */

import type { Language } from './languages';

/** The partner's consent to a withdrawal: not needed (no partner on the account), given, or still awaited. */
export type PartnerConsent = 'not_needed' | 'given' | 'awaiting';

export interface WithdrawalToShip {
  status: string;
  partnerConsent: PartnerConsent;
  shippingPaid: boolean;
}

/** Why a withdrawal cannot be shipped yet, or `ready`. */
export type ShipReadiness = 'ready' | 'awaiting_consent' | 'shipping_unpaid' | 'closed';

/**
 * A withdrawal is shipped only while it is open and requested, with the partner's consent when the account has a
 * partner, and with its shipping paid. Consent comes first: a withdrawal awaiting it is not the lab's yet.
 */
export function shipReadiness(withdrawal: WithdrawalToShip): ShipReadiness {
  if (withdrawal.status === 'awaiting_partner_consent' || withdrawal.partnerConsent === 'awaiting')
    return 'awaiting_consent';
  if (withdrawal.status === 'awaiting_quote' || !withdrawal.shippingPaid) return 'shipping_unpaid';
  return withdrawal.status === 'requested' ? 'ready' : 'closed';
}

/** Why the lab cannot ship a withdrawal: the console's words, in English (staff only), as shipmentErrors' are. */
export const SHIP_REFUSALS: Record<Exclude<ShipReadiness, 'ready'>, string> = {
  awaiting_consent: 'The partner has not consented to this withdrawal yet: it cannot be shipped.',
  shipping_unpaid: 'The shipping of this withdrawal is not paid: it cannot be shipped.',
  closed: 'This withdrawal is already shipped, cancelled or declined: it cannot be shipped.',
};

export const CARRIER_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MIN_LENGTH = 6;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** A carrier's name: letters, digits, spaces and the punctuation of company names. */
const CARRIER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .&'()-]*$/u;
/** A tracking number as carriers print them: letters and digits, perhaps grouped by spaces or hyphens. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

export interface Shipment {
  carrier: string;
  tracking_number: string;
}

/** The shipment as it is kept: trimmed, runs of spaces made one. */
export function normaliseShipment(shipment: Shipment): Shipment {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  return { carrier: tidy(shipment.carrier), tracking_number: tidy(shipment.tracking_number) };
}

/** What is wrong with a shipment, by field; empty when nothing is. In English: the lab's staff enter it. */
export function shipmentErrors(input: Shipment): Partial<Record<keyof Shipment, string>> {
  const shipment = normaliseShipment(input);
  const errors: Partial<Record<keyof Shipment, string>> = {};
  if (!shipment.carrier) errors.carrier = 'Enter the carrier.';
  else if (shipment.carrier.length > CARRIER_MAX_LENGTH)
    errors.carrier = `The carrier's name has at most ${CARRIER_MAX_LENGTH} characters.`;
  else if (!CARRIER_PATTERN.test(shipment.carrier))
    errors.carrier = "The carrier's name has letters, digits, spaces and . & ' ( ) - only.";
  const tracking = shipment.tracking_number;
  if (!tracking) errors.tracking_number = 'Enter the tracking number.';
  else if (tracking.length < TRACKING_NUMBER_MIN_LENGTH || tracking.length > TRACKING_NUMBER_MAX_LENGTH)
    errors.tracking_number = `A tracking number has ${TRACKING_NUMBER_MIN_LENGTH} to ${TRACKING_NUMBER_MAX_LENGTH} characters.`;
  else if (!TRACKING_NUMBER_PATTERN.test(tracking))
    errors.tracking_number =
      'A tracking number has letters and digits, perhaps grouped by spaces or hyphens.';
  return errors;
}

const SHIPMENT_SENTENCE: Readonly<Record<Language, (carrier: string, trackingNumber: string) => string>> = {
  en: (carrier, trackingNumber) => `Sent with ${carrier}, tracking number ${trackingNumber}.`,
  es: (carrier, trackingNumber) => `Enviado con ${carrier}, número de seguimiento ${trackingNumber}.`,
};

/**
 * The words for a shipped withdrawal's shipment, on the customer's storage page (in the customer's language) and
 * in the console (in English) alike.
 */
export function shipmentSentence(
  shipment: { carrier: string | null; tracking_number: string | null },
  language: Language,
): string {
  if (!shipment.carrier || !shipment.tracking_number) return '';
  return SHIPMENT_SENTENCE[language](shipment.carrier, shipment.tracking_number);
}
