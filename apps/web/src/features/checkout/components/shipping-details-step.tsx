import type { CheckoutBindings } from '@fathom/contract/catalogue';
import type { BillingAddressType } from '@fathom/domain/checkout';
import { disabledDeliveryDates, latestDeliveryDate } from '@fathom/domain/kit-dates';
import type { Rule } from '@fathom/domain/validation/rules';
import { ADDRESS_LABELS, AddressFields, type AddressForm } from '../../../components/address-fields';
import { DeliveryDatePicker } from '../../../components/delivery-calendar/delivery-date-picker';
import type { FieldErrors } from '../../../components/form/field-errors';
import { SelectField } from '../../../components/form/select-field';

const KIT_DELIVERY_LABELS: Readonly<Record<string, string>> = {
  staggered: 'Staggered: one kit at a time',
  together: 'Together: every kit in one box',
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
          label={ADDRESS_LABELS.kit_delivery_type}
          value={address.kit_delivery_type}
          options={deliveryTypes.map((type) => ({ value: type, label: KIT_DELIVERY_LABELS[type] ?? type }))}
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
          Optional: without a date, your kit leaves as soon as it is packed.{' '}
          {address.preferred_delivery_date ? (
            <button
              type="button"
              className="text-link"
              onClick={() => onChange({ preferred_delivery_date: '' })}
            >
              Clear the date
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
      <legend className="field-label">Billing address</legend>
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="billing_address_type"
            checked={value === 'same_as_shipping'}
            onChange={() => onChange('same_as_shipping')}
          />
          Same as shipping address
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="billing_address_type"
            checked={value === 'different_billing_address'}
            onChange={() => onChange('different_billing_address')}
          />
          Use a different billing address
        </label>
      </div>
    </fieldset>
  );
}
