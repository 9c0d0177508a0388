import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { DiscountCalculation } from '@fathom/contract/discounts';
import type { Cart } from '@fathom/domain/cart';
import { includedQuantities, lineTotalsCents } from '@fathom/domain/pricing';
import { productById } from '@fathom/domain/products';
import { salesTaxCents, type TaxAddress } from '@fathom/domain/sales-tax';

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  /** Sales tax on supplements, by the shipping state (0 until the state is known). */
  taxCents: number;
  totalCents: number;
}

const toCents = (cents: number | null | undefined, dollars: number | null | undefined, fallback: number) =>
  typeof cents === 'number' ? cents : typeof dollars === 'number' ? Math.round(dollars * 100) : fallback;

const pricedLines = (cart: Cart, products: readonly CatalogueProductResource[]) =>
  cart.map((item) => {
    const product = productById(products, item.id) as CatalogueProductResource | undefined;
    return { key: product?.key, quantity: item.count, unitPriceCents: product?.price_cents ?? 0 };
  });

/**
 * What each line of the cart costs, by the catalogue's prices and the server's rule (pricing.ts): the DNA
 * analysis that a Tomorrow or Platinum package includes costs nothing.
 */
export function cartLineCents(cart: Cart, products: readonly CatalogueProductResource[]): number[] {
  return lineTotalsCents(pricedLines(cart, products));
}

/** How many units of each line a package of the cart includes. */
export function cartIncludedQuantities(cart: Cart, products: readonly CatalogueProductResource[]): number[] {
  return includedQuantities(pricedLines(cart, products));
}

/**
 * What the summary shows: catalogue prices, or the promo result's subtotal and total when a code
 * applies (the server's numbers, never recomputed here). Insurance coverage makes the total $0.00.
 */
export function cartTotals(
  cart: Cart,
  products: readonly CatalogueProductResource[],
  promo: DiscountCalculation | null,
  insuranceCovered: boolean,
  taxAddress: TaxAddress | null = null,
): CartTotals {
  const lineTotals = cartLineCents(cart, products);
  const listed = lineTotals.reduce((sum, total) => sum + total, 0);
  const subtotalCents = promo?.success ? toCents(promo.subtotal_cents, promo.subtotal, listed) : listed;
  const promoTotal = promo?.success ? toCents(promo.total_cents, promo.total, subtotalCents) : subtotalCents;
  const discountOf = (id: string) => {
    const discount = promo?.success ? promo.discounts?.find((entry) => entry.product_uuid === id) : undefined;
    return discount ? toCents(discount.amount_cents, discount.amount, 0) : 0;
  };
  const taxCents = insuranceCovered
    ? 0
    : salesTaxCents(
        cart.map((item, index) => ({
          productType: productById(products, item.id)?.product_type,
          netCents: (lineTotals[index] ?? 0) - discountOf(item.id),
        })),
        taxAddress,
      );
  const totalCents = insuranceCovered ? 0 : promoTotal + taxCents;
  return { subtotalCents, discountCents: Math.max(0, subtotalCents - promoTotal), taxCents, totalCents };
}
