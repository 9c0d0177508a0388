import { required, validate } from '@fathom/domain/validation/rules';
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

export const CARD_NUMBER_MESSAGE = 'Enter a valid card number.';
export const CARD_EXPIRY_MESSAGE = 'Enter the expiry date as MM/YY.';
export const CARD_CVC_MESSAGE = 'Enter the 3 or 4 digit security code.';

/** The sandbox form's card fields are checked here; Stripe's own field checks number, expiry and code. */
export function cardErrors(card: CardForm, cardEntry: 'sandbox' | 'stripe' = 'sandbox'): FieldErrors {
  const errors: Record<string, string> = {};
  if (cardEntry === 'sandbox') {
    if (!isCardNumberWellFormed(card.number)) errors['card.number'] = CARD_NUMBER_MESSAGE;
    if (!isExpiryValid(card.expiry)) errors['card.expiry'] = CARD_EXPIRY_MESSAGE;
    if (!isCvcValid(card.cvc)) errors['card.cvc'] = CARD_CVC_MESSAGE;
  }
  const name = validate(card.name.trim(), [required], { field: 'name on card', wording: pageWording });
  if (name !== true) errors['card.name'] = name;
  return errors;
}
