// @vitest-environment node

import type { DiscountCalculation } from '@fathom/contract/discounts';
import { DNA_NEEDS_ANALYSIS } from '@fathom/domain/cart';
import { INSTALMENT_COUNT } from '@fathom/domain/constants';
import { describe, expect, it } from 'vitest';
import type { AddressForm } from '../../components/address-fields';
import {
  ANALYSIS,
  BINDINGS,
  CATALOGUE,
  CONSULTATION,
  COQ10,
  CRYO_MONTHLY,
  DNA,
  ORDER_RESULT,
  TOMORROW,
} from './checkout-fixtures';
import {
  type CheckoutCommand,
  type CheckoutEnv,
  type CheckoutEvent,
  type CheckoutFlowState,
  type CheckoutParams,
  checkoutTransition,
  checkoutView,
  initialCheckoutFlow,
  readCheckoutParams,
} from './checkout-flow-state';
import type { CheckoutForm } from './checkout-form';
import { orderPayload } from './order-payload';

const DECLINED = { message: 'Your card was declined. Please try another card.', paymentDeclined: true };
const LOST_ANSWER = { message: 'We could not place your order. Please try again.', paymentDeclined: false };

function envFor(search: string, overrides: Partial<CheckoutEnv> = {}): CheckoutEnv {
  return {
    products: CATALOGUE,
    params: readCheckoutParams(search),
    hasAuthorizedUser: false,
    promo: null,
    emailError: null,
    phoneRule: () => null,
    today: () => '2026-03-02',
    cardEntry: 'sandbox',
    ...overrides,
  };
}

function open(search: string, overrides: Partial<CheckoutEnv> = {}) {
  const env = envFor(search, overrides);
  const state = initialCheckoutFlow({
    products: CATALOGUE,
    bindings: BINDINGS,
    params: env.params,
    signedIn: null,
  });
  return { env, state };
}

/** Events in turn, as the page sends them: the state after them and every command they asked for. */
function run(state: CheckoutFlowState, env: CheckoutEnv, ...events: CheckoutEvent[]) {
  const commands: CheckoutCommand[] = [];
  let current = state;
  for (const event of events) {
    const transition = checkoutTransition(current, event, env);
    current = transition.state;
    commands.push(...transition.commands);
  }
  return { state: current, commands, view: checkoutView(current, env) };
}

const address: AddressForm = {
  first_name: 'Alex',
  last_name: 'Rivera',
  address_1: '1 Main Street',
  address_2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US',
  phone: '(512) 555-0134',
  kit_delivery_type: 'staggered',
  preferred_delivery_date: '',
};
const details: Partial<CheckoutForm> = {
  email: 'new.customer@example.com',
  first_name: 'Alex',
  last_name: 'Rivera',
};
const card = (number: string) => ({ name: 'Alex Rivera', number, expiry: '12/39', cvc: '123' });
const change = (patch: Partial<CheckoutForm>): CheckoutEvent => ({ type: 'formChanged', patch });
const next: CheckoutEvent = { type: 'nextRequested' };
const back: CheckoutEvent = { type: 'backRequested' };
const placeOrder: CheckoutEvent = { type: 'placeOrderRequested' };
const tokenized = (token: string, last4: string): CheckoutEvent => ({
  type: 'cardTokenized',
  result: { token, last4 },
});

/** A customer who filled every step of an analysis order and reached the review with a card. */
function atReview(search = `items=${ANALYSIS.uuid}`, overrides: Partial<CheckoutEnv> = {}) {
  const { env, state } = open(search, overrides);
  return {
    env,
    ...run(
      state,
      env,
      change(details),
      next,
      change({ shipping: address }),
      next,
      change({ card: card('4000 0000 0000 0002') }),
      next,
      tokenized('pm_sandbox_declined', '0002'),
    ),
  };
}

const placed = (commands: CheckoutCommand[]) =>
  commands.flatMap((command) => (command.type === 'placeOrder' ? [command.options] : []));

describe('opening the checkout', () => {
  it('fills the cart from the URL, adds the DNA analysis to a Tomorrow package, and starts on the details', () => {
    const { state, env } = open(`items=${TOMORROW.uuid},unknown-product`);
    expect(state.cart.map((item) => item.id)).toEqual([TOMORROW.uuid, DNA.uuid]);
    expect(state.step).toBe('account_details');
    expect(state.movedByCustomer).toBe(false);
    expect(checkoutView(state, env).previousStep).toBeNull();
  });

  it("fills a signed-in customer's details, and keeps an email from the link before the account's", () => {
    const params: CheckoutParams = readCheckoutParams('email=link@example.com');
    const signedIn = { email: 'account@example.com', first_name: ' Sam ', last_name: 'Lee' };
    const fromLink = initialCheckoutFlow({ products: CATALOGUE, bindings: BINDINGS, params, signedIn });
    expect(fromLink.form).toMatchObject({ email: 'link@example.com', first_name: 'Sam', last_name: 'Lee' });
    const fromAccount = initialCheckoutFlow({
      products: CATALOGUE,
      bindings: BINDINGS,
      params: readCheckoutParams(''),
      signedIn,
    });
    expect(fromAccount.form.email).toBe('account@example.com');
  });

  it('tracks the start with the items, applies ?discount= and asks for the draft of ?abandon=', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}&discount=SAVE20&abandon=intent-9`);
    expect(run(state, env, { type: 'opened' }).commands).toEqual([
      { type: 'track', event: 'Checkout Started', properties: { items: [ANALYSIS.uuid] } },
      { type: 'applyPromo', code: 'SAVE20' },
      { type: 'restoreDraft', intentId: 'intent-9' },
    ]);
    expect(run(state, envFor(`items=${ANALYSIS.uuid}`), { type: 'opened' }).commands).toHaveLength(1);
  });

  it("restores a draft's items and form, and keeps the URL's cart when none of the draft's items is sold", () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const restored = run(state, env, {
      type: 'draftRestored',
      intent: {
        id: 'intent-9',
        items: [{ product_uuid: CONSULTATION.uuid, quantity: 1, extradata: null }],
        form: { account_details: { email: 'returning@example.com' } } as never,
      },
    }).state;
    expect(restored.cart.map((item) => item.id)).toEqual([CONSULTATION.uuid]);
    expect(restored.form.email).toBe('returning@example.com');

    const unknown = run(state, env, {
      type: 'draftRestored',
      intent: {
        id: 'intent-9',
        items: [{ product_uuid: 'gone', quantity: 1, extradata: null }],
        form: null as never,
      },
    }).state;
    expect(unknown.cart).toBe(state.cart);
    expect(unknown.form).toEqual(state.form);
  });
});

describe('moving between steps', () => {
  it('goes through details, shipping, payment and review, the card becoming a token on leaving the payment step', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const shipping = run(state, env, change(details), next);
    expect(shipping.view.currentStep).toBe('shipping_details');
    expect(shipping.state.movedByCustomer).toBe(true);
    expect(shipping.view.needsPhone).toBe(true);

    const payment = run(shipping.state, env, change({ shipping: address }), next);
    expect(payment.view.currentStep).toBe('payment_method');

    const tokenizing = run(payment.state, env, change({ card: card('4242 4242 4242 4242') }), next);
    expect(tokenizing.view.currentStep).toBe('payment_method');
    expect(tokenizing.state.tokenizing).toBe(true);
    expect(tokenizing.commands).toEqual([{ type: 'tokenizeCard', card: card('4242 4242 4242 4242') }]);
    // Next waits for the token: a second press asks for nothing.
    expect(run(tokenizing.state, env, next)).toMatchObject({ state: tokenizing.state, commands: [] });

    const review = run(tokenizing.state, env, tokenized('pm_sandbox_visa', '4242'));
    expect(review.view.currentStep).toBe('review_final');
    expect(review.state.tokenizing).toBe(false);
    expect(review.state.cardToken).toEqual({ token: 'pm_sandbox_visa', last4: '4242' });
    expect(review.view.steps).toEqual([
      'account_details',
      'shipping_details',
      'payment_method',
      'review_final',
    ]);
    // Next on the review does nothing: the order is placed with its own button.
    expect(run(review.state, env, next).view.currentStep).toBe('review_final');
  });

  it("keeps the customer on a step whose fields are missing, with the fields' errors", () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const refused = run(state, env, change({ email: 'not-an-email' }), next);
    expect(refused.view.currentStep).toBe('account_details');
    expect(Object.keys(refused.state.errors).sort()).toEqual(['email', 'first_name', 'last_name']);
    expect(refused.state.movedByCustomer).toBe(false);

    const shipping = run(
      state,
      env,
      change(details),
      next,
      change({ shipping: { ...address, phone: '' } }),
      next,
    );
    expect(shipping.view.currentStep).toBe('shipping_details');
    expect(Object.keys(shipping.state.errors)).toEqual(['shipping.phone']);
  });

  it("adds the email verifier's refusal to the details step", () => {
    const { state } = open(`items=${ANALYSIS.uuid}`);
    const env = envFor(`items=${ANALYSIS.uuid}`, { emailError: 'We could not verify this email address.' });
    const refused = run(state, env, change(details), next);
    expect(refused.view.currentStep).toBe('account_details');
    expect(refused.state.errors).toEqual({ email: 'We could not verify this email address.' });
  });

  it("checks the phone number by the country's rule once loaded, and the delivery date by the lab's calendar", () => {
    const env = envFor(`items=${ANALYSIS.uuid}`, {
      phoneRule: (country) => (value) =>
        country === 'US' && String(value).startsWith('(512)') ? true : 'Bad phone',
    });
    const { state } = open(`items=${ANALYSIS.uuid}`);
    const atShipping = run(state, env, change(details), next).state;
    expect(
      run(atShipping, env, change({ shipping: { ...address, phone: '555' } }), next).state.errors,
    ).toEqual({
      'shipping.phone': 'Bad phone',
    });
    // A Saturday is never a delivery day.
    const saturday = run(
      atShipping,
      env,
      change({ shipping: { ...address, preferred_delivery_date: '2026-03-14' } }),
      next,
    );
    expect(saturday.view.currentStep).toBe('shipping_details');
    expect(Object.keys(saturday.state.errors)).toEqual(['shipping.preferred_delivery_date']);
  });

  it('refuses to go on with a cart that cannot be ordered, before looking at the fields', () => {
    const { state, env } = open(`items=${DNA.uuid}`);
    const refused = run(state, env, next);
    expect(refused.state.errors).toEqual({ cart: DNA_NEEDS_ANALYSIS.en });
    expect(refused.view.currentStep).toBe('account_details');
  });

  it('goes Back a step and forgets the errors of the step it leaves; the first step has no Back', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const refused = run(state, env, change(details), next, next);
    expect(refused.view.currentStep).toBe('shipping_details');
    expect(Object.keys(refused.state.errors).length).toBeGreaterThan(0);
    const backAgain = run(refused.state, env, back);
    expect(backAgain.view.currentStep).toBe('account_details');
    expect(backAgain.state.errors).toEqual({});
    expect(backAgain.view.previousStep).toBeNull();
    expect(run(backAgain.state, env, back).state).toBe(backAgain.state);
  });
});

describe('skipped steps', () => {
  it("a consultation alone skips shipping: Next and Back jump over it, and billing is the customer's own address", () => {
    const { state, env } = open(`items=${CONSULTATION.uuid}`);
    expect(checkoutView(state, env).steps).toEqual(['account_details', 'payment_method', 'review_final']);
    const payment = run(state, env, change(details), next);
    expect(payment.view.currentStep).toBe('payment_method');
    expect(payment.view.needsPhone).toBe(true);
    expect(payment.view.form.billing_address_type).toBe('different_billing_address');
    expect(payment.state.form.billing_address_type).toBe('same_as_shipping');
    expect(run(payment.state, env, back).view.currentStep).toBe('account_details');
    // The billing address is asked for on the payment step, as the order will have it.
    expect(
      run(payment.state, env, change({ card: card('4242424242424242') }), next).state.errors,
    ).toMatchObject({
      'billing.address_1': expect.any(String),
    });
  });

  it('a withdrawal skips shipping too, and a gift adds its step after the details', () => {
    const withdrawal = open(`items=${ANALYSIS.uuid}&withdrawalItemUuid=item-9`);
    expect(checkoutView(withdrawal.state, withdrawal.env).steps).not.toContain('shipping_details');
    const gift = open(`items=${ANALYSIS.uuid}&gift=true`);
    const atGift = run(gift.state, gift.env, change(details), next);
    expect(atGift.view.currentStep).toBe('gift_details');
    expect(Object.keys(run(atGift.state, gift.env, next).state.errors)).toEqual([
      'gift.recipient_name',
      'gift.recipient_email',
    ]);
    const shipping = run(
      atGift.state,
      gift.env,
      change({ gift: { recipient_name: 'Jo', recipient_email: 'jo@example.com', message: '' } }),
      next,
    );
    expect(shipping.view.currentStep).toBe('shipping_details');
    expect(run(shipping.state, gift.env, back).view.currentStep).toBe('gift_details');
  });

  it('a name, an address or a gift message that changes direction or hides text stops its step, as the server would', () => {
    const gift = open(`items=${ANALYSIS.uuid}&gift=true`);
    const refusedDetails = run(
      gift.state,
      gift.env,
      change({ ...details, first_name: 'Robin\u202eelaH' }),
      next,
    );
    expect(refusedDetails.view.currentStep).toBe('account_details');
    expect(refusedDetails.state.errors).toEqual({
      first_name: 'The first name must not contain invisible or direction-changing characters.',
    });
    const atGift = run(gift.state, gift.env, change(details), next);
    const refusedGift = run(
      atGift.state,
      gift.env,
      change({
        gift: { recipient_name: 'Jo', recipient_email: 'jo@example.com', message: 'Happy\u200b day' },
      }),
      next,
    );
    expect(refusedGift.view.currentStep).toBe('gift_details');
    expect(Object.keys(refusedGift.state.errors)).toEqual(['gift.message']);
    const atShipping = run(
      atGift.state,
      gift.env,
      change({ gift: { recipient_name: 'Zoë', recipient_email: 'jo@example.com', message: 'علی\u200cرضا' } }),
      next,
    );
    expect(atShipping.view.currentStep).toBe('shipping_details');
    const refusedAddress = run(
      atShipping.state,
      gift.env,
      change({ shipping: { ...address, city: 'Aus\u2066tin' } }),
      next,
    );
    expect(refusedAddress.view.currentStep).toBe('shipping_details');
    expect(Object.keys(refusedAddress.state.errors)).toEqual(['shipping.city']);
  });

  it('a promo that skips payment goes from shipping to the review without a card, and orders without a token', () => {
    const promo = { success: true, code: 'FREEKIT', alwaysSkipPaymentInfo: true } as DiscountCalculation;
    const { state } = open(`items=${ANALYSIS.uuid}`);
    const env = envFor(`items=${ANALYSIS.uuid}`, { promo });
    const review = run(state, env, change(details), next, change({ shipping: address }), next);
    expect(review.commands).toEqual([]);
    expect(review.view.currentStep).toBe('review_final');
    expect(review.view.steps).not.toContain('payment_method');
    expect(run(review.state, env, back).view.currentStep).toBe('shipping_details');
    const [options] = placed(run(review.state, env, placeOrder).commands);
    expect(options).toMatchObject({ skipPayment: true, paymentToken: null, promo });
  });

  it('insurance skips payment, but not for a cart with a subscription, which bills again later', () => {
    const insured = open(`items=${ANALYSIS.uuid}&insurance=application-1`);
    expect(checkoutView(insured.state, insured.env).skipPayment).toBe(true);
    const withPlan = open(`items=${ANALYSIS.uuid},${CRYO_MONTHLY.uuid}&insurance=application-1`);
    expect(checkoutView(withPlan.state, withPlan.env).steps).toContain('payment_method');
  });

  it('shows the step before when the step the customer is on stops being needed', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const payment = run(state, env, change(details), next, change({ shipping: address }), next).state;
    expect(payment.step).toBe('payment_method');
    const promo = { success: true, code: 'FREEKIT', alwaysSkipPaymentInfo: true } as DiscountCalculation;
    const skipped = checkoutView(payment, { ...env, promo });
    expect(skipped.currentStep).toBe('shipping_details');
    expect(skipped.previousStep).toBe('account_details');
  });
});

describe('the card', () => {
  it("stays on the payment step with the tokenizer's message on the card number when no token is made", () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const payment = run(state, env, change(details), next, change({ shipping: address }), next).state;
    expect(run(payment, env, change({ card: card('1234') }), next).state.errors['card.number']).toBe(
      'Enter a valid card number.',
    );
    const refused = run(payment, env, change({ card: card('4242424242424242') }), next, {
      type: 'cardTokenized',
      result: { error: 'The secure card form is still loading. Please wait a moment.' },
    });
    expect(refused.view.currentStep).toBe('payment_method');
    expect(refused.state.tokenizing).toBe(false);
    expect(refused.state.errors).toEqual({
      'card.number': 'The secure card form is still loading. Please wait a moment.',
    });
    const failed = run(payment, env, change({ card: card('4242424242424242') }), next, {
      type: 'cardTokenizingFailed',
    });
    expect(failed.state.tokenizing).toBe(false);
    expect(failed.view.currentStep).toBe('payment_method');
  });

  it('checks only the name on the card when Stripe takes the card', () => {
    const { state } = open(`items=${ANALYSIS.uuid}`);
    const env = envFor(`items=${ANALYSIS.uuid}`, { cardEntry: 'stripe' });
    const payment = run(state, env, change(details), next, change({ shipping: address }), next).state;
    expect(run(payment, env, next).state.errors).toEqual({ 'card.name': expect.any(String) });
    expect(run(payment, env, change({ card: { ...card(''), name: 'Alex' } }), next).commands).toEqual([
      { type: 'tokenizeCard', card: { ...card(''), name: 'Alex' } },
    ]);
  });

  it('charges the whole total to a card kept for nothing more, and keeps it when it pays again later', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    expect(checkoutView(state, env).cardCharge).toEqual({ amountCents: 19_900, keepsCard: false });
    // Instalments: the card pays the first part now (the remainder of the split falls on it) and the others later.
    const instalments = run(state, env, change({ payment_method: 'instalments' }));
    expect(instalments.view.cardCharge).toEqual({ amountCents: 6_634, keepsCard: true });
    // A storage plan renews on the card.
    const withPlan = open(`items=${ANALYSIS.uuid},${CRYO_MONTHLY.uuid}`);
    expect(checkoutView(withPlan.state, withPlan.env).cardCharge.keepsCard).toBe(true);
  });
});

describe('placing the order', () => {
  it('places it once with the details, the cart and the token, and opens the confirmation when placed', () => {
    const { state, env } = atReview();
    const placing = run(state, env, placeOrder);
    expect(placing.state.order.placing).toBe(true);
    expect(placing.view.editable).toBe(false);
    const [options] = placed(placing.commands);
    expect(options).toMatchObject({
      cart: state.cart,
      form: expect.objectContaining({ email: 'new.customer@example.com', shipping: address }),
      paymentToken: 'pm_sandbox_declined',
      skipPayment: false,
      skipShipping: false,
      isGift: false,
      hasAuthorizedUser: false,
      affiliate: null,
    });
    // A second press while the first is on its way places nothing more.
    expect(run(placing.state, env, placeOrder).commands).toEqual([]);

    const done = run(placing.state, env, { type: 'orderPlaced', order: ORDER_RESULT });
    expect(done.state.order).toEqual({ placing: false, error: null, placed: ORDER_RESULT });
    expect(done.commands).toEqual([{ type: 'openConfirmation', poNumber: 'PO-1001' }]);
  });

  it('after a declined card, goes back to the payment step with the card kept and pays the same order with another', () => {
    const { state, env } = atReview();
    const declined = run(state, env, placeOrder, { type: 'orderFailed', error: DECLINED });
    expect(declined.view.currentStep).toBe('review_final');
    expect(declined.state.order.placing).toBe(false);
    expect(declined.view.orderError).toBe(DECLINED.message);
    expect(declined.view.canChangePayment).toBe(true);

    const payment = run(declined.state, env, { type: 'otherCardRequested' });
    expect(payment.view.currentStep).toBe('payment_method');
    expect(payment.view.paymentError).toBe(DECLINED.message);
    expect(payment.state.form.card).toEqual(card('4000 0000 0000 0002'));
    expect(payment.state.cart).toBe(state.cart);

    const another = run(
      payment.state,
      env,
      change({ card: card('4242 4242 4242 4242') }),
      next,
      tokenized('pm_sandbox_visa', '4242'),
    );
    expect(another.view.currentStep).toBe('review_final');
    // The new card answers the declined one: its message goes.
    expect(another.view.orderError).toBeNull();
    expect(another.view.paymentError).toBeNull();

    const [first] = placed(run(state, env, placeOrder).commands);
    const [second] = placed(run(another.state, env, placeOrder).commands);
    // The same cart, so the same idempotency key (order-key.ts): the server pays the order it already has.
    expect(second?.cart).toEqual(first?.cart);
    expect({ ...second, paymentToken: null, form: null }).toEqual({
      ...first,
      paymentToken: null,
      form: null,
    });
    expect(second?.paymentToken).toBe('pm_sandbox_visa');
  });

  it('offers another card only after a declined card, and never when the order pays nothing', () => {
    const { state, env } = atReview();
    const lost = run(state, env, placeOrder, { type: 'orderFailed', error: LOST_ANSWER });
    expect(lost.view.canChangePayment).toBe(false);
    expect(run(lost.state, env, { type: 'otherCardRequested' }).view.currentStep).toBe('review_final');

    const promo = { success: true, code: 'FREEKIT', alwaysSkipPaymentInfo: true } as DiscountCalculation;
    const free = { ...env, promo };
    const declined = run(state, free, placeOrder, { type: 'orderFailed', error: DECLINED });
    expect(declined.view.canChangePayment).toBe(false);
    expect(run(declined.state, free, { type: 'otherCardRequested' }).state.step).toBe('review_final');
  });

  it('after an answer that never came, stays on the review and places the same order again', () => {
    const { state, env } = atReview();
    const first = run(state, env, placeOrder);
    const lost = run(first.state, env, { type: 'orderFailed', error: LOST_ANSWER });
    expect(lost.view.orderError).toBe(LOST_ANSWER.message);
    expect(lost.view.paymentError).toBeNull();
    expect(lost.view.editable).toBe(true);
    const retry = run(lost.state, env, placeOrder);
    expect(retry.state.order).toMatchObject({ placing: true, error: null });
    expect(placed(retry.commands)).toEqual(placed(first.commands));
  });

  it(`pays in ${INSTALMENT_COUNT} instalments: every line is marked and the card pays the first`, () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const review = run(
      state,
      env,
      change(details),
      next,
      change({ shipping: address }),
      next,
      change({ payment_method: 'instalments', card: card('4242424242424242') }),
      next,
      tokenized('pm_sandbox_visa', '4242'),
    );
    expect(review.view.totals.totalCents).toBe(19_900);
    const [options] = placed(run(review.state, env, placeOrder).commands);
    expect(options?.form.payment_method).toBe('instalments');
    const payload = orderPayload({
      ...(options as NonNullable<typeof options>),
      timezone: 'America/Chicago',
    });
    expect(payload.payment).toEqual({
      payment_method: 'instalments',
      payment_method_token: 'pm_sandbox_visa',
    });
    expect(payload.items).toEqual([{ product_uuid: ANALYSIS.uuid, quantity: 1, extradata: 'in_3_payments' }]);
  });
});

describe('the cart', () => {
  it('adds a product with the DNA analysis its package includes, and tracks it; an unknown product changes nothing', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const added = run(state, env, { type: 'productAdded', id: TOMORROW.uuid });
    expect(added.state.cart.map((item) => item.id)).toEqual([ANALYSIS.uuid, TOMORROW.uuid, DNA.uuid]);
    expect(added.commands).toEqual([
      {
        type: 'track',
        event: 'Product Added',
        properties: { product_id: TOMORROW.uuid, name: 'Tomorrow Package' },
      },
    ]);
    expect(run(state, env, { type: 'productAdded', id: 'unknown' })).toMatchObject({ state, commands: [] });
  });

  it('counts a line down to one, removes a line, and the totals follow', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}:2`);
    expect(checkoutView(state, env).totals.totalCents).toBe(39_800);
    const one = run(
      state,
      env,
      { type: 'productDecremented', id: ANALYSIS.uuid },
      { type: 'productDecremented', id: ANALYSIS.uuid },
    );
    expect(one.state.cart).toEqual([expect.objectContaining({ id: ANALYSIS.uuid, count: 1 })]);
    expect(one.view.totals.totalCents).toBe(19_900);
    expect(run(one.state, env, { type: 'productRemoved', id: ANALYSIS.uuid }).state.cart).toEqual([]);
  });
});

describe('a cart paid by an insurance check', () => {
  const insured = (items: string) => open(`items=${items}&insurance=application-1`);
  const covers =
    'An insurance check covers one kit: set the quantity to 1, or order the other kits separately.';

  it('refuses a second kit as it is asked for, with the reason by its line, and tracks nothing', () => {
    const { state, env } = insured(ANALYSIS.uuid);
    const more = run(state, env, { type: 'productAdded', id: ANALYSIS.uuid });
    expect(more.state.cart).toEqual([expect.objectContaining({ id: ANALYSIS.uuid, count: 1 })]);
    expect(more.commands).toEqual([]);
    expect(more.view.lineReasons).toEqual({ [ANALYSIS.uuid]: covers });
    expect(more.view.totals.totalCents).toBe(0);
  });

  it('takes the DNA fragmentation analysis of the same sample, and the refusal goes with the next change', () => {
    const { state, env } = insured(ANALYSIS.uuid);
    const refused = run(state, env, { type: 'productAdded', id: ANALYSIS.uuid });
    const withDna = run(refused.state, env, { type: 'productAdded', id: DNA.uuid });
    expect(withDna.state.cart.map((item) => [item.id, item.count])).toEqual([
      [ANALYSIS.uuid, 1],
      [DNA.uuid, 1],
    ]);
    expect(withDna.view.lineReasons).toEqual({});
    expect(run(withDna.state, env, { type: 'productAdded', id: DNA.uuid }).view.lineReasons).toEqual({
      [DNA.uuid]: covers,
    });
  });

  it('refuses what the check does not cover, by its name', () => {
    const { state, env } = insured(ANALYSIS.uuid);
    expect(run(state, env, { type: 'productAdded', id: COQ10.uuid }).view.lineReasons).toEqual({
      [COQ10.uuid]: 'CoQ10 Supplement is not covered by insurance. Remove it to continue.',
    });
  });

  it('does not leave Your details or place the order with a cart the check does not cover, and says why by the line', () => {
    const { state, env } = insured(`${ANALYSIS.uuid}:2`);
    expect(checkoutView(state, env).lineReasons).toEqual({ [ANALYSIS.uuid]: covers });
    const stuck = run(state, env, change(details), next);
    expect(stuck.view.currentStep).toBe('account_details');
    expect(stuck.state.errors).toEqual({ cart: covers });
    const placing = run(stuck.state, env, placeOrder);
    expect(placed(placing.commands)).toEqual([]);

    const fixed = run(stuck.state, env, { type: 'productDecremented', id: ANALYSIS.uuid }, next);
    expect(fixed.view.lineReasons).toEqual({});
    expect(fixed.view.currentStep).toBe('shipping_details');
  });

  it('leaves a cart without an insurance check free to hold two kits', () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const two = run(state, env, { type: 'productAdded', id: ANALYSIS.uuid });
    expect(two.state.cart).toEqual([expect.objectContaining({ id: ANALYSIS.uuid, count: 2 })]);
    expect(two.view.lineReasons).toEqual({});
  });
});

describe('names typed once', () => {
  it("carries a guest's name from Your details into Shipping", () => {
    const { state, env } = open(`items=${ANALYSIS.uuid}`);
    const moved = run(state, env, change(details), next);
    expect(moved.view.currentStep).toBe('shipping_details');
    expect(moved.state.form.shipping).toMatchObject({ first_name: 'Alex', last_name: 'Rivera' });
  });

  it("names a consultation's billing address, which has no shipping step before it", () => {
    const { state, env } = open(`items=${CONSULTATION.uuid}`);
    const moved = run(state, env, change(details), next);
    expect(moved.view.currentStep).toBe('payment_method');
    expect(moved.view.form.billing).toMatchObject({ first_name: 'Alex', last_name: 'Rivera' });
  });
});
