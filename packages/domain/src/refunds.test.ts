import { describe, expect, it } from 'vitest';
import { beyondLeftMessage, centsLeftToRefund, refundAmountCents, refundMessages } from './refunds';

describe('what is left to refund of a payment', () => {
  it('is what was paid less what is refunded and what is being refunded', () => {
    expect(centsLeftToRefund({ paidCents: 19_900, refundedCents: 0, inFlightCents: 0 })).toBe(19_900);
    expect(centsLeftToRefund({ paidCents: 19_900, refundedCents: 5_000, inFlightCents: 2_500 })).toBe(12_400);
    expect(centsLeftToRefund({ paidCents: 19_900, refundedCents: 19_900, inFlightCents: 0 })).toBe(0);
  });

  it('is never below nothing, and nothing when the whole payment is already due back', () => {
    expect(centsLeftToRefund({ paidCents: 1_000, refundedCents: 900, inFlightCents: 200 })).toBe(0);
    expect(
      centsLeftToRefund({ paidCents: 1_000, refundedCents: 0, inFlightCents: 0, wholeRefundDue: true }),
    ).toBe(0);
  });
});

describe('an amount to refund', () => {
  it('is taken up to and including what is left, to the cent', () => {
    expect(refundAmountCents(0.01, 19_900)).toEqual({ ok: true, cents: 1 });
    expect(refundAmountCents(0.3, 19_900)).toEqual({ ok: true, cents: 30 });
    expect(refundAmountCents(198.99, 19_900)).toEqual({ ok: true, cents: 19_899 });
    expect(refundAmountCents(199, 19_900)).toEqual({ ok: true, cents: 19_900 });
  });

  it('is refused a cent beyond what is left, naming what is left', () => {
    expect(refundAmountCents(199.01, 19_900)).toEqual({ ok: false, message: beyondLeftMessage(19_900) });
    expect(beyondLeftMessage(19_900)).toBe('The amount cannot be more than what is left to refund, $199.00.');
  });

  it('is refused at zero, below, in fractions of a cent, and when nothing is left', () => {
    expect(refundAmountCents(0, 100)).toEqual({ ok: false, message: refundMessages.amountPositive });
    expect(refundAmountCents(-5, 100)).toEqual({ ok: false, message: refundMessages.amountPositive });
    expect(refundAmountCents(0.005, 100)).toEqual({ ok: false, message: refundMessages.amountCents });
    expect(refundAmountCents(Number.NaN, 100)).toEqual({ ok: false, message: refundMessages.amountRequired });
    expect(refundAmountCents(1, 0)).toEqual({ ok: false, message: refundMessages.nothingLeft });
  });
});
