import type { OrderResult, PayUnpaidOrderRequest } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

/**
 * POST /api/checkout/orders/{po_number}/payment: pays an order left unpaid, for its buyer. With no card, the latest
 * card's bank is asked again. The page shows a refusal (a declined card) itself.
 */
export function payUnpaidOrder(
  poNumber: string,
  payment: PayUnpaidOrderRequest['payment'] = null,
): Promise<OrderResult> {
  return api.post<OrderResult>(
    `/checkout/orders/${encodeURIComponent(poNumber)}/payment`,
    { payment },
    { handled: true },
  );
}
