import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StripeElements, StripeInstance, StripePaymentElement } from './stripe-js';
import { type StripeCharge, StripePaymentFields, type StripePaymentHandle } from './stripe-payment-fields';

afterEach(() => {
  delete window.Stripe;
});

type Submitted = Awaited<ReturnType<StripeElements['submit']>>;
type Created = Awaited<ReturnType<StripeInstance['createPaymentMethod']>>;

/** Stripe.js as the component meets it: the calls are recorded, the answers chosen by the test. */
function fakeStripe({
  submitted = { selectedPaymentMethod: 'card' },
  created = { paymentMethod: { id: 'pm_123', type: 'card', card: { last4: '4242' } } },
}: {
  submitted?: Submitted;
  created?: Created;
} = {}) {
  const listeners = new Map<string, (event: never) => void>();
  const mounted: HTMLElement[] = [];
  const element: StripePaymentElement = {
    mount: (target) => {
      mounted.push(target);
    },
    on: (name: string, handler: (event: never) => void) => {
      listeners.set(name, handler);
    },
    focus: () => undefined,
    destroy: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    update: vi.fn(async () => undefined),
    submit: vi.fn(async () => submitted),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createPaymentMethod: vi.fn(async () => created),
    handleNextAction: async () => ({}),
  };
  window.Stripe = vi.fn((_key: string) => stripe);
  const emit = (name: string, event: unknown) => act(() => listeners.get(name)?.(event as never));
  return { stripe, elements, element, mounted, emit };
}

function renderFields(charge: StripeCharge = { amountCents: 19_900, keepsCard: false }) {
  const handle = createRef<StripePaymentHandle | null>();
  const fields = (next: StripeCharge) => (
    <StripePaymentFields
      publishableKey="pk_test_1"
      jsUrl="https://js.stripe.com/v3/"
      handle={handle}
      charge={next}
      card={{ name: 'Alex Rivera', number: '', expiry: '', cvc: '' }}
      errors={{}}
      onChange={() => undefined}
    />
  );
  const view = render(fields(charge));
  return { handle, rerender: (next: StripeCharge) => view.rerender(fields(next)) };
}

describe("Stripe's Payment Element", () => {
  it('is made for a payment created on the server: the amount, manual payment method creation, cards only', async () => {
    const fake = fakeStripe();
    const { handle } = renderFields({ amountCents: 19_900, keepsCard: false });
    await waitFor(() => expect(handle.current).not.toBeNull());
    expect(window.Stripe).toHaveBeenCalledWith('pk_test_1');
    expect(fake.stripe.elements).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 19_900,
      currency: 'usd',
      setupFutureUsage: null,
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
      // Its own words in the page's language: English here.
      locale: 'en',
    });
    // The name is Fathom's own field, so Stripe's element does not ask for it again.
    expect(fake.elements.create).toHaveBeenCalledWith('payment', {
      fields: { billingDetails: { name: 'never' } },
    });
    expect(fake.mounted[0]).toBe(screen.getByTestId('stripe-payment'));
  });

  it('says the card is kept for later payments when it will be charged again', async () => {
    const fake = fakeStripe();
    const { handle } = renderFields({ amountCents: 6_633, keepsCard: true });
    await waitFor(() => expect(handle.current).not.toBeNull());
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', amount: 6_633, setupFutureUsage: 'off_session' }),
    );
  });

  it('sets a card up for later when nothing is charged now', async () => {
    const fake = fakeStripe();
    const { handle } = renderFields({ amountCents: 0, keepsCard: true });
    await waitFor(() => expect(handle.current).not.toBeNull());
    expect(fake.stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'setup', currency: 'usd', paymentMethodCreation: 'manual' }),
    );
  });

  it('updates the amount in place when the total changes, keeping what the customer typed', async () => {
    const fake = fakeStripe();
    const { handle, rerender } = renderFields({ amountCents: 19_900, keepsCard: false });
    await waitFor(() => expect(handle.current).not.toBeNull());
    rerender({ amountCents: 6_634, keepsCard: true });
    expect(fake.elements.update).toHaveBeenCalledWith({
      mode: 'payment',
      amount: 6_634,
      currency: 'usd',
      setupFutureUsage: 'off_session',
    });
    expect(fake.stripe.elements).toHaveBeenCalledTimes(1);
    expect(fake.element.destroy).not.toHaveBeenCalled();
  });

  it('checks the form, then makes a payment method with the name on the card', async () => {
    const fake = fakeStripe();
    const { handle } = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    await expect(handle.current?.tokenize('Alex Rivera')).resolves.toEqual({
      token: 'pm_123',
      last4: '4242',
    });
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      elements: fake.elements,
      params: { billing_details: { name: 'Alex Rivera' } },
    });
    expect(fake.elements.submit.mock.invocationCallOrder[0]).toBeLessThan(
      fake.stripe.createPaymentMethod.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("answers the form's own message when Stripe finds it incomplete, and makes no payment method", async () => {
    const fake = fakeStripe({
      submitted: {
        error: {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        },
      },
    });
    const { handle } = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    await expect(handle.current?.tokenize('Alex Rivera')).resolves.toEqual({
      error: 'Your card number is incomplete.',
    });
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("answers Stripe's own message when the card is refused", async () => {
    fakeStripe({ created: { error: { type: 'card_error', message: 'Your card number is incorrect.' } } });
    const { handle } = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    await expect(handle.current?.tokenize('Alex Rivera')).resolves.toEqual({
      error: 'Your card number is incorrect.',
    });
  });

  it('says it is loading until the element is ready, and that it failed when Stripe could not load it', async () => {
    const fake = fakeStripe();
    const { handle } = renderFields();
    await waitFor(() => expect(handle.current).not.toBeNull());
    expect(screen.queryByText('Loading the secure card form…')).not.toBeNull();
    fake.emit('ready', { elementType: 'payment' });
    expect(screen.queryByText('Loading the secure card form…')).toBeNull();
    fake.emit('loaderror', { elementType: 'payment', error: { type: 'invalid_request_error' } });
    expect(screen.getByRole('alert').textContent).toContain('The secure card form could not be loaded.');
  });
});
