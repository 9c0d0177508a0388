import type { CheckoutBindings } from '@fathom/contract/catalogue';
import type { BillingAddressType } from '@fathom/domain/checkout';
import { disabledDeliveryDates, latestDeliveryDate } from '@fathom/domain/kit-dates';
import type { Rule } from '@fathom/domain/validation/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_LABELS, AddressFields, type AddressForm } from '../../../components/address-fields';
import { DeliveryDatePicker } from '../../../components/delivery-calendar/delivery-date-picker';
import type { FieldErrors } from '../../../components/form/field-errors';
import { SelectField } from '../../../components/form/select-field';

const KIT_DELIVERY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  staggered: msg`Staggered: one kit at a time`,
  together: msg`Together: every kit in one box`,
};

export interface ShippingDetailsStepProps {
  address: AddressForm;
  errors: FieldErrors;
  bindings: CheckoutBindings;
  phoneRule: Rule | null;
  /** Today in the lab's calendar: the kit page's calendar of delivery dates starts from it. */
  today: string;
  onChange: (patch: Partial<AddressForm>) => void;
}

export function ShippingDetailsStep({
  address,
  errors,
  bindings,
  phoneRule,
  today,
  onChange,
}: ShippingDetailsStepProps) {
  const { t } = useLingui();
  const deliveryTypes = bindings.kit_delivery_types?.length
    ? bindings.kit_delivery_types
    : ['staggered', 'together'];
  return (
    <div className="mt-4 grid gap-4">
      <AddressFields
        prefix="shipping"
        address={address}
        errors={errors}
        countries={bindings.countries ?? []}
        states={bindings.states ?? []}
        phoneRule={phoneRule}
        onChange={onChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t(ADDRESS_LABELS.kit_delivery_type)}
          value={address.kit_delivery_type}
          options={deliveryTypes.map((type) => {
            const label = KIT_DELIVERY_LABELS[type];
            return { value: type, label: label ? t(label) : type };
          })}
          onChange={(value) => onChange({ kit_delivery_type: value })}
        />
      </div>
      <div data-testid="preferred-delivery-date">
        <DeliveryDatePicker
          today={today}
          latest={latestDeliveryDate(today)}
          disabled={disabledDeliveryDates(today)}
          value={address.preferred_delivery_date}
          error={errors['shipping.preferred_delivery_date']}
          onChange={(date) => onChange({ preferred_delivery_date: date })}
        />
        <p className="mt-1 text-sm text-ink-faint">
          <Trans>Optional: without a date, your kit leaves as soon as it is packed.</Trans>{' '}
          {address.preferred_delivery_date ? (
            <button
              type="button"
              className="text-link"
              onClick={() => onChange({ preferred_delivery_date: '' })}
            >
              <Trans>Clear the date</Trans>
            </button>
          ) : null}
        </p>
      </div>
    </div>
  );
}

export interface BillingChoiceProps {
  value: BillingAddressType;
  onChange: (value: BillingAddressType) => void;
  /** Without a shipping step there is no address to reuse. */
  canReuseShipping: boolean;
}

export function BillingChoice({ value, onChange, canReuseShipping }: BillingChoiceProps) {
  if (!canReuseShipping) return null;
  return (
    <fieldset className="mt-4">
      <legend className="field-label">
        <Trans>Billing address</Trans>
      </legend>
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="billing_address_type"
            checked={value === 'same_as_shipping'}
            onChange={() => onChange('same_as_shipping')}
          />
          <Trans>Same as shipping address</Trans>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="billing_address_type"
            checked={value === 'different_billing_address'}
            onChange={() => onChange('different_billing_address')}
          />
          <Trans>Use a different billing address</Trans>
        </label>
      </div>
    </fieldset>
  );
}
