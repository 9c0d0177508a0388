import type { DiscountCalculation, DiscountCalculationRequest } from '@fathom/contract/discounts';
import { api } from '../../../lib/http/client';

/** POST /api/discounts/calculate: the promo code checked against the cart and the email. */
export function calculateDiscount(request: DiscountCalculationRequest): Promise<DiscountCalculation> {
  return api.post<DiscountCalculation>('/discounts/calculate', request, { handled: true });
}
