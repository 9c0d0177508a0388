/** Checkout steps, what they skip, and the order payload (specification sections 2, 3, 4 and 7). */
import type { Cart } from './cart';
import { DEFAULT_COUNTRY, DEFAULT_KIT_DELIVERY_TYPE } from './constants';
import { isFullDiscount, type PromoResult } from './promo-codes';

export const CHECKOUT_STEPS = [
  'account_details',
  'gift_details',
  'shipping_details',
  'payment_method',
  'review_final',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface PaymentSkipInput {
  promo: PromoResult | null | undefined;
  insuranceCovered: boolean;
  cartHasSubscription: boolean;
}

/**
 * Payment is skipped for a promo that always skips it or a test promo; for a full discount or
 * insurance coverage only when no subscription is in the cart, since subscriptions bill again later.
 */
export function shouldSkipPayment({
  promo,
  insuranceCovered,
  cartHasSubscription,
}: PaymentSkipInput): boolean {
  if (promo?.success && (promo.alwaysSkipPaymentInfo || promo.testable)) return true;
  return (isFullDiscount(promo) || insuranceCovered) && !cartHasSubscription;
}

export interface ShippingSkipInput {
  consultationOnlyCart: boolean;
  withdrawalItemUuid?: string | null;
}

/** Shipping is skipped for a cart of only a fertility consultation, or for a withdrawal. */
export function shouldSkipShipping({ consultationOnlyCart, withdrawalItemUuid }: ShippingSkipInput): boolean {
  return consultationOnlyCart || Boolean(withdrawalItemUuid);
}

export interface StepSkips {
  isGift: boolean;
  skipShipping: boolean;
  skipPayment: boolean;
}

/** The steps the customer goes through, in order; gift_details appears only for a gift. */
export function checkoutSteps({ isGift, skipShipping, skipPayment }: StepSkips): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => {
    if (step === 'gift_details') return isGift;
    if (step === 'shipping_details') return !skipShipping;
    if (step === 'payment_method') return !skipPayment;
    return true;
  });
}

export function nextCheckoutStep(current: CheckoutStep, skips: StepSkips): CheckoutStep | null {
  const steps = checkoutSteps(skips);
  const index = steps.indexOf(current);
  if (index === -1)
    return steps.find((step) => CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(current)) ?? null;
  return steps[index + 1] ?? null;
}

export function previousCheckoutStep(current: CheckoutStep, skips: StepSkips): CheckoutStep | null {
  const steps = checkoutSteps(skips);
  const index = steps.indexOf(current);
  if (index === -1) {
    return steps.findLast((step) => CHECKOUT_STEPS.indexOf(step) < CHECKOUT_STEPS.indexOf(current)) ?? null;
  }
  return steps[index - 1] ?? null;
}

export type KitDeliveryType = 'staggered' | (string & {});

export interface CheckoutAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2?: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  kit_delivery_type?: KitDeliveryType | null;
  preferred_delivery_date?: string | null;
}

export type BillingAddressType = 'same_as_shipping' | 'different_billing_address';

export interface CheckoutModel {
  account_details: { email: string; has_authorized_user?: boolean };
  shipping_address?: CheckoutAddress | null;
  billing_address?: CheckoutAddress | null;
  billing_address_type?: BillingAddressType;
  payment?: { payment_method: string } | null;
  insurance?: { application_uuid?: string | null } | null;
  withdrawal_uuid?: string | null;
}

/** Fills what the checkout bindings leave out: country US and staggered kit delivery. */
export function withAddressDefaults<T extends Partial<CheckoutAddress>>(
  address: T | null | undefined,
): T & Pick<CheckoutAddress, 'country' | 'kit_delivery_type'> {
  const given = (address ?? {}) as T;
  return {
    ...given,
    country: given.country?.trim() ? given.country : DEFAULT_COUNTRY,
    kit_delivery_type: given.kit_delivery_type || DEFAULT_KIT_DELIVERY_TYPE,
  };
}

export interface OrderItemPayload {
  product_uuid: string;
  quantity: number;
  extradata: string | null;
}

export type OrderDiscountPayload = {
  code: string;
  uuid: string | null;
  discounts: unknown;
  targets: readonly string[];
};

export type OrderPayload = Omit<CheckoutModel, 'account_details'> & {
  account_details: { email: string; has_authorized_user: boolean };
  timezone: string;
  items: OrderItemPayload[];
  discount: OrderDiscountPayload | null;
};

export interface OrderPayloadInput {
  model: CheckoutModel;
  cart: Cart;
  promo: PromoResult | null | undefined;
  timezone: string;
  hasAuthorizedUser: boolean;
  skipPayment: boolean;
  skipShipping: boolean;
}

/**
 * The body of POST /checkout: the checkout model with timezone, items, discount and
 * has_authorized_user; without payment and billing_address when payment is skipped, and without
 * shipping_address when shipping is skipped. A billing address "same as shipping" is the shipping one.
 */
export function buildOrderPayload({
  model,
  cart,
  promo,
  timezone,
  hasAuthorizedUser,
  skipPayment,
  skipShipping,
}: OrderPayloadInput): OrderPayload {
  const { payment, billing_address, shipping_address, ...rest } = model;
  const payload: OrderPayload = {
    ...rest,
    account_details: { ...model.account_details, has_authorized_user: hasAuthorizedUser },
    timezone,
    items: cart.map((item) => ({
      product_uuid: item.id,
      quantity: item.count,
      extradata: item.extradata ?? null,
    })),
    discount:
      promo?.success === true
        ? {
            code: promo.code,
            uuid: promo.uuid ?? null,
            discounts: promo.discounts ?? null,
            targets: promo.targets ?? [],
          }
        : null,
  };
  if (!skipShipping && shipping_address !== undefined) payload.shipping_address = shipping_address;
  if (!skipPayment) {
    if (payment !== undefined) payload.payment = payment;
    const billing =
      model.billing_address_type === 'same_as_shipping' && shipping_address
        ? shipping_address
        : billing_address;
    if (billing !== undefined) payload.billing_address = billing;
  }
  return payload;
}

/**
 * How long an order may wait for its payment: one still unpaid a day after it was placed, with no payment in
 * flight, is cancelled (nothing was charged, and nothing can be on it any more) and its cart offered again.
 */
export const UNPAID_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;
