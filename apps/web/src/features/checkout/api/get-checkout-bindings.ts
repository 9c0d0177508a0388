import type { CheckoutBindings } from '@fathom/contract/catalogue';
import { api } from '../../../lib/http/client';

/** GET /api/checkout/bindings: the defaults and choices of the checkout form. */
export function getCheckoutBindings(): Promise<CheckoutBindings> {
  return api.get<CheckoutBindings>('/checkout/bindings');
}
