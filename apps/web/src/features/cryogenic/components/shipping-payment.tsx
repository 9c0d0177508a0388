import { DOMESTIC_CRYO_SHIPPING_CENTS } from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';
import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { CardFields } from '../../../components/card/card-fields';
import type { CardForm } from '../../../components/card/card-form';
import {
  StripePaymentFields,
  type StripePaymentHandle,
} from '../../../components/card/stripe-payment-fields';
import type { FieldErrors } from '../../../components/form/field-errors';
import { appConfig } from '../../../lib/config';

export interface ShippingPaymentProps {
  /** The order that paid for this shipping, on this page or before it. */
  paid: { poNumber: string | null } | null;
  card: CardForm;
  errors: FieldErrors;
  onCard: (patch: Partial<CardForm>) => void;
  stripePayment: RefObject<StripePaymentHandle | null>;
}

/** Domestic shipping, paid by card within the request with the checkout's own card form. */
export function ShippingPayment({ paid, card, errors, onCard, stripePayment }: ShippingPaymentProps) {
  if (paid) {
    return (
      <p className="rounded-lg border-l-4 border-success-600 bg-success-50 p-4" data-testid="shipping-paid">
        {paid.poNumber ? (
          <Trans>The shipping is paid (order {paid.poNumber}): this transfer needs no further payment.</Trans>
        ) : (
          <Trans>The shipping is paid: this transfer needs no further payment.</Trans>
        )}
      </p>
    );
  }
  const cardPayments = appConfig.cardPayments;
  const shipping = formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS);
  return (
    <fieldset className="grid gap-3" data-testid="shipping-payment">
      <legend className="field-label">
        <Trans>Pay for the shipping</Trans>
      </legend>
      <p>
        <Trans>
          Shipping within the United States costs {shipping} per transfer. Your card is charged when you send
          the request, and you stay on this page.
        </Trans>
      </p>
      {cardPayments.provider === 'stripe' ? (
        <StripePaymentFields
          publishableKey={cardPayments.publishableKey}
          jsUrl={cardPayments.jsUrl}
          handle={stripePayment}
          charge={{ amountCents: DOMESTIC_CRYO_SHIPPING_CENTS, keepsCard: false }}
          card={card}
          errors={errors}
          onChange={onCard}
        />
      ) : (
        <CardFields card={card} errors={errors} onChange={onCard} />
      )}
    </fieldset>
  );
}
