import type { ProductKey } from '@fathom/domain/products';
import { appConfig } from '../lib/config';

/**
 * The catalogue uuid of a fixed product, as the server configures it; the product key stands in
 * when the server names none, so links still say which product they mean.
 */
export function productId(key: ProductKey): string {
  return appConfig.productIds[key] ?? key;
}
