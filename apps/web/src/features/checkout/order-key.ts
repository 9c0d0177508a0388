import type { Cart } from '@fathom/domain/cart';

const STORAGE_PREFIX = 'fathom_order_key:';

/** The cart as one name: the same products and counts, in any order, name the same checkout. */
export function cartName(cart: Cart): string {
  return cart
    .map((item) => `${item.id}x${item.count}${item.extradata ? `:${item.extradata}` : ''}`)
    .sort()
    .join(',');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The idempotency key of this cart's order, kept with the cart in this tab (sessionStorage, which a reload
 * keeps): a reload after an answer that never came places the order again under the same key, and the server
 * answers the order it already has instead of charging again. Without storage, the page's own key is used.
 */
export function orderKeyFor(cart: Cart, pageKey: () => string): string {
  const name = STORAGE_PREFIX + cartName(cart);
  const store = storage();
  const kept = store?.getItem(name);
  if (kept) return kept;
  const key = pageKey();
  try {
    store?.setItem(name, key);
  } catch {
    // A full or refused storage keeps the key for this page only.
  }
  return key;
}

/** The order is placed (or its details changed): the next order of this cart gets a key of its own. */
export function forgetOrderKey(cart: Cart): void {
  try {
    storage()?.removeItem(STORAGE_PREFIX + cartName(cart));
  } catch {
    // Nothing was kept.
  }
}
