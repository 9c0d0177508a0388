import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { userFixture } from '../../../test/user-fixture';
import OrderHistoryPage from './order-history-page';

function orderItem(id: string, title: string, quantity: number, marketingVariantId: string | null) {
  return {
    id,
    type: 'order-items',
    attributes: { title, quantity, created_at: '2026-11-02T10:00:00Z', unit_price: 39 },
    relationships: {
      product: { uuid: `p-${id}`, key: null, title, marketing_variant_id: marketingVariantId },
    },
  };
}

function order(id: string, poNumber: string, title: string) {
  return {
    id,
    type: 'orders',
    attributes: {
      po_number: poNumber,
      created_at: '2026-11-02T10:00:00Z',
      created_on: '2026-11-02',
      status: 'paid',
      final_price: 199,
      is_insurance_order: false,
      is_gift: false,
      invoice: { subtotal: 199, discount_savings: 0, tax: 0, total: 199 },
      instalments: null as { number: number; due_date: string; amount: number; status: string }[] | null,
    },
    relationships: {
      items: [
        {
          id: `${id}-item`,
          type: 'order-items',
          attributes: { title, quantity: 2, created_at: '2026-11-02T10:00:00Z', unit_price: 99.5 },
          relationships: { product: { uuid: 'p-1', key: 'analysis', title } },
        },
      ],
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('order history page', () => {
  it('lists orders with items, quantities, dates and totals, and appends the next page on Load more', async () => {
    useSession.getState().login('token', userFixture());
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: {
          data: [order('1', 'PO-1', 'Semen Analysis')],
          meta: { current_page: 1, last_page: 2, per_page: 10, total: 2 },
        },
      },
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: {
          data: [order('2', 'PO-2', 'Monthly storage')],
          meta: { current_page: 2, last_page: 2, per_page: 10, total: 2 },
        },
      },
    ]);
    renderPage(<OrderHistoryPage />, '/orders/history');
    expect((await screen.findByRole('heading', { name: 'Order PO-1' })).textContent).toBe('Order PO-1');
    const firstItem = screen.getByTestId('order-item').textContent ?? '';
    expect(firstItem).toContain('Semen Analysis × 2');
    expect(firstItem).toContain('Nov 2, 2026');
    expect(screen.getByTestId('order').textContent).toContain('$199.00');
    expect(screen.getByTestId('order').textContent).toContain('Nov 2, 2026Paid');
    expect(
      within(screen.getByTestId('order')).getByText('Paid').closest('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('success');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Order PO-2' });
    expect(screen.getAllByTestId('order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      api.callsTo('GET', '/api/restify/orders').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('shows where each part of an order paid in instalments stands, and leads a declined one to another card', async () => {
    useSession.getState().login('token', userFixture());
    const inThree = order('1', 'PO-1', 'Semen Analysis');
    inThree.attributes.status = 'paying_instalments';
    inThree.attributes.instalments = [
      { number: 1, due_date: '2026-11-02', amount: 66.34, status: 'paid' },
      { number: 2, due_date: '2026-12-02', amount: 66.33, status: 'declined' },
      { number: 3, due_date: '2027-01-02', amount: 66.33, status: 'scheduled' },
    ];
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: { data: [inThree], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } },
      },
    ]);
    renderPage(<OrderHistoryPage />, '/orders/history');
    await screen.findByRole('heading', { name: 'Order PO-1' });
    expect(screen.getByTestId('order').textContent).toContain('Nov 2, 2026Paying in instalments');
    expect(screen.getAllByTestId('instalment').map((part) => part.textContent)).toEqual([
      '1. $66.34 due Nov 2, 2026Paid',
      '2. $66.33 due Dec 2, 2026Declined: we will try again',
      '3. $66.33 due Jan 2, 2027Scheduled',
    ]);
    expect(
      screen.getByRole('link', { name: 'Use another card for the instalments' }).getAttribute('href'),
    ).toBe('/manage-billing#change-card');
  });

  it('leads an order still waiting for its payment to its own page, to pay or cancel it', async () => {
    useSession.getState().login('token', userFixture());
    const waiting = order('1', 'PO-1', 'Semen Analysis');
    waiting.attributes.status = 'pending_payment';
    const paid = order('2', 'PO-2', 'Semen Analysis');
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: { data: [waiting, paid], meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 } },
      },
    ]);
    renderPage(<OrderHistoryPage />, '/orders/history');
    await screen.findByRole('heading', { name: 'Order PO-1' });
    expect(screen.getByRole('link', { name: 'Pay or cancel order PO-1' }).getAttribute('href')).toBe(
      '/checkouts/orders/PO-1',
    );
    expect(screen.queryByRole('link', { name: 'Pay or cancel order PO-2' })).toBeNull();
  });

  it("links Order again to the marketing site's cart with each variant id once per unit", async () => {
    useSession.getState().login('token', userFixture());
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: {
          data: [
            {
              ...order('1', 'PO-1', 'CoQ10 Supplement'),
              relationships: {
                items: [
                  orderItem('coq10', 'CoQ10 Supplement', 3, '44010011'),
                  orderItem('sti', 'STI Test Kit', 1, '44010013'),
                  orderItem('shipping', 'Cryogenic Shipping (domestic)', 1, null),
                ],
              },
            },
            {
              ...order('2', 'PO-2', 'Cryogenic Shipping (domestic)'),
              relationships: { items: [orderItem('shipping-2', 'Cryogenic Shipping (domestic)', 1, null)] },
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
        },
      },
    ]);
    renderPage(<OrderHistoryPage />, '/orders/history');

    await screen.findByRole('heading', { name: 'Order PO-1' });
    const link = screen.getByRole('link', { name: 'Order again the products of order PO-1' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://fathom.example/cart/');
    expect(href.searchParams.get('add-to-cart')).toBe('44010011,44010011,44010011,44010013');
    // An order of nothing the marketing site sells has no link.
    expect(screen.getAllByRole('link', { name: /^Order again/ })).toHaveLength(1);
  });

  it('shows a failed load in the page and loads again on Try again', async () => {
    useSession.getState().login('token', userFixture());
    mockApi([
      { method: 'GET', path: '/api/restify/orders', status: 500, body: { message: 'Server error' } },
      {
        method: 'GET',
        path: '/api/restify/orders',
        body: {
          data: [order('1', 'PO-1', 'Semen Analysis')],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
        },
      },
    ]);
    renderPage(<OrderHistoryPage />, '/orders/history');
    await screen.findByText('We could not load your orders just now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('order')).toHaveLength(1));
  });
});
