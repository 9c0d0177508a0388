import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  CHECKOUT_STEPS,
  type CheckoutAddress,
  type CheckoutModel,
  checkoutSteps,
  nextCheckoutStep,
  previousCheckoutStep,
  shouldSkipPayment,
  shouldSkipShipping,
  withAddressDefaults,
} from './checkout';
import type { PromoResult } from './promo-codes';

const promo = (fields: Partial<PromoResult>): PromoResult => ({
  success: true,
  code: 'CODE',
  total: 50,
  ...fields,
});

describe('shouldSkipPayment', () => {
  const base = { promo: null, insuranceCovered: false, cartHasSubscription: false };

  it('asks for payment by default', () => {
    expect(shouldSkipPayment(base)).toBe(false);
    expect(shouldSkipPayment({ ...base, promo: promo({}) })).toBe(false);
  });

  it('skips payment for a promo that always skips it, even with a subscription', () => {
    expect(shouldSkipPayment({ ...base, promo: promo({ alwaysSkipPaymentInfo: true }) })).toBe(true);
    expect(
      shouldSkipPayment({
        ...base,
        promo: promo({ alwaysSkipPaymentInfo: true }),
        cartHasSubscription: true,
      }),
    ).toBe(true);
  });

  it('skips payment for a test promo', () => {
    expect(shouldSkipPayment({ ...base, promo: promo({ testable: true }) })).toBe(true);
  });

  it('ignores the flags of a failed promo', () => {
    expect(shouldSkipPayment({ ...base, promo: promo({ success: false, testable: true, total: 0 }) })).toBe(
      false,
    );
  });

  it('skips payment for a full discount with no subscription in the cart', () => {
    expect(shouldSkipPayment({ ...base, promo: promo({ total: 0 }) })).toBe(true);
    expect(shouldSkipPayment({ ...base, promo: promo({ total: 0.01 }) })).toBe(false);
  });

  it('skips payment with insurance coverage and no subscription in the cart', () => {
    expect(shouldSkipPayment({ ...base, insuranceCovered: true })).toBe(true);
  });

  it('keeps payment with a subscription in the cart despite a full discount or insurance', () => {
    expect(shouldSkipPayment({ ...base, promo: promo({ total: 0 }), cartHasSubscription: true })).toBe(false);
    expect(shouldSkipPayment({ ...base, insuranceCovered: true, cartHasSubscription: true })).toBe(false);
  });
});

describe('shouldSkipShipping', () => {
  it('skips shipping for a consultation-only cart or a withdrawal', () => {
    expect(shouldSkipShipping({ consultationOnlyCart: true })).toBe(true);
    expect(shouldSkipShipping({ consultationOnlyCart: false, withdrawalItemUuid: 'item-1' })).toBe(true);
  });

  it('keeps shipping otherwise', () => {
    expect(shouldSkipShipping({ consultationOnlyCart: false, withdrawalItemUuid: null })).toBe(false);
    expect(shouldSkipShipping({ consultationOnlyCart: false, withdrawalItemUuid: '' })).toBe(false);
  });
});

describe('checkoutSteps', () => {
  const none = { isGift: false, skipShipping: false, skipPayment: false };

  it('has five steps in the spec order', () => {
    expect(CHECKOUT_STEPS).toEqual([
      'account_details',
      'gift_details',
      'shipping_details',
      'payment_method',
      'review_final',
    ]);
    expect(checkoutSteps({ ...none, isGift: true })).toEqual(CHECKOUT_STEPS);
  });

  it('shows gift_details only for a gift', () => {
    expect(checkoutSteps(none)).toEqual([
      'account_details',
      'shipping_details',
      'payment_method',
      'review_final',
    ]);
  });

  it('leaves out skipped shipping and payment steps', () => {
    expect(checkoutSteps({ ...none, skipShipping: true, skipPayment: true })).toEqual([
      'account_details',
      'review_final',
    ]);
  });

  it('moves forward and back over skipped steps', () => {
    const skips = { isGift: false, skipShipping: true, skipPayment: false };
    expect(nextCheckoutStep('account_details', skips)).toBe('payment_method');
    expect(previousCheckoutStep('payment_method', skips)).toBe('account_details');
    expect(nextCheckoutStep('review_final', skips)).toBeNull();
    expect(previousCheckoutStep('account_details', skips)).toBeNull();
  });

  it('finds the neighbours of a step that has just been skipped', () => {
    const skips = { isGift: false, skipShipping: false, skipPayment: true };
    expect(nextCheckoutStep('payment_method', skips)).toBe('review_final');
    expect(previousCheckoutStep('payment_method', skips)).toBe('shipping_details');
  });
});

describe('withAddressDefaults', () => {
  it('defaults the country to US and the kit delivery to staggered', () => {
    expect(withAddressDefaults({ city: 'Austin' })).toEqual({
      city: 'Austin',
      country: 'US',
      kit_delivery_type: 'staggered',
    });
    expect(withAddressDefaults(null)).toEqual({ country: 'US', kit_delivery_type: 'staggered' });
    expect(withAddressDefaults({ country: '' }).country).toBe('US');
  });

  it('keeps values the bindings give', () => {
    expect(withAddressDefaults({ country: 'CA', kit_delivery_type: 'together' })).toEqual({
      country: 'CA',
      kit_delivery_type: 'together',
    });
  });
});

describe('buildOrderPayload', () => {
  const shipping: CheckoutAddress = {
    first_name: 'Sam',
    last_name: 'Carter',
    address_1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '73301',
    country: 'US',
    phone: '+12133734253',
    kit_delivery_type: 'staggered',
  };
  const billing: CheckoutAddress = { ...shipping, address_1: '9 Bank St' };
  const model: CheckoutModel = {
    account_details: { email: 'sam@example.com' },
    shipping_address: shipping,
    billing_address: billing,
    billing_address_type: 'different_billing_address',
    payment: { payment_method: 'pm_sandbox_visa' },
    withdrawal_uuid: null,
  };
  const cart = [{ id: 'p-analysis', name: 'Semen Analysis', count: 2, extradata: 'in_3_payments' }];
  const input = {
    model,
    cart,
    promo: {
      success: true,
      code: 'WELCOME10',
      uuid: 'promo-1',
      discounts: [{ amount: 10 }],
      targets: ['p-analysis'],
    },
    timezone: 'America/Chicago',
    hasAuthorizedUser: true,
    skipPayment: false,
    skipShipping: false,
  };

  it('sends the model with timezone, items, discount and has_authorized_user', () => {
    expect(buildOrderPayload(input)).toEqual({
      account_details: { email: 'sam@example.com', has_authorized_user: true },
      shipping_address: shipping,
      billing_address: billing,
      billing_address_type: 'different_billing_address',
      payment: { payment_method: 'pm_sandbox_visa' },
      withdrawal_uuid: null,
      timezone: 'America/Chicago',
      items: [{ product_uuid: 'p-analysis', quantity: 2, extradata: 'in_3_payments' }],
      discount: { code: 'WELCOME10', uuid: 'promo-1', discounts: [{ amount: 10 }], targets: ['p-analysis'] },
    });
  });

  it('drops payment and billing_address when payment is skipped', () => {
    const payload = buildOrderPayload({ ...input, skipPayment: true });
    expect(payload).not.toHaveProperty('payment');
    expect(payload).not.toHaveProperty('billing_address');
    expect(payload.shipping_address).toEqual(shipping);
  });

  it('drops shipping_address when shipping is skipped', () => {
    const payload = buildOrderPayload({ ...input, skipShipping: true });
    expect(payload).not.toHaveProperty('shipping_address');
    expect(payload.payment).toEqual({ payment_method: 'pm_sandbox_visa' });
  });

  it('uses the shipping address as billing address when billing is the same as shipping', () => {
    const payload = buildOrderPayload({
      ...input,
      model: { ...model, billing_address_type: 'same_as_shipping', billing_address: null },
    });
    expect(payload.billing_address).toEqual(shipping);
  });

  it('sends no discount without a successful promo', () => {
    expect(buildOrderPayload({ ...input, promo: null }).discount).toBeNull();
    expect(buildOrderPayload({ ...input, promo: { success: false, code: 'EXPIRED' } }).discount).toBeNull();
  });
});
