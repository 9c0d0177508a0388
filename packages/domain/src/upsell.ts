/** What the order confirmation offers next: the supplements the customer has not just bought. */
import type { CatalogueProduct, ProductKey } from './products';

export const UPSELL_PRODUCT_KEYS: readonly ProductKey[] = ['coq10', 'male_fertility_supplement'];

export function upsellOffers<T extends CatalogueProduct>(
  products: readonly T[],
  orderedProductIds: readonly string[],
): T[] {
  return UPSELL_PRODUCT_KEYS.flatMap((key) => {
    const product = products.find((candidate) => candidate.key === key);
    return product && !orderedProductIds.includes(product.uuid) ? [product] : [];
  });
}
