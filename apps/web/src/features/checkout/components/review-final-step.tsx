import { formatMoney } from '@fathom/domain/format';
import { splitInstalments } from '@fathom/domain/instalments';
import { instalmentSummary } from '@fathom/domain/order-confirmation';
import { phoneForDisplay } from '@fathom/domain/phone-display';
import type { AddressForm } from '../../../components/address-fields';
import { Button } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { CheckoutForm } from '../checkout-form';

export interface ReviewFinalStepProps {
  form: CheckoutForm;
  isGift: boolean;
  skipShipping: boolean;
  skipPayment: boolean;
  cardLast4: string | null;
  totalCents: number;
  /** Today (YYYY-MM-DD): the first instalment is charged today, the others a month apart. */
  today: string;
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
    phoneForDisplay(address.phone),
  ].filter((line) => line.trim() !== '');
}

function Section({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <p className="whitespace-pre-line text-ink-soft [overflow-wrap:anywhere]">{lines.join('\n')}</p>
    </div>
  );
}

/** What is charged today and what later, worded as the order's confirmation words it (instalmentSummary). */
function InstalmentTotals({ totalCents, today }: { totalCents: number; today: string }) {
  const { chargedTodayCents, later } = instalmentSummary(
    splitInstalments(totalCents, today),
    usePageLanguage(),
  );
  return (
    <div>
      <p className="text-lg font-semibold">
        Charged today: <span data-testid="review-charged-today">{formatMoney(chargedTodayCents)}</span>
      </p>
      <p className="text-ink-soft">
        Order total, in three payments: <span data-testid="review-total">{formatMoney(totalCents)}</span>.{' '}
        {later}
      </p>
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
  today,
  placing,
  orderError,
  onPlaceOrder,
  onChangePayment,
}: ReviewFinalStepProps) {
  const instalments = form.payment_method === 'instalments' && !skipPayment && totalCents > 0;
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
      {instalments ? (
        <InstalmentTotals totalCents={totalCents} today={today} />
      ) : (
        <p className="text-lg font-semibold">
          Total to pay: <span data-testid="review-total">{formatMoney(totalCents)}</span>
        </p>
      )}
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
