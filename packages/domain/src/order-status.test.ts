import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from './order-status';

describe('orderStatusLabel', () => {
  it('reads each payment status in words', () => {
    expect(orderStatusLabel('paid')).toBe('Paid');
    expect(orderStatusLabel('pending_payment')).toBe('Awaiting payment');
    expect(orderStatusLabel('payment_failed')).toBe('Payment failed');
  });

  it('shows a status it does not know as it came', () => {
    expect(orderStatusLabel('refunded')).toBe('refunded');
  });
});
