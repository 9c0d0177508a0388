import type { OrderPayload } from '@fathom/domain/checkout';
import { api } from '../../../lib/http/client';
import type { OrderResult } from './checkout-types';

export interface PaymentPayload {
  payment_method: 'card' | 'instalments';
  payment_method_token: string;
}

export type PlaceOrderPayload = Omit<OrderPayload, 'payment'> & {
  payment?: PaymentPayload;
  gift?: { is_gift: true; recipient_name: string; recipient_email: string; message: string };
  account_details: OrderPayload['account_details'] & { first_name: string; last_name: string };
  affiliate?: string;
};

/**
 * POST /api/checkout. The same idempotency key on a retry pays the same order, so a second click or
 * another card after a decline never creates a second order. Failures are shown by the review step.
 */
export function placeOrder(payload: PlaceOrderPayload, idempotencyKey: string): Promise<OrderResult> {
  return api.post<OrderResult>('/checkout', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    handled: true,
  });
}
