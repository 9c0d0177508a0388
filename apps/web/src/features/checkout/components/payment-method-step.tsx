import type { CheckoutBindings } from '@fathom/contract/catalogue';
import type { BillingAddressType } from '@fathom/domain/checkout';
import { INSTALMENT_COUNT } from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';
import { instalmentAmounts } from '@fathom/domain/instalments';
import type { Rule } from '@fathom/domain/validation/rules';
import { select, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { AddressFields, type AddressForm } from '../../../components/address-fields';
import { CardFields } from '../../../components/card/card-fields';
import type { CardForm } from '../../../components/card/card-form';
import {
  type StripeCharge,
  StripePaymentFields,
  type StripePaymentHandle,
} from '../../../components/card/stripe-payment-fields';
import type { FieldErrors } from '../../../components/form/field-errors';
import { appConfig } from '../../../lib/config';
import { countCategory, countText } from '../../../lib/i18n/counts';
import type { CheckoutForm, PaymentMethod } from '../checkout-form';
import { BillingChoice } from './shipping-details-step';

export interface PaymentMethodStepProps {
  form: CheckoutForm;
  errors: FieldErrors;
  bindings: CheckoutBindings;
  totalCents: number;
  canReuseShipping: boolean;
  phoneRule: Rule | null;
  paymentError: string | null;
  onPaymentMethod: (method: PaymentMethod) => void;
  onCard: (patch: Partial<CardForm>) => void;
  onBillingType: (type: BillingAddressType) => void;
  onBilling: (patch: Partial<AddressForm>) => void;
  /** What the card pays now and whether it is kept for later payments, as Stripe's form shows it. */
  cardCharge: StripeCharge;
  /** Filled by Stripe's Payment Element when the checkout takes cards through Stripe. */
  stripePayment: RefObject<StripePaymentHandle | null>;
}

export function PaymentMethodStep({
  form,
  errors,
  bindings,
  totalCents,
  canReuseShipping,
  phoneRule,
  paymentError,
  onPaymentMethod,
  onCard,
  onBillingType,
  onBilling,
  cardCharge,
  stripePayment,
}: PaymentMethodStepProps) {
  const cardPayments = appConfig.cardPayments;
  const plan = instalmentAmounts(totalCents, INSTALMENT_COUNT).map((amount, index) => ({
    when:
      index === 0
        ? t`Today`
        : select(countCategory(index), {
            one: `In ${countText(index)} month`,
            other: `In ${countText(index)} months`,
          }),
    amount,
  }));
  return (
    <div className="mt-4 grid gap-4">
      {paymentError ? (
        <p className="field-error" role="alert">
          {paymentError}
        </p>
      ) : null}
      <fieldset>
        <legend className="field-label">
          <Trans>How would you like to pay?</Trans>
        </legend>
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="payment_method"
              checked={form.payment_method === 'card'}
              onChange={() => onPaymentMethod('card')}
            />
            <Trans>Pay in full by card</Trans>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="payment_method"
              checked={form.payment_method === 'instalments'}
              onChange={() => onPaymentMethod('instalments')}
            />
            <Trans>Pay in {INSTALMENT_COUNT} monthly instalments</Trans>
          </label>
        </div>
      </fieldset>
      {form.payment_method === 'instalments' ? (
        <div className="card p-4" data-testid="instalment-plan">
          <h3 className="font-semibold">
            <Trans>Your {INSTALMENT_COUNT} payments</Trans>
          </h3>
          <ol className="mt-2 space-y-1">
            {plan.map(({ when, amount }) => (
              <li key={when} className="flex justify-between">
                <span>{when}</span>
                <span>{formatMoney(amount)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-sm text-ink-faint">
            {bindings.payment_providers?.instalments === 'splitit' ? (
              <Trans>Charged to the card below through Splitit.</Trans>
            ) : (
              <Trans>Charged to the card below.</Trans>
            )}
          </p>
        </div>
      ) : null}
      {cardPayments.provider === 'stripe' ? (
        <StripePaymentFields
          publishableKey={cardPayments.publishableKey}
          jsUrl={cardPayments.jsUrl}
          handle={stripePayment}
          charge={cardCharge}
          card={form.card}
          errors={errors}
          onChange={onCard}
        />
      ) : (
        <CardFields card={form.card} errors={errors} onChange={onCard} />
      )}
      <BillingChoice
        value={form.billing_address_type}
        onChange={onBillingType}
        canReuseShipping={canReuseShipping}
      />
      {form.billing_address_type === 'different_billing_address' ? (
        <fieldset>
          <legend className="mb-2 font-semibold">
            <Trans>Billing address</Trans>
          </legend>
          <AddressFields
            prefix="billing"
            address={form.billing}
            errors={errors}
            countries={bindings.countries ?? []}
            states={bindings.states ?? []}
            phoneRule={phoneRule}
            onChange={onBilling}
          />
        </fieldset>
      ) : null}
    </div>
  );
}
