import type { CustomerPayment, RefundRequest, RefundResult } from '@fathom/contract/staff-billing';
import { api } from '../../../lib/http/client';

/** Where a payment's refunds are sent: under its order, or under its storage plan for a renewal. */
export function refundPath(payment: Pick<CustomerPayment, 'for' | 'id'>): string {
  const owner =
    payment.for.kind === 'order' ? `orders/${payment.for.order_id}` : `plans/${payment.for.plan_id}`;
  return `/staff/${owner}/payments/${payment.id}/refunds`;
}

/**
 * POST /api/staff/orders/{order}/payments/{payment}/refunds (a storage renewal's: /api/staff/plans/{plan}/…): refunds
 * part or all of what is left of a payment, with a reason. `key` is one per refund, sent again on a retry, so a
 * refund sent twice is made once. The dialog shows its own failures.
 */
export function refundPayment(
  payment: Pick<CustomerPayment, 'for' | 'id'>,
  refund: RefundRequest,
  key: string,
): Promise<RefundResult> {
  return api.post<RefundResult>(refundPath(payment), refund, {
    headers: { 'Idempotency-Key': key },
    handled: true,
  });
}
