import type { OrderClaimRequest, OrderClaimResponse } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

/**
 * POST /api/checkout/order-claims: adds the order of an emailed link (placed with the account's address without
 * signing in) to the signed-in account. The page explains a refusal itself.
 */
export function claimOrder(token: string): Promise<OrderClaimResponse['data']> {
  const body: OrderClaimRequest = { token };
  return api.post<OrderClaimResponse['data']>('/checkout/order-claims', body, { handled: true });
}
