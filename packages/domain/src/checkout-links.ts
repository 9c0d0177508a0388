/** Links that leave the portal for checkout, the marketing cart and the survey (specification section 2). */
import type { Cart } from './cart';
import { INSTALMENT_COUNT, SPLIT_PAYMENT_EXTRADATA } from './constants';
import { withQuery } from './url';

export interface ExternalCheckoutItem {
  product_id: string;
  qty: number;
  extradata: string | null;
}

export interface ExternalCheckoutLinkInput {
  items: readonly ExternalCheckoutItem[];
  affiliate?: string | null;
  /** Pay in 3 instalments. */
  splitPayment?: boolean;
  /** A promo code. */
  discount?: string | null;
}

export function externalCheckoutItems(cart: Cart): ExternalCheckoutItem[] {
  return cart.map((item) => ({ product_id: item.id, qty: item.count, extradata: item.extradata ?? null }));
}

/** The external checkout page with items as JSON, affiliate, discount, and splitIt for instalments. */
export function externalCheckoutLink(checkoutUrl: string, input: ExternalCheckoutLinkInput): string {
  const split = input.splitPayment ?? input.items.some((item) => item.extradata === SPLIT_PAYMENT_EXTRADATA);
  return withQuery(checkoutUrl, {
    items: JSON.stringify(input.items),
    affiliate: input.affiliate || undefined,
    splitIt: split ? 'true' : undefined,
    number_of_installments: split ? INSTALMENT_COUNT : undefined,
    discount: input.discount || undefined,
  });
}

export interface CartLinkLine {
  variantId: string | number;
  quantity: number;
}

/** The marketing-site cart link: each variant id repeated once per unit of quantity. */
export function cartLink(cartUrl: string, lines: readonly CartLinkLine[]): string {
  const ids = lines.flatMap((line) =>
    Array.from({ length: Math.max(0, Math.floor(line.quantity)) }, () => String(line.variantId)),
  );
  return withQuery(cartUrl, { 'add-to-cart': ids.length > 0 ? ids.join(',') : undefined });
}

export interface OrderedProductLine {
  /** The product's variant id in the marketing site's cart; null when the site does not sell it. */
  variantId: string | null;
  quantity: number;
}

/**
 * The marketing-site cart filled with an earlier order's products and quantities (a product on several lines
 * counts once, with their quantities added); null when the site sells none of them.
 */
export function orderAgainLink(cartUrl: string, lines: readonly OrderedProductLine[]): string | null {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    if (!line.variantId || line.quantity < 1) continue;
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + Math.floor(line.quantity));
  }
  if (quantities.size === 0) return null;
  return cartLink(
    cartUrl,
    [...quantities].map(([variantId, quantity]) => ({ variantId, quantity })),
  );
}

/** A line of an order as written: a package's included units and those charged may be two lines of one product. */
export interface OrderedLine {
  product_id: string;
  quantity: number;
  extradata: string | null;
}

/**
 * The cart an order was placed from, from its lines: a product on several lines counts once (per extradata), with
 * their quantities added, in the order the lines came.
 */
export function cartOfOrderLines(lines: readonly OrderedLine[]): ExternalCheckoutItem[] {
  const items = new Map<string, ExternalCheckoutItem>();
  for (const line of lines) {
    if (line.quantity < 1) continue;
    const key = JSON.stringify([line.product_id, line.extradata]);
    const item = items.get(key);
    if (item) item.qty += Math.floor(line.quantity);
    else
      items.set(key, {
        product_id: line.product_id,
        qty: Math.floor(line.quantity),
        extradata: line.extradata,
      });
  }
  return [...items.values()];
}

/**
 * The portal's checkout with these items in its cart (read back from its `items` parameter, as the checkout reads
 * a link from the marketing site): how a customer gets back the cart of an order cancelled unpaid. Null for none.
 */
export function restoredCartLink(checkoutUrl: string, items: readonly ExternalCheckoutItem[]): string | null {
  if (items.length === 0) return null;
  return withQuery(checkoutUrl, { items: JSON.stringify(items) });
}

/** The lifestyle survey form, told whose answers these are (the client number). */
export function surveyLink(formUrl: string, targetId: string): string {
  return withQuery(formUrl, { targetID: targetId });
}
