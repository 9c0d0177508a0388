import type { Cart } from '@fathom/domain/cart';
import { productById } from '@fathom/domain/products';
import type { CheckoutProduct, CheckoutPromo } from './api/checkout-types';

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

const toCents = (cents: number | null | undefined, dollars: number | null | undefined, fallback: number) =>
  typeof cents === 'number' ? cents : typeof dollars === 'number' ? Math.round(dollars * 100) : fallback;

export function lineCents(products: readonly CheckoutProduct[], id: string, count: number): number {
  const product = productById(products, id) as CheckoutProduct | undefined;
  return (product?.price_cents ?? 0) * count;
}

/**
 * What the summary shows: catalogue prices, or the promo result's subtotal and total when a code
 * applies (the server's numbers, never recomputed here). Insurance coverage makes the total $0.00.
 */
export function cartTotals(
  cart: Cart,
  products: readonly CheckoutProduct[],
  promo: CheckoutPromo | null,
  insuranceCovered: boolean,
): CartTotals {
  const listed = cart.reduce((sum, item) => sum + lineCents(products, item.id, item.count), 0);
  const subtotalCents = promo?.success ? toCents(promo.subtotal_cents, promo.subtotal, listed) : listed;
  const promoTotal = promo?.success ? toCents(promo.total_cents, promo.total, subtotalCents) : subtotalCents;
  const totalCents = insuranceCovered ? 0 : promoTotal;
  return { subtotalCents, discountCents: Math.max(0, subtotalCents - promoTotal), totalCents };
}
