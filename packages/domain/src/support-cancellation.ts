/** The statuses of an order still waiting for its payment: the only orders support may cancel. */
export const AWAITING_PAYMENT_STATUSES = ['pending_payment', 'payment_failed'] as const;

export type AwaitingPaymentStatus = (typeof AWAITING_PAYMENT_STATUSES)[number];

/** Whether support may cancel an order of this status: nothing was charged on it, and it waits for its payment. */
export function isAwaitingPayment(status: string): status is AwaitingPaymentStatus {
  return (AWAITING_PAYMENT_STATUSES as readonly string[]).includes(status);
}
