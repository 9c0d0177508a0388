import type { CustomerBilling, CustomerPayment } from '@fathom/contract/staff-billing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BillingSection } from './billing-section';

const refundPayment = vi.hoisted(() => vi.fn());
vi.mock('../../api/refund-payment', () => ({ refundPayment }));

const paid = {
  paid_at: '2026-11-01T10:00:00.000Z',
  refunding: 0,
  method: 'card',
  card: { brand: 'visa', last4: '4242' },
  refunds: [],
} as const;

const orderPayment: CustomerPayment = {
  ...paid,
  id: 'attempt-1',
  for: { kind: 'order', order_id: 'order-1', po_number: 'FA10000001' },
  description: 'Order FA10000001',
  amount: 199,
  refunded: 0,
  left_to_refund: 199,
  status: 'paid',
  refunds: [],
};

const renewalPayment: CustomerPayment = {
  ...paid,
  id: 'attempt-2',
  for: { kind: 'plan', plan_id: 'plan-1', title: 'Cryogenic Storage, monthly plan', period: 3 },
  description: 'Cryogenic Storage, monthly plan — period 3',
  amount: 25,
  refunded: 5,
  left_to_refund: 20,
  status: 'partly_refunded',
  refunds: [
    {
      id: 'refund-1',
      amount: 5,
      reason: 'Billed after cancelling.',
      state: 'made',
      created_at: paid.paid_at,
    },
  ],
};

const billing: CustomerBilling = {
  payments: [renewalPayment, orderPayment],
  card_on_file: { brand: 'visa', last4: '4242' },
  instalment_plans: [],
  storage_plans: [],
};

describe("the record's billing", () => {
  it("lists an order's payment and a storage renewal's, each refundable, and the renewal's refunds", async () => {
    refundPayment.mockResolvedValue({ refund: { state: 'made' }, message: 'Refunded $20.00.' });
    render(<BillingSection billing={billing} onRefunded={vi.fn()} />);
    const payments = screen.getByRole('region', { name: 'Payments' });
    const renewal = within(payments).getByRole('row', { name: /Cryogenic Storage, monthly plan — period 3/ });
    expect(renewal.textContent).toContain('Partly refunded');
    expect(within(payments).getByRole('row', { name: /Order FA10000001/ }).textContent).toContain('Paid');
    expect(
      within(screen.getByRole('region', { name: 'Refunds' })).getByRole('row', {
        name: /Cryogenic Storage, monthly plan — period 3/,
      }).textContent,
    ).toContain('Billed after cancelling.');

    fireEvent.click(
      within(renewal).getByRole('button', {
        name: 'Refund Cryogenic Storage, monthly plan — period 3, paid $25.00',
      }),
    );
    expect((screen.getByLabelText('Amount to refund ($)') as HTMLInputElement).value).toBe('20.00');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(refundPayment).toHaveBeenCalledWith(
        renewalPayment,
        { amount: 20, reason: 'Goodwill.' },
        expect.any(String),
      ),
    );
  });
});
