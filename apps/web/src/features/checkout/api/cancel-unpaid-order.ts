import type { OrderConfirmation } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

/**
 * POST /api/checkout/orders/{po_number}/cancellation: cancels an order left unpaid, for its buyer; answers it as
 * it is then. The page shows a refusal (it was paid meanwhile) itself.
 */
export function cancelUnpaidOrder(poNumber: string): Promise<OrderConfirmation> {
  return api.post<OrderConfirmation>(
    `/checkout/orders/${encodeURIComponent(poNumber)}/cancellation`,
    undefined,
    {
      handled: true,
    },
  );
}
