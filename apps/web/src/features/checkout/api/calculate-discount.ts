import { api } from '../../../lib/http/client';
import type { CheckoutPromo } from './checkout-types';

export interface DiscountRequest {
  code: string;
  email?: string;
  items: { product_uuid: string; quantity: number }[];
}

/** POST /api/discounts/calculate: the promo code checked against the cart and the email. */
export function calculateDiscount(request: DiscountRequest): Promise<CheckoutPromo> {
  return api.post<CheckoutPromo>('/discounts/calculate', request, { handled: true });
}
