import type { CatalogueProduct } from '@fathom/domain/products';
import { productByKey } from '@fathom/domain/products';
import { api } from '../../lib/http/client';
import { productId } from '../product-ids';

/**
 * The checkout of the paid consultation: /checkouts?items=<fertility_consultation uuid> from the
 * catalogue (GET /api/checkouts); the configured product id stands in if the catalogue cannot be read.
 */
export async function getConsultationCheckoutLink(): Promise<string> {
  let uuid = productId('fertility_consultation');
  try {
    const products = await api.get<CatalogueProduct[]>('/checkouts', { handled: true });
    uuid = productByKey(products, 'fertility_consultation')?.uuid ?? uuid;
  } catch {
    // The configured id still leads to the right checkout.
  }
  return `/checkouts?items=${encodeURIComponent(uuid)}`;
}
