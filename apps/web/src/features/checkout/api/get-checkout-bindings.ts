import { api } from '../../../lib/http/client';
import type { CheckoutBindings } from './checkout-types';

/** GET /api/checkout/bindings: the defaults and choices of the checkout form. */
export function getCheckoutBindings(): Promise<CheckoutBindings> {
  return api.get<CheckoutBindings>('/checkout/bindings');
}
