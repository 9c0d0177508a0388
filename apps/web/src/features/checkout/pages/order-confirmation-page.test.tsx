import type { OrderConfirmation } from '@fathom/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { type MockRoute, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CATALOGUE, COQ10 } from '../checkout-fixtures';
import OrderConfirmationPage from './order-confirmation-page';

const PATH = '/api/checkout/orders/FA12345678';

const ORDER: OrderConfirmation = {
  order_id: 'order-1',
  po_number: 'FA12345678',
  created_at: '2026-11-23T16:00:00.000Z',
  created_on: '2026-11-23',
  status: 'paid',
  email: 'buyer@example.com',
  final_price: 295,
  is_insurance_order: false,
  is_gift: false,
  payment_method: 'instalments',
  invoice: { subtotal: 295, discount_savings: 0, tax: 0, total: 295 },
  instalments: [
    { number: 1, due_date: '2026-11-23', amount: 98.34, status: 'paid' },
    { number: 2, due_date: '2026-12-23', amount: 98.33, status: 'scheduled' },
    { number: 3, due_date: '2027-01-23', amount: 98.33, status: 'scheduled' },
  ],
  items: [
    {
      title: 'NSW Package',
      quantity: 1,
      unit_price: 295,
      product_uuid: 'p-nsw',
      product_key: 'nsw',
      product_type: 'package',
    },
  ],
  kit_delivery: { preferred_delivery_date: null },
  withdrawal_item_id: null,
  cart_link: null,
};

function open(answer: MockRoute) {
  mockApi([answer, { method: 'GET', path: '/api/checkouts', body: { data: CATALOGUE } }]);
  return renderPage(
    <Route path="/checkouts/orders/:poNumber" component={OrderConfirmationPage} />,
    '/checkouts/orders/FA12345678',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('order confirmation page', () => {
  it('says what an instalment order charged today, when the next two payments fall, and what comes next', async () => {
    open({ method: 'GET', path: PATH, body: { data: ORDER } });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you, your order is confirmed',
    });
    // The answer renders as a transition; focus moves to the heading in the effect that follows its commit.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('po-number').textContent).toBe('FA12345678');
    expect(screen.getByTestId('charged-today').textContent).toBe('$98.34');
    expect(screen.getByTestId('final-price').textContent).toBe('$295.00');
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(screen.getByTestId('instalments-later').textContent).toBe(
      'The next two payments, $98.33 each, will be charged to the same card on Wednesday, Dec 23, 2026 and Saturday, Jan 23, 2027.',
    );
    expect(screen.getByTestId('confirmation-items').textContent).toContain('NSW Package');
    const steps = within(screen.getByTestId('next-steps')).getAllByRole('listitem');
    expect(steps[0]?.textContent).toMatch(/^We pack the kit and ship it within two working days/);
    expect(screen.getByText(/^A confirmation is on its way to/).textContent).toBe(
      'A confirmation is on its way to buyer@example.com.',
    );
    expect(await screen.findByRole('button', { name: `Add ${COQ10.title}` })).toBeTruthy();
  });

  it('says "Total paid" for an order paid at once', async () => {
    open({
      method: 'GET',
      path: PATH,
      body: { data: { ...ORDER, payment_method: 'card', instalments: null, final_price: 195 } },
    });
    expect((await screen.findByTestId('final-price')).textContent).toBe('$195.00');
    expect(screen.getByText('Total paid')).toBeTruthy();
    expect(screen.queryByTestId('charged-today')).toBeNull();
  });

  it('asks a visitor without the receipt to sign in, and tells another customer the order is not found', async () => {
    const visitor = open({ method: 'GET', path: PATH, status: 401, body: { message: 'Unauthenticated.' } });
    expect(await screen.findByRole('heading', { name: 'Sign in to see this order' })).toBeTruthy();
    visitor.unmount();
    vi.unstubAllGlobals();
    open({ method: 'GET', path: PATH, status: 404, body: { message: 'Not found.' } });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.queryByTestId('po-number')).toBeNull();
  });

  it('offers an order left at its bank to be paid or cancelled, and shows it cancelled once its buyer cancels it', async () => {
    const waiting: OrderConfirmation = {
      ...ORDER,
      status: 'pending_payment',
      payment_method: 'card',
      instalments: null,
    };
    const cancelled: OrderConfirmation = {
      ...waiting,
      status: 'cancelled',
      cart_link: '/checkouts?items=p-nsw',
    };
    const api = mockApi([
      { method: 'GET', path: PATH, body: { data: waiting } },
      { method: 'GET', path: PATH, body: { data: cancelled } },
      { method: 'GET', path: '/api/checkouts', body: { data: CATALOGUE } },
      { method: 'POST', path: `${PATH}/cancellation`, body: { data: cancelled } },
    ]);
    renderPage(
      <Route path="/checkouts/orders/:poNumber" component={OrderConfirmationPage} />,
      '/checkouts/orders/FA12345678',
    );
    await screen.findByRole('heading', { level: 1, name: 'Your order is waiting for its payment' });
    expect(screen.getByTestId('order-state').textContent).toContain('nothing has been charged');
    expect(screen.queryByText(/^A confirmation is on its way/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm with your bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with another card' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await screen.findByRole('heading', { level: 1, name: 'This order was cancelled' });
    expect(api.callsTo('POST', `${PATH}/cancellation`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Order it again' }).getAttribute('href')).toBe(
      '/checkouts?items=p-nsw',
    );
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });

  it('pays a declined order with another card from its page, then shows it confirmed', async () => {
    const declined: OrderConfirmation = {
      ...ORDER,
      status: 'payment_failed',
      payment_method: 'card',
      instalments: null,
    };
    const paid: OrderConfirmation = { ...declined, status: 'paid' };
    const api = mockApi([
      { method: 'GET', path: PATH, body: { data: declined } },
      { method: 'GET', path: PATH, body: { data: paid } },
      { method: 'GET', path: '/api/checkouts', body: { data: CATALOGUE } },
      { method: 'POST', path: `${PATH}/payment`, body: { data: { ...paid, payment_action: null } } },
    ]);
    renderPage(
      <Route path="/checkouts/orders/:poNumber" component={OrderConfirmationPage} />,
      '/checkouts/orders/FA12345678',
    );
    await screen.findByRole('heading', { level: 1, name: 'Your order is waiting for a payment' });
    // A declined card is not asked again: another card, or a cancellation.
    expect(screen.queryByRole('button', { name: 'Confirm with your bank' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Pay with another card' });
    fireEvent.change(within(form).getByLabelText('Name on card'), { target: { value: 'Alex Rivera' } });
    fireEvent.change(within(form).getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(form).getByLabelText('Expiry date (MM/YY)'), { target: { value: '12/39' } });
    fireEvent.change(within(form).getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pay $295.00' }));
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' });
    expect(api.callsTo('POST', `${PATH}/payment`)[0]?.body).toEqual({
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
    });
  });
});
