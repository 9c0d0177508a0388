import type { ProductKey } from '@fathom/domain/products';
import { appConfig } from './config';

/** The catalogue uuid of a fixed product, as the server injects it into the page; undefined without it. */
export function configuredProductId(key: ProductKey): string | undefined {
  return appConfig.productIds[key];
}

/**
 * The catalogue uuid of a fixed product, as the server configures it; the product key stands in
 * when the server names none, so links still say which product they mean (the checkout reads keys too).
 */
export function productId(key: ProductKey): string {
  return configuredProductId(key) ?? key;
}
