import { formatMoney } from '@fathom/domain/format';
import { splitInstalments } from '@fathom/domain/instalments';
import { instalmentSummary } from '@fathom/domain/order-confirmation';
import { phoneForDisplay } from '@fathom/domain/phone-display';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressForm } from '../../../components/address-fields';
import { Button } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { CheckoutForm } from '../checkout-form';
import { STEP_TITLES } from './checkout-stepper';

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
  const chargedToday = formatMoney(chargedTodayCents);
  const total = formatMoney(totalCents);
  return (
    <div>
      <p className="text-lg font-semibold">
        <Trans>
          Charged today: <span data-testid="review-charged-today">{chargedToday}</span>
        </Trans>
      </p>
      <p className="text-ink-soft">
        <Trans>
          Order total, in three payments: <span data-testid="review-total">{total}</span>.
        </Trans>{' '}
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
  const { t } = useLingui();
  const deliveryType = form.shipping.kit_delivery_type;
  const preferredDay = form.shipping.preferred_delivery_date
    ? formatDay(form.shipping.preferred_delivery_date, { weekday: true })
    : null;
  const billingAddress = addressLines(form.billing).join(', ');
  const total = formatMoney(totalCents);
  const instalments = form.payment_method === 'instalments' && !skipPayment && totalCents > 0;
  return (
    <div className="mt-4 grid gap-4" data-testid="review">
      <div className="grid gap-4 sm:grid-cols-2">
        <Section
          title={t(STEP_TITLES.account_details)}
          lines={[`${form.first_name} ${form.last_name}`, form.email]}
        />
        {isGift ? (
          <Section
            title={t`Gift for`}
            lines={[form.gift.recipient_name, form.gift.recipient_email, form.gift.message]}
          />
        ) : null}
        {skipShipping ? null : (
          <Section
            title={t`Shipping to`}
            lines={[
              ...addressLines(form.shipping),
              t`Kit delivery: ${select(deliveryType, {
                staggered: 'staggered',
                together: 'together',
                other: `${deliveryType}`,
              })}`,
              preferredDay ? t`Preferred delivery: ${preferredDay}` : '',
            ].filter(Boolean)}
          />
        )}
        {skipPayment ? (
          <Section
            title={t(STEP_TITLES.payment_method)}
            lines={[t`Nothing to pay by card for this order.`]}
          />
        ) : (
          <Section
            title={t(STEP_TITLES.payment_method)}
            lines={[
              form.payment_method === 'instalments' ? t`Three monthly instalments` : t`Card, paid in full`,
              cardLast4 ? t`Card ending in ${cardLast4}` : '',
              form.billing_address_type === 'same_as_shipping'
                ? t`Billing address: same as shipping`
                : t`Billing address: ${billingAddress}`,
            ].filter(Boolean)}
          />
        )}
      </div>
      {instalments ? (
        <InstalmentTotals totalCents={totalCents} today={today} />
      ) : (
        <p className="text-lg font-semibold">
          <Trans>
            Total to pay: <span data-testid="review-total">{total}</span>
          </Trans>
        </p>
      )}
      {orderError ? (
        <div className="rounded border border-[var(--color-error,#b91c1c)] p-3" role="alert">
          <p className="field-error">{orderError}</p>
          {onChangePayment ? (
            <button type="button" className="text-link mt-1" onClick={onChangePayment}>
              <Trans>Use another card</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      <Button size="lg" loading={placing} onClick={onPlaceOrder}>
        <Trans>Place order</Trans>
      </Button>
    </div>
  );
}
