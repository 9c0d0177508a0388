import type { Language } from '@fathom/domain/languages';
import { productTitle } from '@fathom/domain/product-words';
import type { Item } from './api/items';

/** What the customer bought, by its product's key in the page's language; the title kept with it otherwise. */
export function itemTitle(item: Item, language: Language): string {
  return productTitle(item.relationships.product?.attributes.key, language, item.attributes.title);
}
