import { required, validate } from '@fathom/domain/validation/rules';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pageWording } from '../../lib/i18n/validation-wording';
import type { FieldErrors } from '../form/field-errors';
import { isCardNumberWellFormed, isCvcValid, isExpiryValid } from './sandbox-card-token';

/** A card as typed into the card form; it never leaves the browser (only its token does). */
export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const CARD_NUMBER_MESSAGE = msg`Enter a valid card number.`;
export const CARD_EXPIRY_MESSAGE = msg`Enter the expiry date as MM/YY.`;
export const CARD_CVC_MESSAGE = msg`Enter the 3 or 4 digit security code.`;
/** Stripe's card form is asked for a card before it has loaded. */
export const CARD_FORM_LOADING = msg`The secure card form is still loading. Please wait a moment.`;
const NAME_ON_CARD = msg({
  message: 'name on card',
  comment: 'A field as the validation messages name it: lower case',
});

/**
 * The sandbox form's card fields are checked here; Stripe's own field checks number, expiry and code. The messages
 * are in the page's language at the time of the check.
 */
export function cardErrors(card: CardForm, cardEntry: 'sandbox' | 'stripe' = 'sandbox'): FieldErrors {
  const errors: Record<string, string> = {};
  if (cardEntry === 'sandbox') {
    if (!isCardNumberWellFormed(card.number)) errors['card.number'] = i18n._(CARD_NUMBER_MESSAGE);
    if (!isExpiryValid(card.expiry)) errors['card.expiry'] = i18n._(CARD_EXPIRY_MESSAGE);
    if (!isCvcValid(card.cvc)) errors['card.cvc'] = i18n._(CARD_CVC_MESSAGE);
  }
  const name = validate(card.name.trim(), [required], { field: i18n._(NAME_ON_CARD), wording: pageWording });
  if (name !== true) errors['card.name'] = name;
  return errors;
}
