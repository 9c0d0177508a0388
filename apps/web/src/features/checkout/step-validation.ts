import { DEFAULT_COUNTRY } from '@fathom/domain/constants';
import { deliveryDateRefusal } from '@fathom/domain/kit-dates';
import { plainText } from '@fathom/domain/validation/plain-text';
import { email, type Rule, required, validate } from '@fathom/domain/validation/rules';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_LABELS, type AddressForm } from '../../components/address-fields';
import { cardErrors } from '../../components/card/card-form';
import { isZipCodeValid } from '../../components/card/card-format';
import type { FieldErrors } from '../../components/form/field-errors';
import { fieldNames } from '../../lib/i18n/field-names';
import { currentLanguage } from '../../lib/i18n/language';
import { pageWording } from '../../lib/i18n/validation-wording';
import type { CheckoutForm } from './checkout-form';
import { GIFT_LABELS } from './checkout-labels';

const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_1',
  'city',
  'state',
  'postal_code',
  'country',
  'phone',
] as const satisfies readonly (keyof AddressForm)[];

export const ZIP_CODE_MESSAGE = msg`Enter a 5-digit ZIP code.`;

/** A field as the messages name it, in the page's language: its label in lower case. */
const named = (label: MessageDescriptor) => i18n._(label).toLowerCase();

/** Each field's rules checked; the messages in the page's language at the time of the check. */
function collect(entries: [string, unknown, readonly Rule[], string][]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [key, value, rules, field] of entries) {
    const result = validate(value, rules, { field, wording: pageWording });
    if (result !== true) errors[key] = result;
  }
  return errors;
}

export function accountErrors(form: CheckoutForm): FieldErrors {
  return collect([
    ['email', form.email.trim(), [required, email], i18n._(fieldNames.email)],
    ['first_name', form.first_name.trim(), [required, plainText], named(ADDRESS_LABELS.first_name)],
    ['last_name', form.last_name.trim(), [required, plainText], named(ADDRESS_LABELS.last_name)],
  ]);
}

export function giftErrors(form: CheckoutForm): FieldErrors {
  return collect([
    [
      'gift.recipient_name',
      form.gift.recipient_name.trim(),
      [required, plainText],
      named(GIFT_LABELS.recipient_name),
    ],
    [
      'gift.recipient_email',
      form.gift.recipient_email.trim(),
      [required, email],
      named(GIFT_LABELS.recipient_email),
    ],
    ['gift.message', form.gift.message.trim(), [plainText], i18n._(GIFT_LABELS.message)],
  ]);
}

/** `phoneRule` is the domain's phoneNumber rule, loaded only once the shipping step needs it. */
export function addressErrors(prefix: string, address: AddressForm, phoneRule: Rule | null): FieldErrors {
  const errors = collect(
    REQUIRED_ADDRESS_FIELDS.map((key): [string, unknown, readonly Rule[], string] => [
      `${prefix}.${key}`,
      address[key].trim(),
      key === 'phone' && phoneRule ? [required, phoneRule] : [required, plainText],
      named(ADDRESS_LABELS[key]),
    ]),
  );
  const zip = `${prefix}.postal_code`;
  if (!errors[zip] && address.country === DEFAULT_COUNTRY && !isZipCodeValid(address.postal_code))
    return { ...errors, [zip]: i18n._(ZIP_CODE_MESSAGE) };
  return errors;
}

/** `today` is the lab's calendar date: the preferred delivery date follows the same calendar as a kit's page. */
export function shippingErrors(form: CheckoutForm, phoneRule: Rule | null, today: string): FieldErrors {
  const errors = addressErrors('shipping', form.shipping, phoneRule);
  const date = form.shipping.preferred_delivery_date;
  const refusal = date ? deliveryDateRefusal(date, today, currentLanguage()) : null;
  return refusal ? { ...errors, 'shipping.preferred_delivery_date': refusal } : errors;
}

export function paymentErrors(
  form: CheckoutForm,
  phoneRule: Rule | null,
  cardEntry: 'sandbox' | 'stripe' = 'sandbox',
): FieldErrors {
  const errors: Record<string, string> = { ...cardErrors(form.card, cardEntry) };
  if (form.billing_address_type === 'different_billing_address')
    Object.assign(errors, addressErrors('billing', form.billing, phoneRule));
  return errors;
}
