import { describe, expect, it } from 'vitest';
import { isAwaitingPayment } from './support-cancellation';

describe('which orders support may cancel', () => {
  it('allows an order waiting for its payment, or whose card was declined', () => {
    expect(isAwaitingPayment('pending_payment')).toBe(true);
    expect(isAwaitingPayment('payment_failed')).toBe(true);
  });

  it('refuses a paid, instalment-paying or cancelled order', () => {
    expect(isAwaitingPayment('paid')).toBe(false);
    expect(isAwaitingPayment('paying_instalments')).toBe(false);
    expect(isAwaitingPayment('cancelled')).toBe(false);
  });
});
