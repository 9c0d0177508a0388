import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import type { KitAddress } from '@fathom/contract/items';
import { formatMoney } from '@fathom/domain/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { CheckoutParams } from '../checkout-flow-state';
import type { CheckoutForm } from '../checkout-form';
import { useCheckoutFlow } from '../use-checkout-flow';
import { AccountDetailsStep } from './account-details-step';
import { CartSummary } from './cart-summary';
import { CheckoutStepper, STEP_TITLES } from './checkout-stepper';
import { GiftDetailsStep } from './gift-details-step';
import { PaymentMethodStep } from './payment-method-step';
import { PromoCodeForm } from './promo-code-form';
import { ReviewFinalStep } from './review-final-step';
import { ShippingDetailsStep } from './shipping-details-step';
import { StepHeading } from './step-heading';

export { type CheckoutParams, readCheckoutParams } from '../checkout-flow-state';

/** Tailwind's lg breakpoint, where the summary stands beside the steps. */
const WIDE_LAYOUT = '(min-width: 64rem)';

export interface CheckoutFlowProps {
  products: CatalogueProductResource[];
  bindings: CheckoutBindings;
  params: CheckoutParams;
  /** The signed-in customer's saved address, filled in on the shipping step; null for a guest. */
  savedAddress?: KitAddress | null;
}

/** The checkout's steps and cart: it shows the flow's state and sends it the customer's events (use-checkout-flow.ts). */
export function CheckoutFlow({ products, bindings, params, savedAddress = null }: CheckoutFlowProps) {
  const { t } = useLingui();
  const { state, view, send, stepRef, stripePayment, phoneRule, emailCheck, promos, today } = useCheckoutFlow(
    {
      products,
      bindings,
      params,
      savedAddress,
    },
  );
  const { cart, form, errors, order } = state;
  const { currentStep } = view;
  const update = (patch: Partial<CheckoutForm>) => send({ type: 'formChanged', patch });
  const [summaryOpen, setSummaryOpen] = useState(false);
  const summaryBesideSteps = useMediaQuery(WIDE_LAYOUT);

  if (order.placed) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Spinner />
        <span className="sr-only">
          <Trans>Opening your order confirmation…</Trans>
        </span>
      </div>
    );
  }

  // On a phone the order summary comes first, folded to its total; on a wide screen it stands beside the steps
  // and comes after them in the page, so the keyboard reaches the form first, as the eye does.
  const summary = (
    <aside aria-label={t`Order summary`} className="lg:col-start-2 lg:row-start-2">
      <button
        type="button"
        className="card flex w-full items-center justify-between gap-3 px-4 py-3 text-left lg:hidden"
        aria-expanded={summaryOpen}
        aria-controls="order-summary-panel"
        onClick={() => setSummaryOpen((open) => !open)}
        data-testid="summary-toggle"
      >
        <span className="font-semibold">
          {summaryOpen ? t`Hide order summary` : t`Show order summary`}
          <span className="sr-only">
            <Trans comment="Follows the button's name, before the order's total">, total</Trans>
          </span>
        </span>
        <span className="text-lg font-semibold" data-testid="summary-toggle-total">
          {formatMoney(view.totals.totalCents)}
        </span>
      </button>
      <div id="order-summary-panel" className={summaryOpen ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
        <CartSummary
          cart={cart}
          products={products}
          totals={view.totals}
          insuranceCovered={view.insuranceCovered}
          editable={view.editable}
          lineReasons={view.lineReasons}
          onAdd={(product) => send({ type: 'productAdded', id: product.uuid })}
          onIncrement={(id) => send({ type: 'productAdded', id })}
          onDecrement={(id) => send({ type: 'productDecremented', id })}
          onRemove={(id) => send({ type: 'productRemoved', id })}
        >
          <PromoCodeForm
            appliedCode={promos.applied?.code ?? null}
            onApply={promos.apply}
            onRemove={() => promos.applied && promos.remove(promos.applied.code)}
          />
        </CartSummary>
      </div>
    </aside>
  );

  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8 lg:grid-cols-[1fr_20rem]">
      <h1 className="page-title lg:col-span-2">
        <Trans>Checkout</Trans>
      </h1>
      {summaryBesideSteps ? null : summary}
      <div className="lg:col-start-1 lg:row-start-2">
        <div>
          <CheckoutStepper steps={view.steps} current={currentStep} />
        </div>
        <div ref={stepRef} className="card mt-4 p-5" data-current-step={currentStep}>
          <StepHeading key={currentStep} focusOnMount={state.movedByCustomer}>
            {t(STEP_TITLES[currentStep])}
          </StepHeading>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (currentStep !== 'review_final') send({ type: 'nextRequested' });
            }}
            noValidate
          >
            {currentStep === 'account_details' ? (
              <AccountDetailsStep
                form={form}
                errors={errors}
                emailVerificationError={emailCheck.error}
                emailPending={emailCheck.pending}
                onChange={update}
              />
            ) : null}
            {currentStep === 'gift_details' ? (
              <GiftDetailsStep
                gift={form.gift}
                errors={errors}
                onChange={(patch) => update({ gift: { ...form.gift, ...patch } })}
              />
            ) : null}
            {currentStep === 'shipping_details' ? (
              <ShippingDetailsStep
                address={form.shipping}
                errors={errors}
                bindings={bindings}
                phoneRule={phoneRule(form.shipping.country)}
                today={today()}
                onChange={(patch) => update({ shipping: { ...form.shipping, ...patch } })}
              />
            ) : null}
            {currentStep === 'payment_method' ? (
              <PaymentMethodStep
                form={view.form}
                errors={errors}
                bindings={bindings}
                totalCents={view.totals.totalCents}
                canReuseShipping={!view.skipShipping}
                phoneRule={phoneRule(form.billing.country)}
                paymentError={view.paymentError}
                onPaymentMethod={(payment_method) => update({ payment_method })}
                onCard={(patch) => update({ card: { ...form.card, ...patch } })}
                onBillingType={(billing_address_type) => update({ billing_address_type })}
                onBilling={(patch) => update({ billing: { ...form.billing, ...patch } })}
                cardCharge={view.cardCharge}
                stripePayment={stripePayment}
              />
            ) : null}
            {currentStep === 'review_final' ? (
              <ReviewFinalStep
                form={view.form}
                isGift={params.gift}
                skipShipping={view.skipShipping}
                skipPayment={view.skipPayment}
                cardLast4={state.cardToken?.last4 ?? null}
                totalCents={view.totals.totalCents}
                today={today()}
                placing={order.placing}
                orderError={view.orderError}
                onPlaceOrder={() => send({ type: 'placeOrderRequested' })}
                onChangePayment={view.canChangePayment ? () => send({ type: 'otherCardRequested' }) : null}
              />
            ) : null}
            {errors.cart ? (
              <p className="field-error mt-4" role="alert">
                {errors.cart}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {view.previousStep ? (
                <Button
                  variant="secondary"
                  onClick={() => send({ type: 'backRequested' })}
                  disabled={order.placing}
                >
                  <Trans>Back</Trans>
                </Button>
              ) : null}
              {currentStep === 'review_final' ? null : (
                <Button type="submit" disabled={cart.length === 0} loading={state.tokenizing}>
                  <Trans>Next</Trans>
                </Button>
              )}
            </div>
          </form>
        </div>
      </div>
      {summaryBesideSteps ? summary : null}
    </div>
  );
}
