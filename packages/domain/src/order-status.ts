/** How an order's payment status reads to the customer, in the order history and on Manage billing. */
export type OrderStatus = 'pending_payment' | 'paid' | 'payment_failed';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  payment_failed: 'Payment failed',
};

/** The label of a status the server sent; an unknown one is shown as it came rather than hidden. */
export function orderStatusLabel(status: string): string {
  return status in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[status as OrderStatus] : status;
}
