import { describe, expect, it } from 'vitest';
import { ANALYSIS, BINDINGS } from './checkout-fixtures';
import { type CheckoutForm, initialCheckoutForm } from './checkout-form';
import { orderPayload } from './order-payload';

function filledForm(): CheckoutForm {
  const form = initialCheckoutForm(BINDINGS, 'alex@example.com');
  return {
    ...form,
    first_name: 'Alex',
    last_name: 'Rivera',
    shipping: {
      ...form.shipping,
      first_name: 'Alex',
      last_name: 'Rivera',
      address_1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      phone: '5125550134',
    },
    card: { name: 'Alex Rivera', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  };
}

const base = {
  cart: [{ id: ANALYSIS.uuid, name: 'Semen Analysis', count: 1 }],
  promo: null,
  timezone: 'America/Chicago',
  isGift: false,
  hasAuthorizedUser: false,
  insuranceApplicationUuid: null,
  withdrawalUuid: null,
  affiliate: null,
  paymentToken: 'pm_sandbox_visa',
};

describe('order payload', () => {
  it('carries payment token, billing and shipping when no step is skipped, and never the card number', () => {
    const payload = orderPayload({ ...base, form: filledForm(), skipPayment: false, skipShipping: false });
    expect(payload.payment).toEqual({ payment_method: 'card', payment_method_token: 'pm_sandbox_visa' });
    expect(payload.billing_address).toEqual(payload.shipping_address);
    expect(payload.timezone).toBe('America/Chicago');
    expect(JSON.stringify(payload)).not.toContain('4242');
  });

  it('drops payment and billing address when the payment step is skipped', () => {
    const payload = orderPayload({ ...base, form: filledForm(), skipPayment: true, skipShipping: false });
    expect(payload).not.toHaveProperty('payment');
    expect(payload).not.toHaveProperty('billing_address');
    expect(payload.shipping_address).toMatchObject({ city: 'Austin' });
  });

  it('drops the shipping address when the shipping step is skipped and sends the withdrawal', () => {
    const payload = orderPayload({
      ...base,
      withdrawalUuid: 'withdrawal-9',
      form: { ...filledForm(), billing_address_type: 'different_billing_address' },
      skipPayment: false,
      skipShipping: true,
    });
    expect(payload).not.toHaveProperty('shipping_address');
    expect(payload.withdrawal_uuid).toBe('withdrawal-9');
  });

  it('adds the gift and marks every line in_3_payments for instalments', () => {
    const form = {
      ...filledForm(),
      payment_method: 'instalments' as const,
      gift: { recipient_name: 'Sam', recipient_email: 'sam@example.com', message: 'For you' },
    };
    const payload = orderPayload({ ...base, form, isGift: true, skipPayment: false, skipShipping: false });
    expect(payload.gift).toEqual({
      is_gift: true,
      recipient_name: 'Sam',
      recipient_email: 'sam@example.com',
      message: 'For you',
    });
    expect(payload.items).toEqual([{ product_uuid: ANALYSIS.uuid, quantity: 1, extradata: 'in_3_payments' }]);
  });
});
