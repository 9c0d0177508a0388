import type { KitAddress } from '@fathom/contract/items';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { AddressFields, type AddressForm } from '../../../components/address-fields';
import { Button } from '../../../components/button';
import { DeliveryDatePicker } from '../../../components/delivery-calendar/delivery-date-picker';
import { SelectField } from '../../../components/form/select-field';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import type { DeliveryDates, Item } from '../api/items';

const toForm = (address: Partial<KitAddress> | null | undefined): AddressForm => ({
  first_name: address?.first_name ?? '',
  last_name: address?.last_name ?? '',
  address_1: address?.address_1 ?? '',
  address_2: address?.address_2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  postal_code: address?.postal_code ?? '',
  country: address?.country ?? 'US',
  phone: address?.phone ?? '',
  kit_delivery_type: '',
  preferred_delivery_date: '',
});

export const toKitAddress = ({
  kit_delivery_type: _t,
  preferred_delivery_date: _d,
  ...address
}: AddressForm) => ({
  ...address,
  address_2: address.address_2 || null,
});

/** Server field errors keyed "shipping_address.city" or "address.city" become "shipping.city" for the fields. */
const addressErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/^(shipping_address|address)\./, 'shipping.'),
      message,
    ]),
  );

export interface KitOrderDetails {
  shipping_address: ReturnType<typeof toKitAddress>;
  kit_delivery_type: 'staggered' | 'together';
  preferred_delivery_date: string | null;
  considering_freezing: 'yes' | 'no' | 'not_sure' | null;
}

/**
 * A kit's delivery details: the address, and when the order details are not complete yet, the delivery type,
 * the preferred delivery date (disabled dates cannot be chosen) and whether the customer thinks of freezing.
 */
export function KitOrderDetailsForm({
  item,
  dates,
  today,
  addressOnly,
  onSubmit,
}: {
  item: Item;
  dates: DeliveryDates | null;
  today: string;
  addressOnly: boolean;
  onSubmit: (details: KitOrderDetails) => Promise<void>;
}) {
  const { t } = useLingui();
  const kit = item.attributes.kit;
  const [address, setAddress] = useState<AddressForm>(() => toForm(kit?.shipping_address));
  const [deliveryType, setDeliveryType] = useState(
    kit?.kit_delivery_type === 'together' ? 'together' : 'staggered',
  );
  const [date, setDate] = useState(kit?.preferred_delivery_date ?? '');
  const [freezing, setFreezing] = useState(item.attributes.considering_freezing ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await onSubmit({
        shipping_address: toKitAddress(address),
        kit_delivery_type: deliveryType === 'together' ? 'together' : 'staggered',
        preferred_delivery_date: date || null,
        considering_freezing:
          freezing === 'yes' || freezing === 'no' || freezing === 'not_sure' ? freezing : null,
      });
    } catch (error) {
      setErrors(addressErrors(serverFieldErrors(error)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="mt-4 space-y-5" noValidate onSubmit={submit}>
      <AddressFields
        prefix="shipping"
        address={address}
        errors={errors}
        countries={[]}
        states={[]}
        phoneRule={null}
        onChange={(patch) => setAddress((current) => ({ ...current, ...patch }))}
      />
      {addressOnly ? null : (
        <>
          <SelectField
            label={t`Kit delivery`}
            value={deliveryType}
            options={[
              { value: 'staggered', label: t`Staggered: each kit when you need it` },
              { value: 'together', label: t`Together: all kits in one parcel` },
            ]}
            onChange={setDeliveryType}
          />
          {dates ? (
            <DeliveryDatePicker
              today={today}
              latest={dates.latest}
              disabled={dates.disabled_pdd_dates}
              value={date}
              error={errors.preferred_delivery_date}
              onChange={setDate}
            />
          ) : null}
          {item.attributes.is_analysis ? (
            <SelectField
              label={t`Are you thinking of freezing a sample?`}
              prompt={t`Choose an answer`}
              value={freezing}
              options={[
                { value: 'yes', label: t`Yes` },
                { value: 'not_sure', label: t`Not sure yet` },
                { value: 'no', label: t`No` },
              ]}
              onChange={setFreezing}
            />
          ) : null}
        </>
      )}
      <Button type="submit" loading={saving}>
        {addressOnly ? <Trans>Save the new address</Trans> : <Trans>Save order details</Trans>}
      </Button>
    </form>
  );
}
