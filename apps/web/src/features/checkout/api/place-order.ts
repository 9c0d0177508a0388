import type { OrderResult, PlaceOrderRequest } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

/**
 * POST /api/checkout. The same idempotency key on a retry pays the same order, so a second click or
 * another card after a decline never creates a second order. Failures are shown by the review step.
 */
export function placeOrder(payload: PlaceOrderRequest, idempotencyKey: string): Promise<OrderResult> {
  return api.post<OrderResult>('/checkout', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    handled: true,
  });
}
