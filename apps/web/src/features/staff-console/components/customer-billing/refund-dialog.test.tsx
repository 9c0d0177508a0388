import type { CustomerPayment } from '@fathom/contract/staff-billing';
import { beyondLeftMessage, refundMessages } from '@fathom/domain/refunds';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundButton, refundFormErrors } from './refund-dialog';

const refundPayment = vi.hoisted(() => vi.fn());
vi.mock('../../api/refund-payment', () => ({ refundPayment }));

const payment: CustomerPayment = {
  id: 'attempt-1',
  for: { kind: 'order', order_id: 'order-1', po_number: 'FA10000001' },
  description: 'Order FA10000001',
  paid_at: '2026-11-01T10:00:00.000Z',
  amount: 199,
  refunded: 49,
  refunding: 0,
  left_to_refund: 150,
  method: 'card',
  card: { brand: 'visa', last4: '4242' },
  status: 'partly_refunded',
  refunds: [],
};

afterEach(() => refundPayment.mockReset());

describe('the refund form', () => {
  it('takes an amount in dollars and cents up to what is left, and a reason', () => {
    expect(refundFormErrors({ amount: '150.00', reason: 'Damaged kit.' }, 15_000)).toEqual({});
    expect(refundFormErrors({ amount: '$0.01', reason: 'Damaged kit.' }, 15_000)).toEqual({});
    expect(refundFormErrors({ amount: '150.01', reason: 'x' }, 15_000)).toEqual({
      amount: beyondLeftMessage(15_000),
    });
    expect(refundFormErrors({ amount: '12.345', reason: 'x' }, 15_000).amount).toBe(
      refundMessages.amountCents,
    );
    expect(refundFormErrors({ amount: 'ten', reason: 'x' }, 15_000).amount).toBe(refundMessages.amountCents);
    expect(refundFormErrors({ amount: '0', reason: 'x' }, 15_000).amount).toBe(refundMessages.amountPositive);
    expect(refundFormErrors({ amount: '', reason: ' ' }, 15_000)).toEqual({
      amount: refundMessages.amountRequired,
      reason: refundMessages.reasonRequired,
    });
  });
});

describe('Refund on a payment', () => {
  it('opens a dialog with what is left, refuses a missing reason next to its field, then sends once with one key', async () => {
    const onRefunded = vi.fn();
    refundPayment.mockResolvedValue({ refund: { state: 'made' }, message: 'Refunded $25.00.' });
    render(<RefundButton payment={payment} onRefunded={onRefunded} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund Order FA10000001, paid $199.00' }));

    const amount = screen.getByLabelText('Amount to refund ($)') as HTMLInputElement;
    expect(amount.value).toBe('150.00');
    expect(document.activeElement).toBe(amount);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(refundMessages.reasonRequired).id).toBe(reason.getAttribute('aria-describedby'));
    expect(refundPayment).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '25' } });
    fireEvent.change(reason, { target: { value: 'The kit arrived damaged.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledOnce());
    expect(refundPayment).toHaveBeenCalledWith(
      payment,
      { amount: 25, reason: 'The kit arrived damaged.' },
      expect.any(String),
    );
  });

  it("shows a refusal of the whole refund in the dialog, and the server's field message next to its field", async () => {
    const { ApiError } = await import('../../../../lib/http/api-error');
    const refusal = (status: number, message: string, errors?: Record<string, string[]>) =>
      new ApiError({
        status,
        message,
        kind: 'bad_request',
        body: { message, errors },
        method: 'POST',
        path: '/x',
      });
    refundPayment.mockRejectedValueOnce(refusal(409, refundMessages.nothingLeft));
    render(<RefundButton payment={payment} onRefunded={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Refund Order/ }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refundMessages.nothingLeft);

    refundPayment.mockRejectedValueOnce(
      refusal(422, beyondLeftMessage(1_000), { amount: [beyondLeftMessage(1_000)] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(beyondLeftMessage(1_000))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
