import type { CheckoutBindings } from '@fathom/contract/catalogue';
import { DEFAULT_COUNTRY } from '@fathom/domain/constants';
import { plainText } from '@fathom/domain/validation/plain-text';
import type { Rule } from '@fathom/domain/validation/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatZipCode } from './card/card-format';
import type { FieldErrors } from './form/field-errors';
import { SelectField } from './form/select-field';
import { TextField } from './form/text-field';

/** An address as typed into the form, every field a string ('' when empty). */
export interface AddressForm {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  kit_delivery_type: string;
  preferred_delivery_date: string;
}

/** Each field's label; the validation messages name a field by its label in lower case. */
export const ADDRESS_LABELS: Readonly<Record<keyof AddressForm, MessageDescriptor>> = {
  first_name: msg`First name`,
  last_name: msg`Last name`,
  address_1: msg`Address`,
  address_2: msg`Apartment, suite (optional)`,
  city: msg`City`,
  state: msg`State`,
  postal_code: msg`ZIP code`,
  country: msg`Country`,
  phone: msg`Phone number`,
  kit_delivery_type: msg`Kit delivery`,
  preferred_delivery_date: msg`Preferred delivery date (optional)`,
};

/** A country or a state of the checkout's bindings. */
type NamedCode = CheckoutBindings['countries'][number];

export interface AddressFieldsProps {
  /** 'shipping' or 'billing': the key of this address's errors. */
  prefix: string;
  address: AddressForm;
  errors: FieldErrors;
  countries: readonly NamedCode[];
  states: readonly NamedCode[];
  phoneRule: Rule | null;
  onChange: (patch: Partial<AddressForm>) => void;
}

const asOptions = (list: readonly NamedCode[]) =>
  list.map((entry) => ({ value: entry.code, label: entry.name }));

/** The address of spec section 3, without the delivery choices (the shipping step adds them). */
/** Names and address lines print on labels, packing slips and staff's screens as typed: none may pretend. */
const plainTextRules = [plainText];

export function AddressFields({
  prefix,
  address,
  errors,
  countries,
  states,
  phoneRule,
  onChange,
}: AddressFieldsProps) {
  const { t } = useLingui();
  const error = (key: keyof AddressForm) => errors[`${prefix}.${key}`];
  const autoComplete = (token: string) => `${prefix} ${token}`;
  // A US ZIP code is typed on the numeric keypad, its ZIP+4 hyphen put in.
  const isUs = address.country === DEFAULT_COUNTRY;
  const text = (key: keyof AddressForm, token: string, required = true) => (
    <TextField
      label={t(ADDRESS_LABELS[key])}
      autoComplete={autoComplete(token)}
      required={required}
      value={address[key]}
      rules={plainTextRules}
      error={error(key)}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('first_name', 'given-name')}
      {text('last_name', 'family-name')}
      <div className="sm:col-span-2">{text('address_1', 'address-line1')}</div>
      <div className="sm:col-span-2">{text('address_2', 'address-line2', false)}</div>
      {text('city', 'address-level2')}
      {states.length > 0 ? (
        <SelectField
          label={t(ADDRESS_LABELS.state)}
          autoComplete={autoComplete('address-level1')}
          required
          prompt={t`Choose a state`}
          value={address.state}
          options={asOptions(states)}
          error={error('state')}
          onChange={(value) => onChange({ state: value })}
        />
      ) : (
        text('state', 'address-level1')
      )}
      <TextField
        label={t(ADDRESS_LABELS.postal_code)}
        autoComplete={autoComplete('postal-code')}
        inputMode={isUs ? 'numeric' : undefined}
        required
        value={address.postal_code}
        error={error('postal_code')}
        onChange={(value) => onChange({ postal_code: isUs ? formatZipCode(value) : value })}
      />
      {countries.length > 0 ? (
        <SelectField
          label={t(ADDRESS_LABELS.country)}
          autoComplete={autoComplete('country')}
          required
          value={address.country}
          options={asOptions(countries)}
          error={error('country')}
          onChange={(value) => onChange({ country: value })}
        />
      ) : (
        text('country', 'country')
      )}
      <TextField
        className="sm:col-span-2"
        label={t(ADDRESS_LABELS.phone)}
        type="tel"
        autoComplete={autoComplete('tel')}
        required
        rules={phoneRule ? [phoneRule] : []}
        value={address.phone}
        error={error('phone')}
        onChange={(value) => onChange({ phone: value })}
      />
    </div>
  );
}
