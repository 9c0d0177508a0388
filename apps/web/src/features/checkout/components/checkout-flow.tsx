import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import { ANALYTICS_EVENTS } from '@fathom/domain/analytics';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import {
  addToCart,
  type Cart,
  cartFromUrlItems,
  cartHasSubscription,
  cartProblem,
  decrementInCart,
  isConsultationOnlyCart,
  parseUrlItems,
  removeFromCart,
  withDnaFragmentation,
} from '@fathom/domain/cart';
import {
  type CheckoutStep,
  checkoutSteps,
  nextCheckoutStep,
  previousCheckoutStep,
  shouldSkipPayment,
  shouldSkipShipping,
} from '@fathom/domain/checkout';
import { LAB_TIME_ZONE } from '@fathom/domain/kit-dates';
import { productName } from '@fathom/domain/products';
import { isAuthorizedUser } from '@fathom/domain/user';
import type { Rule } from '@fathom/domain/validation/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { type CardToken, sandboxCardToken } from '../../../components/card/sandbox-card-token';
import type { StripeCardHandle } from '../../../components/card/stripe-card-fields';
import type { FieldErrors } from '../../../components/form/field-errors';
import { Spinner } from '../../../components/spinner';
import { analytics } from '../../../lib/analytics';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { getCheckoutIntent } from '../api/checkout-intent';
import { cartTotals } from '../cart-totals';
import { type CheckoutForm, checkoutModel, initialCheckoutForm, restoreForm } from '../checkout-form';
import { accountErrors, giftErrors, paymentErrors, shippingErrors } from '../step-validation';
import { useCheckoutDraft } from '../use-checkout-draft';
import { useEmailVerification } from '../use-email-verification';
import { usePlaceOrder } from '../use-place-order';
import { usePromoCodes } from '../use-promo-codes';
import { AccountDetailsStep } from './account-details-step';
import { CartSummary } from './cart-summary';
import { CheckoutStepper, STEP_TITLES } from './checkout-stepper';
import { GiftDetailsStep } from './gift-details-step';
import { PaymentMethodStep } from './payment-method-step';
import { PromoCodeForm } from './promo-code-form';
import { ReviewFinalStep } from './review-final-step';
import { ShippingDetailsStep } from './shipping-details-step';
import { StepHeading } from './step-heading';

export interface CheckoutParams {
  items: string | null;
  email: string | null;
  discount: string | null;
  insurance: string | null;
  abandon: string | null;
  withdrawalItemUuid: string | null;
  gift: boolean;
  affiliate: string | null;
}

export function readCheckoutParams(search: string): CheckoutParams {
  const params = new URLSearchParams(search);
  return {
    items: params.get('items'),
    email: params.get('email'),
    discount: params.get('discount'),
    insurance: params.get('insurance'),
    abandon: params.get('abandon'),
    withdrawalItemUuid: params.get('withdrawalItemUuid'),
    gift: params.get('gift') === 'true',
    affiliate: params.get('affiliate'),
  };
}

type PhoneModule = typeof import('@fathom/domain/validation/phone-number');

export interface CheckoutFlowProps {
  products: CatalogueProductResource[];
  bindings: CheckoutBindings;
  params: CheckoutParams;
}

export function CheckoutFlow({ products, bindings, params }: CheckoutFlowProps) {
  const user = useSession((state) => state.user);
  const [, navigate] = useLocation();
  const [cart, setCart] = useState<Cart>(() =>
    withDnaFragmentation(cartFromUrlItems(parseUrlItems(params.items), products), products),
  );
  const [form, setForm] = useState<CheckoutForm>(() => {
    const initial = initialCheckoutForm(bindings, params.email ?? '');
    if (!user) return initial;
    // A signed-in customer's details are filled in; they can still change them.
    const { email, first_name, last_name } = user.attributes;
    return {
      ...initial,
      email: initial.email || (typeof email === 'string' ? email : ''),
      first_name: first_name?.trim() ?? '',
      last_name: last_name?.trim() ?? '',
    };
  });
  const [step, setStep] = useState<CheckoutStep>('account_details');
  const [movedByCustomer, setMovedByCustomer] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [cardToken, setCardToken] = useState<CardToken | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const [phoneModule, setPhoneModule] = useState<PhoneModule | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const [labToday] = useState(() => calendarDateIn(new Date(), LAB_TIME_ZONE));

  const promos = usePromoCodes(cart, form.email);
  const emailCheck = useEmailVerification(form.email);
  const order = usePlaceOrder(products);

  const insuranceCovered = Boolean(params.insurance);
  const skipPayment = shouldSkipPayment({
    promo: promos.applied,
    insuranceCovered,
    cartHasSubscription: cartHasSubscription(cart, products),
  });
  const skipShipping = shouldSkipShipping({
    consultationOnlyCart: isConsultationOnlyCart(cart, products),
    withdrawalItemUuid: params.withdrawalItemUuid,
  });
  const skips = { isGift: params.gift, skipShipping, skipPayment };
  const steps = checkoutSteps(skips);
  const currentStep = steps.includes(step) ? step : (previousCheckoutStep(step, skips) ?? 'account_details');
  const billingType = skipShipping ? 'different_billing_address' : form.billing_address_type;
  const totals = cartTotals(
    cart,
    products,
    promos.applied,
    insuranceCovered,
    skipShipping ? form.billing : form.shipping,
  );
  const effectiveForm =
    billingType === form.billing_address_type ? form : { ...form, billing_address_type: billingType };
  const modelContext = {
    hasAuthorizedUser: user ? isAuthorizedUser(user) : false,
    insuranceApplicationUuid: params.insurance,
    withdrawalUuid: params.withdrawalItemUuid,
  };
  const model = checkoutModel(effectiveForm, modelContext);

  useCheckoutDraft(model, cart, params.abandon);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is read once, when the checkout opens
  useEffect(() => {
    analytics.track(ANALYTICS_EVENTS.checkoutStarted, { items: cart.map((item) => item.id) });
    if (params.discount) void promos.apply(params.discount);
    if (params.abandon) {
      getCheckoutIntent(params.abandon)
        .then((intent) => {
          const restored = cartFromUrlItems(
            intent.items.map((item) => ({
              id: item.product_uuid,
              count: item.quantity,
              extradata: item.extradata,
            })),
            products,
          );
          if (restored.length > 0) setCart(withDnaFragmentation(restored, products));
          setForm((current) => restoreForm(current, intent.form));
        })
        // An expired reminder link still opens a working checkout.
        .catch(() => undefined);
    }
  }, []);

  const needsPhone = currentStep === 'shipping_details' || currentStep === 'payment_method';
  useEffect(() => {
    if (needsPhone && !phoneModule)
      void import('@fathom/domain/validation/phone-number').then((module) => setPhoneModule(module));
  }, [needsPhone, phoneModule]);
  const phoneRule = (country: string): Rule | null =>
    phoneModule ? phoneModule.phoneNumber(country.toLowerCase()) : null;

  const goTo = (target: CheckoutStep | null) => {
    if (!target) return;
    setErrors({});
    setMovedByCustomer(true);
    setStep(target);
  };

  const stepErrors = (): FieldErrors => {
    switch (currentStep) {
      case 'account_details':
        return emailCheck.error ? { ...accountErrors(form), email: emailCheck.error } : accountErrors(form);
      case 'gift_details':
        return giftErrors(form);
      case 'shipping_details':
        return shippingErrors(form, phoneRule(form.shipping.country), labToday);
      case 'payment_method':
        return paymentErrors(effectiveForm, phoneRule(form.billing.country), appConfig.cardPayments.provider);
      case 'review_final':
        return {};
    }
  };

  useEffect(() => {
    if (Object.keys(errors).length > 0)
      stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** The card becomes a token here, in the browser: the sandbox's at once, Stripe's from Stripe.js. */
  const tokenizeCard = async (): Promise<CardToken | { error: string }> => {
    if (appConfig.cardPayments.provider === 'sandbox') return sandboxCardToken(form.card.number);
    const stripe = stripeCard.current;
    if (!stripe) return { error: 'The secure card form is still loading. Please wait a moment.' };
    return stripe.tokenize(form.card.name.trim());
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (advancing) return;
    const problem = cartProblem(cart, products);
    if (problem) {
      setErrors({ cart: problem });
      return;
    }
    const found = stepErrors();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    if (currentStep === 'payment_method') {
      setAdvancing(true);
      const token = await tokenizeCard().finally(() => setAdvancing(false));
      if ('error' in token) {
        setErrors({ 'card.number': token.error });
        return;
      }
      setCardToken(token);
      order.clearError();
    }
    goTo(nextCheckoutStep(currentStep, skips));
  };

  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));

  const addProduct = (product: CatalogueProductResource, count = 1) => {
    analytics.track(ANALYTICS_EVENTS.productAdded, { product_id: product.uuid, name: productName(product) });
    setCart((current) =>
      withDnaFragmentation(
        addToCart(current, { id: product.uuid, name: productName(product) }, count),
        products,
      ),
    );
  };

  const placeOrder = () =>
    order.submit({
      ...modelContext,
      form: effectiveForm,
      cart,
      promo: promos.applied,
      isGift: params.gift,
      skipPayment,
      skipShipping,
      paymentToken: skipPayment ? null : (cardToken?.token ?? null),
      affiliate: params.affiliate,
    });

  // The confirmation has its own address: a reload shows the order, never this cart again.
  useEffect(() => {
    if (order.order)
      navigate(`/checkouts/orders/${encodeURIComponent(order.order.po_number)}`, { replace: true });
  }, [order.order, navigate]);
  if (order.order) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Spinner />
        <span className="sr-only">Opening your order confirmation…</span>
      </div>
    );
  }

  const editable = !order.placing;
  const previous = previousCheckoutStep(currentStep, skips);

  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8 lg:grid-cols-[1fr_20rem]">
      <div>
        <h1 className="page-title">Checkout</h1>
        <div className="mt-4">
          <CheckoutStepper steps={steps} current={currentStep} />
        </div>
        <div ref={stepRef} className="card mt-4 p-5" data-current-step={currentStep}>
          <StepHeading key={currentStep} focusOnMount={movedByCustomer}>
            {STEP_TITLES[currentStep]}
          </StepHeading>
          <form
            onSubmit={currentStep === 'review_final' ? (event) => event.preventDefault() : next}
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
                today={labToday}
                onChange={(patch) => update({ shipping: { ...form.shipping, ...patch } })}
              />
            ) : null}
            {currentStep === 'payment_method' ? (
              <PaymentMethodStep
                form={effectiveForm}
                errors={errors}
                bindings={bindings}
                totalCents={totals.totalCents}
                canReuseShipping={!skipShipping}
                phoneRule={phoneRule(form.billing.country)}
                paymentError={order.error?.paymentDeclined ? order.error.message : null}
                onPaymentMethod={(payment_method) => update({ payment_method })}
                onCard={(patch) => update({ card: { ...form.card, ...patch } })}
                onBillingType={(billing_address_type) => update({ billing_address_type })}
                onBilling={(patch) => update({ billing: { ...form.billing, ...patch } })}
                stripeCard={stripeCard}
              />
            ) : null}
            {currentStep === 'review_final' ? (
              <ReviewFinalStep
                form={effectiveForm}
                isGift={params.gift}
                skipShipping={skipShipping}
                skipPayment={skipPayment}
                cardLast4={cardToken?.last4 ?? null}
                totalCents={totals.totalCents}
                placing={order.placing}
                orderError={order.error?.message ?? null}
                onPlaceOrder={placeOrder}
                onChangePayment={
                  order.error?.paymentDeclined && !skipPayment ? () => goTo('payment_method') : null
                }
              />
            ) : null}
            {errors.cart ? (
              <p className="field-error mt-4" role="alert">
                {errors.cart}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              {previous ? (
                <Button variant="secondary" onClick={() => goTo(previous)} disabled={order.placing}>
                  Back
                </Button>
              ) : null}
              {currentStep === 'review_final' ? null : (
                <Button type="submit" disabled={cart.length === 0} loading={advancing}>
                  Next
                </Button>
              )}
            </div>
          </form>
        </div>
      </div>
      <aside aria-label="Order summary">
        <CartSummary
          cart={cart}
          products={products}
          totals={totals}
          insuranceCovered={insuranceCovered}
          editable={editable}
          onAdd={(product) => addProduct(product)}
          onIncrement={(id) => {
            const product = products.find((entry) => entry.uuid === id);
            if (product) addProduct(product);
          }}
          onDecrement={(id) => setCart((current) => decrementInCart(current, id))}
          onRemove={(id) => setCart((current) => removeFromCart(current, id))}
        >
          <PromoCodeForm
            appliedCode={promos.applied?.code ?? null}
            onApply={promos.apply}
            onRemove={() => promos.applied && promos.remove(promos.applied.code)}
          />
        </CartSummary>
      </aside>
    </div>
  );
}
