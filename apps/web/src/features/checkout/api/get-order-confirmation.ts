import type { OrderConfirmation } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

/**
 * GET /api/checkout/orders/{po_number}: the order, for its buyer (the signed-in client, or the browser that
 * placed it). The page explains a refusal itself.
 */
export function getOrderConfirmation(poNumber: string): Promise<OrderConfirmation> {
  return api.get<OrderConfirmation>(`/checkout/orders/${encodeURIComponent(poNumber)}`, { handled: true });
}
