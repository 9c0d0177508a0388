import { api } from '../../../lib/http/client';
import type { CheckoutProduct } from './checkout-types';

/** GET /api/checkouts: every product and package on sale. */
export function getCheckoutCatalogue(): Promise<CheckoutProduct[]> {
  return api.get<CheckoutProduct[]>('/checkouts');
}
