import type { CustomerEmail } from '@fathom/contract/support-actions';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerEmails } from './customer-emails';
import { CustomerOrders } from './customer-orders';

const email = (overrides: Partial<CustomerEmail>): CustomerEmail => ({
  id: crypto.randomUUID(),
  subject: 'Your order FA10000001',
  state: 'sent',
  created_at: '2026-12-04T10:00:00.000Z',
  sent_at: '2026-12-04T10:00:05.000Z',
  resendable: true,
  ...overrides,
});

const emails = [
  email({ subject: 'Reset your Fathom password', resendable: false }),
  email({ subject: 'Your order FA10000002', state: 'queued', sent_at: null }),
  email({ subject: 'Your order FA10000001' }),
  email({ subject: 'Your results are ready', state: 'failed', sent_at: null }),
];

const order = (po: string, status: string) => ({
  id: crypto.randomUUID(),
  po_number: po,
  status,
  total: 195,
  created_at: '2026-12-04T10:00:00.000Z',
});

const orders = [
  order('FA1', 'pending_payment'),
  order('FA2', 'payment_failed'),
  order('FA3', 'paid'),
  order('FA4', 'paying_instalments'),
  order('FA5', 'cancelled'),
];

vi.mock('../../api/customers', () => ({
  listCustomerOrders: () =>
    Promise.resolve({
      data: orders,
      meta: { current_page: 1, last_page: 1, per_page: 25, total: orders.length },
    }),
}));

vi.mock('../../api/support-actions', () => ({
  listCustomerEmails: () =>
    Promise.resolve({
      data: emails,
      meta: { current_page: 1, last_page: 1, per_page: 25, total: emails.length },
    }),
  resendEmail: vi.fn(),
  cancelOrder: vi.fn(),
}));

describe("support's actions on a customer's record", () => {
  it('offers "Cancel order" on orders waiting for their payment only', async () => {
    render(<CustomerOrders clientId="c0ffee00-0000-4000-8000-000000000000" onChanged={() => undefined} />);
    await screen.findByRole('row', { name: /FA1/ });
    const buttons = screen.getAllByRole('button', { name: /^Cancel order/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Cancel order FA1',
      'Cancel order FA2',
    ]);
    expect(screen.getByRole('row', { name: /FA1/ }).textContent).toContain('Awaiting payment');
    expect(screen.getByRole('row', { name: /FA5/ }).textContent).toContain('Cancelled: not paid');
  });

  it('offers "Send again" on sent and failed emails, never on one that carried a one-time link', async () => {
    render(<CustomerEmails clientId="c0ffee00-0000-4000-8000-000000000000" />);
    const rows = await screen.findAllByRole('row');
    const [, reset, queued, sent, failed] = rows;
    if (!reset || !queued || !sent || !failed) throw new Error('Four emails are listed');
    expect(within(reset).queryByRole('button')).toBeNull();
    expect(reset.textContent).toContain('One-time link: make a new sign-in link instead');
    expect(within(queued).queryByRole('button')).toBeNull();
    expect(queued.textContent).toContain('Waiting to be sent');
    expect(within(sent).getByRole('button', { name: 'Send “Your order FA10000001” again' })).toBeTruthy();
    expect(failed.textContent).toContain('Could not be sent');
    expect(within(failed).getByRole('button', { name: /again/ })).toBeTruthy();
  });
});
