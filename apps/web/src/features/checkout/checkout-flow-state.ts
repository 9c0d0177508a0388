import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import type { DiscountCalculation } from '@fathom/contract/discounts';
import type { OrderResult } from '@fathom/contract/orders';
import { ANALYTICS_EVENTS } from '@fathom/domain/analytics';
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
  type CheckoutModel,
  type CheckoutStep,
  checkoutSteps,
  nextCheckoutStep,
  previousCheckoutStep,
  type StepSkips,
  shouldSkipPayment,
  shouldSkipShipping,
} from '@fathom/domain/checkout';
import { instalmentAmounts } from '@fathom/domain/instalments';
import { productById, productName } from '@fathom/domain/products';
import type { Rule } from '@fathom/domain/validation/rules';
import type { CardForm } from '../../components/card/card-form';
import type { CardToken } from '../../components/card/sandbox-card-token';
import type { FieldErrors } from '../../components/form/field-errors';
import { currentLanguage } from '../../lib/i18n/language';
import type { CheckoutIntent } from './api/checkout-intent';
import { type CartTotals, cartTotals } from './cart-totals';
import {
  type CheckoutForm,
  checkoutModel,
  initialCheckoutForm,
  type ModelContext,
  restoreForm,
  type SignedInDetails,
  withNamesCarried,
  withSignedInDetails,
} from './checkout-form';
import { insuredCartReasons } from './insured-cart';
import type { OrderPayloadOptions } from './order-payload';
import { accountErrors, giftErrors, paymentErrors, shippingErrors } from './step-validation';

/**
 * The checkout as a state machine, without React: a state, the events of the customer and of the answers that
 * come back, and `checkoutTransition`, which answers the next state and the commands to carry out (a card to
 * tokenize, an order to place, a page to open). `useCheckoutFlow` keeps the state and carries the commands out.
 */

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

export interface OrderError {
  message: string;
  /** The card was declined (402): the customer can go back to the payment step and use another card. */
  paymentDeclined: boolean;
}

export interface CheckoutFlowState {
  cart: Cart;
  form: CheckoutForm;
  /** The step the customer was taken to; when the order no longer needs it, `currentStep` is the one before. */
  step: CheckoutStep;
  /** False until the customer first moves between steps: the first heading does not take the focus. */
  movedByCustomer: boolean;
  errors: FieldErrors;
  /** The card as a token, made when the payment step is left; the card number never leaves the browser. */
  cardToken: CardToken | null;
  /** A card is being tokenized: Next waits for it. */
  tokenizing: boolean;
  order: { placing: boolean; error: OrderError | null; placed: OrderResult | null };
  /** A change of the cart refused because the insurance check would not cover it, and why. */
  refusedChange: { id: string; reason: string } | null;
}

/** What the flow reads from outside its own state, as it is when an event happens. */
export interface CheckoutEnv {
  products: readonly CatalogueProductResource[];
  params: CheckoutParams;
  hasAuthorizedUser: boolean;
  /** The applied promo code (usePromoCodes), or null. */
  promo: DiscountCalculation | null;
  /** The email verifier's refusal of the address, or null. */
  emailError: string | null;
  /** The phone number rule of a country, or null until its rules have loaded. */
  phoneRule: (country: string) => Rule | null;
  /** The lab's calendar date: a preferred delivery date is checked against it. */
  today: () => string;
  cardEntry: 'sandbox' | 'stripe';
}

export type CheckoutEvent =
  | { type: 'opened' }
  | { type: 'draftRestored'; intent: CheckoutIntent }
  | { type: 'formChanged'; patch: Partial<CheckoutForm> }
  | { type: 'productAdded'; id: string }
  | { type: 'productDecremented'; id: string }
  | { type: 'productRemoved'; id: string }
  | { type: 'nextRequested' }
  | { type: 'cardTokenized'; result: CardToken | { error: string } }
  | { type: 'cardTokenizingFailed' }
  | { type: 'backRequested' }
  | { type: 'otherCardRequested' }
  | { type: 'placeOrderRequested' }
  | { type: 'orderPlaced'; order: OrderResult }
  | { type: 'orderFailed'; error: OrderError };

export type CheckoutCommand =
  | { type: 'track'; event: string; properties: Readonly<Record<string, unknown>> }
  | { type: 'applyPromo'; code: string }
  | { type: 'restoreDraft'; intentId: string }
  | { type: 'tokenizeCard'; card: CardForm }
  | { type: 'placeOrder'; options: Omit<OrderPayloadOptions, 'timezone'> }
  | { type: 'openConfirmation'; poNumber: string };

export interface CheckoutTransition {
  state: CheckoutFlowState;
  commands: CheckoutCommand[];
}

export function initialCheckoutFlow({
  products,
  bindings,
  params,
  signedIn,
}: {
  products: readonly CatalogueProductResource[];
  bindings: CheckoutBindings;
  params: CheckoutParams;
  signedIn: SignedInDetails | null;
}): CheckoutFlowState {
  const form = withSignedInDetails(initialCheckoutForm(bindings, params.email ?? ''), signedIn);
  return {
    cart: withDnaFragmentation(cartFromUrlItems(parseUrlItems(params.items), products), products),
    form,
    step: 'account_details',
    movedByCustomer: false,
    errors: {},
    cardToken: null,
    tokenizing: false,
    order: { placing: false, error: null, placed: null },
    refusedChange: null,
  };
}

export interface CheckoutView {
  skips: StepSkips;
  /** The steps this order goes through, skipped ones left out. */
  steps: CheckoutStep[];
  currentStep: CheckoutStep;
  /** Where Back goes, or null on the first step. */
  previousStep: CheckoutStep | null;
  skipPayment: boolean;
  skipShipping: boolean;
  insuranceCovered: boolean;
  /** The form as ordered: without a shipping step, the billing address is the customer's own. */
  form: CheckoutForm;
  totals: CartTotals;
  modelContext: ModelContext;
  model: CheckoutModel;
  /** The shipping and payment steps check phone numbers: their rules are loaded for them. */
  needsPhone: boolean;
  /** The declined card's message, shown on the payment step. */
  paymentError: string | null;
  orderError: string | null;
  /** After a declined card, the review offers to go back and use another card. */
  canChangePayment: boolean;
  /** The cart can change until the order is being placed. */
  editable: boolean;
  /** Why a line is not what the insurance check covers (or why its change was refused), by product id. */
  lineReasons: Record<string, string>;
  /**
   * What the card pays now (the first part, with instalments) and whether it is kept for the payments to come
   * (instalments, a storage plan's renewals): Stripe's form says so to the customer.
   */
  cardCharge: { amountCents: number; keepsCard: boolean };
}

export function checkoutView(state: CheckoutFlowState, env: CheckoutEnv): CheckoutView {
  const { cart, form, order } = state;
  const { products, params } = env;
  const insuranceCovered = Boolean(params.insurance);
  const renews = cartHasSubscription(cart, products);
  const skipPayment = shouldSkipPayment({ promo: env.promo, insuranceCovered, cartHasSubscription: renews });
  const skipShipping = shouldSkipShipping({
    consultationOnlyCart: isConsultationOnlyCart(cart, products),
    withdrawalItemUuid: params.withdrawalItemUuid,
  });
  const skips: StepSkips = { isGift: params.gift, skipShipping, skipPayment };
  const steps = checkoutSteps(skips);
  const currentStep = steps.includes(state.step)
    ? state.step
    : (previousCheckoutStep(state.step, skips) ?? 'account_details');
  const billingType = skipShipping ? 'different_billing_address' : form.billing_address_type;
  const effectiveForm =
    billingType === form.billing_address_type ? form : { ...form, billing_address_type: billingType };
  const modelContext: ModelContext = {
    hasAuthorizedUser: env.hasAuthorizedUser,
    insuranceApplicationUuid: params.insurance,
    withdrawalUuid: params.withdrawalItemUuid,
  };
  const totals = cartTotals(
    cart,
    products,
    env.promo,
    insuranceCovered,
    skipShipping ? form.billing : form.shipping,
  );
  const instalments = form.payment_method === 'instalments';
  return {
    skips,
    steps,
    currentStep,
    previousStep: previousCheckoutStep(currentStep, skips),
    skipPayment,
    skipShipping,
    insuranceCovered,
    form: effectiveForm,
    totals,
    modelContext,
    model: checkoutModel(effectiveForm, modelContext),
    needsPhone: currentStep === 'shipping_details' || currentStep === 'payment_method',
    paymentError: order.error?.paymentDeclined ? order.error.message : null,
    orderError: order.error?.message ?? null,
    canChangePayment: Boolean(order.error?.paymentDeclined) && !skipPayment,
    editable: !order.placing,
    lineReasons: {
      ...(insuranceCovered ? insuredCartReasons(cart, products) : {}),
      ...(state.refusedChange ? { [state.refusedChange.id]: state.refusedChange.reason } : {}),
    },
    cardCharge: {
      amountCents: instalments ? (instalmentAmounts(totals.totalCents)[0] ?? 0) : totals.totalCents,
      keepsCard: instalments || renews,
    },
  };
}

/** What the current step's fields lack; the payment step as ordered (see `CheckoutView.form`). */
export function stepErrors(state: CheckoutFlowState, env: CheckoutEnv): FieldErrors {
  const view = checkoutView(state, env);
  const { form } = state;
  switch (view.currentStep) {
    case 'account_details':
      return env.emailError ? { ...accountErrors(form), email: env.emailError } : accountErrors(form);
    case 'gift_details':
      return giftErrors(form);
    case 'shipping_details':
      return shippingErrors(form, env.phoneRule(form.shipping.country), env.today());
    case 'payment_method':
      return paymentErrors(view.form, env.phoneRule(form.billing.country), env.cardEntry);
    case 'review_final':
      return {};
  }
}

const stay = (state: CheckoutFlowState): CheckoutTransition => ({ state, commands: [] });

/** A move the customer made: the errors of the step left behind go with it. */
function goTo(state: CheckoutFlowState, target: CheckoutStep | null): CheckoutFlowState {
  if (!target) return state;
  return { ...state, errors: {}, movedByCustomer: true, step: target };
}

function withCart(state: CheckoutFlowState, cart: Cart): CheckoutFlowState {
  return { ...state, cart, refusedChange: null };
}

/** Why this cart cannot be ordered as it is: its own rules, then what an insurance check paying it covers. */
function orderProblem(cart: Cart, env: CheckoutEnv): string | null {
  const problem = cartProblem(cart, env.products, currentLanguage());
  if (problem || !env.params.insurance) return problem;
  return Object.values(insuredCartReasons(cart, env.products))[0] ?? null;
}

export function checkoutTransition(
  state: CheckoutFlowState,
  event: CheckoutEvent,
  env: CheckoutEnv,
): CheckoutTransition {
  const { products, params } = env;
  switch (event.type) {
    case 'opened': {
      const commands: CheckoutCommand[] = [
        {
          type: 'track',
          event: ANALYTICS_EVENTS.checkoutStarted,
          properties: { items: state.cart.map((item) => item.id) },
        },
      ];
      if (params.discount) commands.push({ type: 'applyPromo', code: params.discount });
      if (params.abandon) commands.push({ type: 'restoreDraft', intentId: params.abandon });
      return { state, commands };
    }

    case 'draftRestored': {
      const restored = cartFromUrlItems(
        event.intent.items.map((item) => ({
          id: item.product_uuid,
          count: item.quantity,
          extradata: item.extradata,
        })),
        products,
      );
      const cart = restored.length > 0 ? withDnaFragmentation(restored, products) : state.cart;
      return stay({ ...state, cart, form: restoreForm(state.form, event.intent.form) });
    }

    case 'formChanged':
      return stay({ ...state, form: { ...state.form, ...event.patch } });

    case 'productAdded': {
      const product = productById(products, event.id);
      if (!product) return stay(state);
      const name = productName(product);
      const cart = withDnaFragmentation(addToCart(state.cart, { id: product.uuid, name }, 1), products);
      if (params.insurance) {
        // What the check would not cover is refused as it is asked for, the reason shown by its line.
        const reason = insuredCartReasons(cart, products)[product.uuid];
        if (reason && !insuredCartReasons(state.cart, products)[product.uuid]) {
          return stay({ ...state, refusedChange: { id: product.uuid, reason } });
        }
      }
      return {
        state: withCart(state, cart),
        commands: [
          {
            type: 'track',
            event: ANALYTICS_EVENTS.productAdded,
            properties: { product_id: product.uuid, name },
          },
        ],
      };
    }

    case 'productDecremented':
      return stay(withCart(state, decrementInCart(state.cart, event.id)));

    case 'productRemoved':
      return stay(withCart(state, removeFromCart(state.cart, event.id)));

    case 'nextRequested': {
      if (state.tokenizing) return stay(state);
      const problem = orderProblem(state.cart, env);
      if (problem) return stay({ ...state, errors: { cart: problem } });
      const found = stepErrors(state, env);
      if (Object.keys(found).length > 0) return stay({ ...state, errors: found });
      const view = checkoutView(state, env);
      if (view.currentStep === 'account_details') {
        const carried = { ...state, form: withNamesCarried(state.form) };
        return stay(goTo(carried, nextCheckoutStep(view.currentStep, view.skips)));
      }
      // The card becomes a token before the review: the review says which card pays.
      if (view.currentStep === 'payment_method')
        return {
          state: { ...state, tokenizing: true },
          commands: [{ type: 'tokenizeCard', card: state.form.card }],
        };
      return stay(goTo(state, nextCheckoutStep(view.currentStep, view.skips)));
    }

    case 'cardTokenized': {
      const done = { ...state, tokenizing: false };
      if ('error' in event.result) return stay({ ...done, errors: { 'card.number': event.result.error } });
      const tokenized = {
        ...done,
        cardToken: event.result,
        // A new card answers a declined one: its message goes.
        order: { ...state.order, error: null },
      };
      return stay(goTo(tokenized, nextCheckoutStep('payment_method', checkoutView(state, env).skips)));
    }

    case 'cardTokenizingFailed':
      return stay({ ...state, tokenizing: false });

    case 'backRequested':
      return stay(goTo(state, checkoutView(state, env).previousStep));

    case 'otherCardRequested':
      return checkoutView(state, env).canChangePayment ? stay(goTo(state, 'payment_method')) : stay(state);

    case 'placeOrderRequested': {
      if (state.order.placing || state.order.placed) return stay(state);
      const problem = orderProblem(state.cart, env);
      if (problem) return stay({ ...state, errors: { cart: problem } });
      const view = checkoutView(state, env);
      return {
        state: { ...state, order: { ...state.order, placing: true, error: null } },
        commands: [
          {
            type: 'placeOrder',
            options: {
              ...view.modelContext,
              form: view.form,
              cart: state.cart,
              promo: env.promo,
              isGift: params.gift,
              skipPayment: view.skipPayment,
              skipShipping: view.skipShipping,
              paymentToken: view.skipPayment ? null : (state.cardToken?.token ?? null),
              affiliate: params.affiliate,
            },
          },
        ],
      };
    }

    case 'orderPlaced':
      return {
        state: { ...state, order: { placing: false, error: null, placed: event.order } },
        commands: [{ type: 'openConfirmation', poNumber: event.order.po_number }],
      };

    case 'orderFailed':
      return stay({ ...state, order: { ...state.order, placing: false, error: event.error } });
  }
}
