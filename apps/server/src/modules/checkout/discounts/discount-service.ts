import type { Catalogue } from '@fathom/contract/catalogue';
import type { DiscountCalculation, DiscountCalculationRequest } from '@fathom/contract/discounts';
import { calculatePromo, type PricedLine, promoRefusal, refusalHint } from '@fathom/domain/discounts';
import { includedQuantities } from '@fathom/domain/pricing';
import { skipsPayment } from '@fathom/domain/promo-codes';
import { msg } from '@lingui/core/macro';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { findPromoCode, type StoredPromoCode } from './promo-code-repository';

const dollars = (cents: number) => cents / 100;

/**
 * Prices the cart from the catalogue: the browser's prices are never used. A DNA fragmentation analysis that a
 * Tomorrow or Platinum package of the cart includes is free.
 */
export async function priceLines(
  catalogue: Catalogue,
  items: DiscountCalculationRequest['items'],
): Promise<PricedLine[]> {
  const products = await catalogue.products();
  const lines = items.map((item, index): PricedLine => {
    const product = products.find((candidate) => candidate.uuid === item.product_uuid);
    if (!product) {
      throw new DomainError('invalid', msg`This product is not on sale.`, {
        [`items.${index}.product_uuid`]: [msg`This product is not on sale.`],
      });
    }
    return {
      productUuid: product.uuid,
      key: product.key,
      unitPriceCents: product.price_cents,
      quantity: item.quantity,
      isShipping: product.product_type === 'shipping',
    };
  });
  const included = includedQuantities(lines);
  return lines.map((line, index) => ({ ...line, includedQuantity: included[index] ?? 0 }));
}

/**
 * The code as stored, as the checkout may use it. In production a code that skips payment is no code at all,
 * even one written into the database by hand after the start-up check refused none (ADR 043).
 */
export async function findUsablePromoCode(
  db: Queryable,
  code: string,
  customerEmail: string | null | undefined,
  production: boolean,
): Promise<StoredPromoCode | null> {
  const rule = await findPromoCode(db, code, customerEmail);
  return rule && production && skipsPayment(rule) ? null : rule;
}

/**
 * What a promo code would take off a cart, for the customer to see: the code is read through the read cache
 * (`reads`), since nothing is written here; placing the order decides again from the database itself.
 */
export function createDiscountService(deps: {
  reads: Queryable;
  catalogue: Catalogue;
  clock: () => Date;
  production: boolean;
}) {
  return {
    async calculate(request: DiscountCalculationRequest): Promise<DiscountCalculation> {
      const lines = await priceLines(deps.catalogue, request.items);
      const rule = await findUsablePromoCode(deps.reads, request.code, request.email, deps.production);
      const refused = (hint: string | null): DiscountCalculation => ({
        success: false,
        code: request.code,
        uuid: null,
        discounts: [],
        targets: [],
        subtotal: null,
        subtotal_cents: null,
        total: null,
        total_cents: null,
        alwaysSkipPaymentInfo: false,
        testable: false,
        hint,
      });
      if (!rule) return refused(null);
      const refusal = promoRefusal(rule, lines, deps.clock());
      // The calculation is asked for signed out as well: its hint is in English (the web words the known ones).
      if (refusal) return refused(refusalHint(rule, refusal, 'en'));
      const result = calculatePromo(rule, lines);
      return {
        success: true,
        code: rule.code,
        uuid: rule.id,
        discounts: result.discounts.map((discount) => ({
          product_uuid: discount.productUuid,
          amount: dollars(discount.amountCents),
          amount_cents: discount.amountCents,
        })),
        targets: result.targets,
        subtotal: dollars(result.subtotalCents),
        subtotal_cents: result.subtotalCents,
        total: dollars(result.totalCents),
        total_cents: result.totalCents,
        alwaysSkipPaymentInfo: rule.alwaysSkipPayment,
        testable: rule.testable,
        hint: null,
      };
    },
  };
}
export type DiscountService = ReturnType<typeof createDiscountService>;
