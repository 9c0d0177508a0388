import { formatDay, formatMoney } from '@fathom/domain/format';
import type { AddressForm } from '../../../components/address-fields';
import { Button } from '../../../components/button';
import type { CheckoutForm } from '../checkout-form';

export interface ReviewFinalStepProps {
  form: CheckoutForm;
  isGift: boolean;
  skipShipping: boolean;
  skipPayment: boolean;
  cardLast4: string | null;
  totalCents: number;
  placing: boolean;
  orderError: string | null;
  onPlaceOrder: () => void;
  onChangePayment: (() => void) | null;
}

function addressLines(address: AddressForm): string[] {
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.address_1,
    address.address_2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
    address.phone,
  ].filter((line) => line.trim() !== '');
}

function Section({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <p className="whitespace-pre-line text-ink-soft">{lines.join('\n')}</p>
    </div>
  );
}

export function ReviewFinalStep({
  form,
  isGift,
  skipShipping,
  skipPayment,
  cardLast4,
  totalCents,
  placing,
  orderError,
  onPlaceOrder,
  onChangePayment,
}: ReviewFinalStepProps) {
  return (
    <div className="mt-4 grid gap-4" data-testid="review">
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Your details" lines={[`${form.first_name} ${form.last_name}`, form.email]} />
        {isGift ? (
          <Section
            title="Gift for"
            lines={[form.gift.recipient_name, form.gift.recipient_email, form.gift.message]}
          />
        ) : null}
        {skipShipping ? null : (
          <Section
            title="Shipping to"
            lines={[
              ...addressLines(form.shipping),
              `Kit delivery: ${form.shipping.kit_delivery_type}`,
              form.shipping.preferred_delivery_date
                ? `Preferred delivery: ${formatDay(form.shipping.preferred_delivery_date, { weekday: true })}`
                : '',
            ].filter(Boolean)}
          />
        )}
        {skipPayment ? (
          <Section title="Payment" lines={['Nothing to pay by card for this order.']} />
        ) : (
          <Section
            title="Payment"
            lines={[
              form.payment_method === 'instalments' ? 'Three monthly instalments' : 'Card, paid in full',
              cardLast4 ? `Card ending in ${cardLast4}` : '',
              form.billing_address_type === 'same_as_shipping'
                ? 'Billing address: same as shipping'
                : `Billing address: ${addressLines(form.billing).join(', ')}`,
            ].filter(Boolean)}
          />
        )}
      </div>
      <p className="text-lg font-semibold">
        Total to pay: <span data-testid="review-total">{formatMoney(totalCents)}</span>
      </p>
      {orderError ? (
        <div className="rounded border border-[var(--color-error,#b91c1c)] p-3" role="alert">
          <p className="field-error">{orderError}</p>
          {onChangePayment ? (
            <button type="button" className="text-link mt-1" onClick={onChangePayment}>
              Use another card
            </button>
          ) : null}
        </div>
      ) : null}
      <Button size="lg" loading={placing} onClick={onPlaceOrder}>
        Place order
      </Button>
    </div>
  );
}
