import type { Language } from './languages';

/**
 * What a promo code takes off a cart, in cents. The server decides it; the browser only shows it.
 * A code applies only to the products it targets (every product when it names none), never to shipping.
 */

export interface PromoRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (0 to 100) or cents. */
  value: number;
  /** Product keys the code is for; empty means every product except shipping. */
  targetKeys: readonly string[];
  minSubtotalCents: number;
  maxUses: number | null;
  uses: number;
  /** How many orders one customer (by email) may use it on; null when not limited. */
  maxUsesPerCustomer: number | null;
  /** How many orders this customer has used it on already (0 when the customer is not known yet). */
  customerUses: number;
  expiresAt: Date | null;
  hint: string | null;
}

export interface PricedLine {
  productUuid: string;
  key: string;
  unitPriceCents: number;
  quantity: number;
  /** Units that a package of the same cart already pays for (pricing.ts): they cost nothing. */
  includedQuantity?: number;
  isShipping: boolean;
}

export type PromoRefusal =
  | 'expired'
  | 'used_up'
  | 'used_by_customer'
  | 'minimum_not_met'
  | 'no_target_in_cart';

export interface PromoCalculation {
  subtotalCents: number;
  totalCents: number;
  targets: string[];
  discounts: { productUuid: string; amountCents: number }[];
}

export const EXPIRED_PROMO_HINT: Readonly<Record<Language, string>> = {
  en: 'This code has expired',
  es: 'Este código ya venció',
};
export const USED_BY_CUSTOMER_HINT: Readonly<Record<Language, string>> = {
  en: 'You have already used this code.',
  es: 'Ya usó este código.',
};

/** What a line costs before any code: its unit price for every unit that no package includes. */
export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * (line.quantity - (line.includedQuantity ?? 0));
}
const lineTotal = lineTotalCents;

export function isTargeted(rule: Pick<PromoRule, 'targetKeys'>, line: PricedLine): boolean {
  if (line.isShipping) return false;
  return rule.targetKeys.length === 0 || rule.targetKeys.includes(line.key);
}

/** Why a code cannot be used on this cart now, or null when it can. */
export function promoRefusal(rule: PromoRule, lines: readonly PricedLine[], now: Date): PromoRefusal | null {
  if (rule.expiresAt !== null && rule.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return 'used_up';
  if (rule.maxUsesPerCustomer !== null && rule.customerUses >= rule.maxUsesPerCustomer)
    return 'used_by_customer';
  const targeted = lines.filter((line) => isTargeted(rule, line));
  if (targeted.length === 0) return 'no_target_in_cart';
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (subtotal < rule.minSubtotalCents) return 'minimum_not_met';
  return null;
}

/**
 * The hint shown for a refusal: the code's own hint (as the clinic wrote it), and for an expired code the spec's
 * sentence.
 */
export function refusalHint(
  rule: Pick<PromoRule, 'hint'>,
  refusal: PromoRefusal,
  language: Language,
): string | null {
  if (refusal === 'used_by_customer') return USED_BY_CUSTOMER_HINT[language];
  if (rule.hint) return rule.hint;
  return refusal === 'expired' ? EXPIRED_PROMO_HINT[language] : null;
}

/** Splits a fixed amount over lines in proportion to their totals; the rounding remainder goes to the largest. */
function spreadFixed(amountCents: number, lines: readonly PricedLine[]): number[] {
  const totals = lines.map(lineTotal);
  const base = totals.reduce((sum, total) => sum + total, 0);
  const capped = Math.min(amountCents, base);
  if (base === 0) return totals.map(() => 0);
  const shares = totals.map((total) => Math.floor((capped * total) / base));
  const remainder = capped - shares.reduce((sum, share) => sum + share, 0);
  const largest = totals.indexOf(Math.max(...totals));
  shares[largest] = (shares[largest] ?? 0) + remainder;
  return shares;
}

export function calculatePromo(rule: PromoRule, lines: readonly PricedLine[]): PromoCalculation {
  const targeted = lines.filter((line) => isTargeted(rule, line));
  const amounts =
    rule.kind === 'percent'
      ? targeted.map((line) => Math.round((lineTotal(line) * Math.min(Math.max(rule.value, 0), 100)) / 100))
      : spreadFixed(Math.max(rule.value, 0), targeted);
  const discounts = targeted.map((line, index) => ({
    productUuid: line.productUuid,
    amountCents: amounts[index] ?? 0,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const discountCents = discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
  return {
    subtotalCents,
    totalCents: subtotalCents - discountCents,
    targets: [...new Set(targeted.map((line) => line.productUuid))],
    discounts,
  };
}
