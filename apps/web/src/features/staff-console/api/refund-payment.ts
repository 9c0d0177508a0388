import type { RefundRequest, RefundResult } from '@fathom/contract/staff-billing';
import { api } from '../../../lib/http/client';

/**
 * POST /api/staff/orders/{order}/payments/{payment}/refunds: refunds part or all of what is left of a payment, with
 * a reason. `key` is one per refund, sent again on a retry, so a refund sent twice is made once. The dialog shows
 * its own failures.
 */
export function refundPayment(
  payment: { order_id: string; id: string },
  refund: RefundRequest,
  key: string,
): Promise<RefundResult> {
  return api.post<RefundResult>(`/staff/orders/${payment.order_id}/payments/${payment.id}/refunds`, refund, {
    headers: { 'Idempotency-Key': key },
    handled: true,
  });
}
