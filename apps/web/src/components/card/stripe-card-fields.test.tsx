import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StripeCardFields, type StripeCardHandle } from './stripe-card-fields';
import type { StripeInstance } from './stripe-js';

afterEach(() => {
  delete window.Stripe;
});

function fakeStripe(answer: Awaited<ReturnType<StripeInstance['createPaymentMethod']>>) {
  const createPaymentMethod = vi.fn(async () => answer);
  const mounted: HTMLElement[] = [];
  window.Stripe = vi.fn((_key: string) => ({
    elements: () => ({
      create: () => ({
        mount: (target: HTMLElement) => {
          mounted.push(target);
        },
        on: () => undefined,
        destroy: () => undefined,
      }),
    }),
    createPaymentMethod,
    handleNextAction: async () => ({}),
  }));
  return { createPaymentMethod, mounted };
}

const renderFields = (handle = createRef<StripeCardHandle | null>()) => {
  render(
    <StripeCardFields
      publishableKey="pk_test_1"
      jsUrl="https://js.stripe.com/v3/"
      handle={handle}
      card={{ name: 'Alex Rivera', number: '', expiry: '', cvc: '' }}
      errors={{}}
      onChange={() => undefined}
    />,
  );
  return handle;
};

describe('the Stripe card field', () => {
  it("mounts Stripe's card element and makes a payment method with the name on the card", async () => {
    const stripe = fakeStripe({ paymentMethod: { id: 'pm_123', card: { last4: '4242' } } });
    const handle = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    expect(window.Stripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.mounted[0]).toBe(screen.getByTestId('stripe-card'));
    await expect(handle.current?.tokenize('Alex Rivera')).resolves.toEqual({
      token: 'pm_123',
      last4: '4242',
    });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Alex Rivera' } }),
    );
  });

  it("answers Stripe's own message when the card is refused", async () => {
    fakeStripe({ error: { message: 'Your card number is incorrect.' } });
    const handle = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    await expect(handle.current?.tokenize('Alex Rivera')).resolves.toEqual({
      error: 'Your card number is incorrect.',
    });
  });
});
