import { INVALID_EMAIL_MESSAGE } from '@fathom/domain/validation/email-check';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../../../lib/analytics';
import { type MockRoute, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ANALYSIS, BINDINGS, CATALOGUE, CONSULTATION, ORDER_RESULT } from '../checkout-fixtures';
import CheckoutPage from './checkout-page';

const baseRoutes: MockRoute[] = [
  { method: 'GET', path: '/api/checkouts', body: { data: CATALOGUE } },
  { method: 'GET', path: '/api/checkout/bindings', body: { data: BINDINGS } },
  { method: 'POST', path: '/api/validate-email', body: { data: { valid: true } } },
  {
    method: 'POST',
    path: '/api/checkout-intent',
    body: { data: { intent: { id: 'intent-1' }, user: { exists: false } } },
  },
  { method: 'POST', path: '/api/checkout-intent/save-form', body: { data: { id: 'intent-1' } } },
];

function stepperLabels() {
  return within(screen.getByTestId('checkout-stepper'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-step'));
}

async function openCheckout(path: string, extra: MockRoute[] = []) {
  const api = mockApi([...extra, ...baseRoutes]);
  const view = renderPage(<CheckoutPage />, path);
  await screen.findByTestId('checkout-stepper');
  return { api, view };
}

const user = () => userEvent.setup();

async function fillAccount(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText('Email'), 'new.customer@example.com');
  await u.type(screen.getByLabelText('First name'), 'Alex');
  await u.type(screen.getByLabelText('Last name'), 'Rivera');
  await u.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Shipping' });
}

async function fillShipping(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText('First name'), 'Alex');
  await u.type(screen.getByLabelText('Last name'), 'Rivera');
  await u.type(screen.getByLabelText('Address'), '1 Main Street');
  await u.type(screen.getByLabelText('City'), 'Austin');
  await u.selectOptions(screen.getByLabelText('State'), 'TX');
  await u.type(screen.getByLabelText('ZIP code'), '73301');
  await u.type(screen.getByLabelText('Phone number'), '(512) 555-0134');
  await u.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Payment' });
}

async function fillCard(u: ReturnType<typeof user>, number: string) {
  await u.clear(screen.getByLabelText('Card number'));
  await u.type(screen.getByLabelText('Name on card'), 'Alex Rivera');
  await u.type(screen.getByLabelText('Card number'), number);
  await u.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/39');
  await u.type(screen.getByLabelText('Security code'), '123');
  await u.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Review' });
}

beforeEach(() => analytics.clear());
afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('fills the cart from the URL items, ignoring unknown ones, and shows catalogue prices', async () => {
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}:2,unknown-product`);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toContain('Semen Analysis');
    expect(lines[0]?.textContent).toContain('$398.00');
    expect(screen.getByTestId('cart-total').textContent).toContain('$398.00');
  });

  it('adds the DNA fragmentation analysis to a cart with a Tomorrow package, free and saying so', async () => {
    await openCheckout('/checkouts?items=p-tomorrow');
    expect(screen.getAllByTestId('cart-line').map((line) => line.textContent)).toEqual([
      expect.stringContaining('Tomorrow'),
      expect.stringContaining('DNA Fragmentation'),
    ]);
    const dna = screen.getAllByTestId('cart-line')[1];
    expect(dna?.textContent).toContain('$0.00');
    expect(within(dna as HTMLElement).getByTestId('included-in-package').textContent).toBe(
      'Included in your package ($150.00 on its own)',
    );
    expect(screen.getByTestId('cart-total').textContent).toContain('$495.00');
  });

  it('offers the DNA analysis beside a semen analysis only, and refuses to go on with it alone', async () => {
    const u = user();
    await openCheckout(`/checkouts?items=${CONSULTATION.uuid}`);
    const addDna = { name: /^Add\s*DNA Fragmentation Analysis$/ };
    expect(screen.queryByRole('button', addDna)).toBeNull();
    cleanup();
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`);
    await u.click(screen.getByRole('button', addDna));
    expect(screen.getByTestId('cart-total').textContent).toContain('$349.00');
    await u.click(screen.getByRole('button', { name: 'Remove Semen Analysis' }));
    expect(screen.getByTestId('cart-problem').textContent).toMatch(/^The DNA fragmentation analysis is made/);
    await u.type(screen.getByLabelText('Email'), 'new.customer@example.com');
    await u.type(screen.getByLabelText('First name'), 'Alex');
    await u.type(screen.getByLabelText('Last name'), 'Rivera');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'The DNA fragmentation analysis is made on the sample of a semen analysis: add a semen analysis or a package to your order.',
    );
  }, 30_000);

  it('offers the kits to start with, not an empty checkout, when there is nothing to buy', async () => {
    for (const path of ['/checkouts', '/checkouts?items=unknown-product']) {
      const api = mockApi(baseRoutes);
      renderPage(<CheckoutPage />, path);
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' });
      expect(screen.queryByTestId('checkout-stepper')).toBeNull();
      expect(screen.queryByLabelText('Email')).toBeNull();
      expect(screen.getByRole('link', { name: `Order the ${ANALYSIS.title}` }).getAttribute('href')).toBe(
        `/checkouts?items=${ANALYSIS.uuid}`,
      );
      expect(api.callsTo('POST', '/api/checkout-intent')).toHaveLength(0);
      cleanup();
    }
  });

  it('opens a cart written with product keys instead of ids (items=analysis)', async () => {
    await openCheckout('/checkouts?items=analysis');
    expect(screen.getAllByTestId('cart-line').map((line) => line.textContent)).toEqual([
      expect.stringContaining('Semen Analysis'),
    ]);
  });

  it('never decrements a line below 1 and removes a line on Remove', async () => {
    const u = user();
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`);
    const decrement = screen.getByRole('button', { name: 'Remove one Semen Analysis' });
    expect((decrement as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Add one more Semen Analysis' }));
    expect(screen.getByTestId('cart-total').textContent).toContain('$398.00');
    await u.click(decrement);
    await u.click(decrement);
    expect(screen.getByTestId('cart-total').textContent).toContain('$199.00');
    await u.click(screen.getByRole('button', { name: 'Remove Semen Analysis' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('lists only the steps this order needs: a consultation alone skips shipping, a gift adds the gift step', async () => {
    await openCheckout(`/checkouts?items=${CONSULTATION.uuid}`);
    expect(stepperLabels()).toEqual(['account_details', 'payment_method', 'review_final']);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}&gift=true`);
    expect(stepperLabels().at(-4)).toBe('gift_details');
  });

  it('lists no payment step when the promo code always skips payment', async () => {
    const u = user();
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      {
        method: 'POST',
        path: '/api/discounts/calculate',
        body: {
          data: {
            success: true,
            code: 'FREEKIT',
            uuid: 'promo-1',
            discounts: [{ product_uuid: ANALYSIS.uuid, amount: 199 }],
            targets: [ANALYSIS.uuid],
            subtotal: 199,
            total: 0,
            alwaysSkipPaymentInfo: true,
            testable: false,
            hint: null,
          },
        },
      },
    ]);
    await u.type(screen.getByLabelText('Promo code'), 'FREEKIT');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(stepperLabels()).not.toContain('payment_method'));
    expect(screen.getByTestId('cart-total').textContent).toContain('$0.00');
    expect(screen.getByTestId('applied-promo').textContent).toContain('FREEKIT');
  });

  it('shows "Invalid promo code" for a code without a hint, and the hint when there is one', async () => {
    const u = user();
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      {
        method: 'POST',
        path: '/api/discounts/calculate',
        body: { data: { success: false, code: 'NOPE', hint: null } },
      },
      {
        method: 'POST',
        path: '/api/discounts/calculate',
        body: { data: { success: false, code: 'OLD', hint: 'This code has expired' } },
      },
    ]);
    await u.type(screen.getByLabelText('Promo code'), 'NOPE');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeTruthy();
    await u.clear(screen.getByLabelText('Promo code'));
    await u.type(screen.getByLabelText('Promo code'), 'OLD');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired')).toBeTruthy();
    expect(api.callsTo('POST', '/api/discounts/calculate')[0]?.body).toEqual({
      code: 'NOPE',
      items: [{ product_uuid: ANALYSIS.uuid, quantity: 1 }],
    });
  });

  it('checks the email once, 500 ms after a burst of typing, and fails the field when the verifier refuses it', async () => {
    const u = user();
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      { method: 'POST', path: '/api/validate-email', body: { data: { valid: false } } },
    ]);
    await u.type(screen.getByLabelText('Email'), 'bounce@example.com');
    expect(api.callsTo('POST', '/api/validate-email')).toHaveLength(0);
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST', '/api/validate-email')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/validate-email')[0]?.body).toEqual({ email: 'bounce@example.com' });
    expect(await screen.findByText(/bounce@example\.com/)).toBeTruthy();
    expect(analytics.queued()).toContainEqual(
      expect.objectContaining({
        name: 'Email Validation Failed',
        properties: expect.objectContaining({ source: 'Checkout' }),
      }),
    );
  });

  it('lets an address the verifier refuses through when bypass_email_validation is exactly "true"', async () => {
    localStorage.setItem('bypass_email_validation', 'true');
    const u = user();
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      { method: 'POST', path: '/api/validate-email', body: { data: { valid: false } } },
    ]);
    await u.type(screen.getByLabelText('Email'), 'bounce@example.com');
    await waitFor(() => expect(api.callsTo('POST', '/api/validate-email')).toHaveLength(1));
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
  });

  it('restores the items and the email of a saved draft from ?abandon=', async () => {
    await openCheckout(`/checkouts?abandon=intent-9&items=${ANALYSIS.uuid}`, [
      {
        method: 'GET',
        path: '/api/checkout-intent/intent-9',
        body: {
          data: {
            id: 'intent-9',
            items: [{ product_uuid: CONSULTATION.uuid, quantity: 1, extradata: null }],
            form: { account_details: { email: 'returning@example.com' } },
          },
        },
      },
    ]);
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('returning@example.com'),
    );
    expect(screen.getAllByTestId('cart-line').map((line) => line.textContent)).toEqual([
      expect.stringContaining('Fertility Consultation'),
    ]);
  });

  it('applies ?discount= on load and shows the totals of the promo result', async () => {
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}&discount=SAVE20`, [
      {
        method: 'POST',
        path: '/api/discounts/calculate',
        body: {
          data: {
            success: true,
            code: 'SAVE20',
            uuid: 'promo-20',
            discounts: [{ product_uuid: ANALYSIS.uuid, amount: 39.8 }],
            targets: [ANALYSIS.uuid],
            subtotal: 199,
            total: 159.2,
            alwaysSkipPaymentInfo: false,
            testable: false,
            hint: null,
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('$159.20'));
    expect(screen.getByTestId('cart-totals').textContent).toContain('$39.80');
    expect(api.callsTo('POST', '/api/discounts/calculate')[0]?.body).toMatchObject({ code: 'SAVE20' });
  });

  it('saves a draft with the checkout model and items once an email is given', async () => {
    const u = user();
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`);
    await u.type(screen.getByLabelText('Email'), 'draft@example.com');
    await waitFor(() => expect(api.callsTo('POST', '/api/checkout-intent/save-form')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(api.callsTo('POST', '/api/checkout-intent')[0]?.body).toEqual({
      form: { account_details: { email: 'draft@example.com' } },
    });
    const saved = api.callsTo('POST', '/api/checkout-intent/save-form')[0]?.body as Record<string, unknown>;
    expect(saved).toMatchObject({
      intent_id: 'intent-1',
      form: { account_details: { email: 'draft@example.com' } },
      items: [{ product_uuid: ANALYSIS.uuid, quantity: 1, extradata: null }],
    });
    expect(saved.form).not.toHaveProperty('payment');
  });

  it('saves no draft before an email is given', async () => {
    const u = user();
    const { api } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`);
    await u.type(screen.getByLabelText('First name'), 'Alex');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.callsTo('POST', '/api/checkout-intent')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/checkout-intent/save-form')).toHaveLength(0);
  });

  it('moves focus to the heading of each step and Back returns over skipped steps', async () => {
    const u = user();
    await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`);
    await fillAccount(u);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping' }));
    await u.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { name: 'Your details' });
    expect(document.activeElement).toBe(heading);
  });

  it('keeps the card form after a declined card and pays the same order with another card', async () => {
    const u = user();
    const { api, view } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      {
        method: 'POST',
        path: '/api/checkout',
        status: 402,
        body: { message: 'Your card was declined. Please try another card.' },
      },
      { method: 'POST', path: '/api/checkout', body: { data: ORDER_RESULT } },
    ]);
    await fillAccount(u);
    await fillShipping(u);
    await fillCard(u, '4000 0000 0000 0002');
    await u.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findAllByText('Your card was declined. Please try another card.')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: 'Place order' }).getAttribute('aria-busy')).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Alex Rivera');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    await u.clear(screen.getByLabelText('Card number'));
    await u.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(await screen.findByRole('button', { name: 'Place order' }));

    // The confirmation has its own address, which replaces the checkout's.
    await waitFor(() => expect(view.location()).toBe('/checkouts/orders/PO-1001'));
    const orders = api.callsTo('POST', '/api/checkout');
    expect(orders).toHaveLength(2);
    const [first, second] = orders;
    expect(first?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(first?.body).toMatchObject({
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' },
    });
    expect(second?.body).toMatchObject({
      account_details: {
        email: 'new.customer@example.com',
        first_name: 'Alex',
        last_name: 'Rivera',
        has_authorized_user: false,
      },
      shipping_address: { state: 'TX', kit_delivery_type: 'staggered', country: 'US' },
      billing_address_type: 'same_as_shipping',
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
      items: [{ product_uuid: ANALYSIS.uuid, quantity: 1, extradata: null }],
    });
    expect(JSON.stringify(orders.map((call) => call.body))).not.toMatch(/4242|4000/);
    expect(analytics.queued()).toContainEqual(
      expect.objectContaining({
        name: 'Order Completed',
        properties: expect.objectContaining({ po_number: 'PO-1001', revenue: '199.00', currency: 'USD' }),
      }),
    );
    expect(analytics.queued()).toContainEqual(expect.objectContaining({ kind: 'identify', name: 'C-5001' }));
  }, 30_000);

  it('marks every item in_3_payments and shows the three amounts when paying in instalments', async () => {
    const u = user();
    const { api, view } = await openCheckout(`/checkouts?items=${ANALYSIS.uuid}`, [
      { method: 'POST', path: '/api/checkout', body: { data: ORDER_RESULT } },
    ]);
    await fillAccount(u);
    await fillShipping(u);
    await u.click(screen.getByLabelText('Pay in 3 monthly instalments'));
    const plan = screen.getByTestId('instalment-plan');
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Today$66.34', 'In 1 month$66.33', 'In 2 months$66.33']);
    await fillCard(u, '4242424242424242');
    await u.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.location()).toBe('/checkouts/orders/PO-1001'));
    expect(api.callsTo('POST', '/api/checkout')[0]?.body).toMatchObject({
      payment: { payment_method: 'instalments', payment_method_token: 'pm_sandbox_visa' },
      items: [{ product_uuid: ANALYSIS.uuid, quantity: 1, extradata: 'in_3_payments' }],
    });
  }, 30_000);
});
