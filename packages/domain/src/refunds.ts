/**
 * How much of a payment staff may still refund, and whether an amount asked for fits (issue 47). Used by the
 * console's refund dialog and by the payments ledger, which checks it again with the payment's row locked.
 */
export interface PaymentRefunds {
  /** What the payment took. */
  paidCents: number;
  /** What is already given back, as recorded. */
  refundedCents: number;
  /** Refunds written and not made yet (the payment processor is being asked, or will be): counted as given. */
  inFlightCents: number;
  /** The whole payment is already due back (it paid for something paid otherwise): nothing is left for staff. */
  wholeRefundDue?: boolean;
}

export function centsLeftToRefund(payment: PaymentRefunds): number {
  if (payment.wholeRefundDue) return 0;
  return Math.max(0, payment.paidCents - payment.refundedCents - payment.inFlightCents);
}

export const REFUND_REASON_MAX_LENGTH = 500;

/** The console's words, in English: refunds are staff's to make. */
export const refundMessages = {
  amountRequired: 'Enter the amount to refund.',
  amountPositive: 'The amount must be more than $0.00.',
  amountCents: 'The amount must be in dollars and cents, e.g. 25.50.',
  reasonRequired: 'Enter the reason for the refund.',
  reasonTooLong: `The reason must be ${REFUND_REASON_MAX_LENGTH} characters or fewer.`,
  nothingLeft: 'Nothing is left to refund of this payment.',
} as const;

/** The amount is beyond what is left: the message names what is. */
export const beyondLeftMessage = (leftCents: number) =>
  `The amount cannot be more than what is left to refund, $${(leftCents / 100).toFixed(2)}.`;

/**
 * The amount asked for in cents, or why it cannot be refunded: at most two decimals, above zero, within what is
 * left. Whole cents are counted from the text so 0.1 + 0.2 never rounds a cent away.
 */
export function refundAmountCents(
  amount: number,
  leftCents: number,
): { ok: true; cents: number } | { ok: false; message: string } {
  if (!Number.isFinite(amount)) return { ok: false, message: refundMessages.amountRequired };
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6) return { ok: false, message: refundMessages.amountCents };
  if (cents <= 0) return { ok: false, message: refundMessages.amountPositive };
  if (leftCents <= 0) return { ok: false, message: refundMessages.nothingLeft };
  if (cents > leftCents) return { ok: false, message: beyondLeftMessage(leftCents) };
  return { ok: true, cents };
}
