/** Promo codes in the checkout (specification sections 3, 4 and 5). */
import { EXPIRED_PROMO_HINT, USED_BY_CUSTOMER_HINT } from './discounts';
import type { Language } from './languages';

export interface PromoResult<Discounts = unknown> {
  success: boolean;
  code: string;
  uuid?: string | null;
  discounts?: Discounts;
  /** Product uuids the promo applies to. */
  targets?: readonly string[] | null;
  /** Dollars, as the discount calculation answers them. */
  subtotal?: number | null;
  total?: number | null;
  alwaysSkipPaymentInfo?: boolean | null;
  testable?: boolean | null;
  hint?: string | null;
}

export const INVALID_PROMO_CODE_MESSAGE: Readonly<Record<Language, string>> = {
  en: 'Invalid promo code',
  es: 'Código promocional no válido',
};

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Records a calculation result: a success is added, or replaces the entry with the same code (and
 * becomes the last); a failure removes that code. Codes compare without regard to case.
 */
export function applyPromoResult<T extends PromoResult>(list: readonly T[], result: T): T[] {
  const others = list.filter((entry) => !sameCode(entry.code, result.code));
  return result.success ? [...others, result] : others;
}

export function removePromo<T extends PromoResult>(list: readonly T[], code: string): T[] {
  return list.filter((entry) => !sameCode(entry.code, code));
}

/** The promo that applies: the last successful one. */
export function appliedPromo<T extends PromoResult>(list: readonly T[]): T | null {
  return list.findLast((entry) => entry.success) ?? null;
}

/** The hints of the refusals the server words itself: it answers them in English (a checkout may be signed out). */
const REFUSAL_HINTS = [EXPIRED_PROMO_HINT, USED_BY_CUSTOMER_HINT];

/**
 * What the customer reads when a code fails: its hint, else "Invalid promo code". A hint the server words itself
 * is said in the page's language; a code's own hint is shown as the clinic wrote it.
 */
export function promoFailureMessage(
  result: Pick<PromoResult, 'hint'> | null | undefined,
  language: Language,
): string {
  const hint = result?.hint?.trim();
  if (!hint) return INVALID_PROMO_CODE_MESSAGE[language];
  return REFUSAL_HINTS.find((words) => words.en === hint)?.[language] ?? hint;
}

/** A successful promo whose total is zero pays for the whole order. */
export function isFullDiscount(promo: PromoResult | null | undefined): boolean {
  return promo?.success === true && promo.total === 0;
}

/**
 * The customer a per-customer promo code counts uses for: the email without case and without a +tag, so
 * Sam+x@Example.com is sam@example.com. The server's SQL applies the same rule to uses stored before it.
 */
export function promoCustomerEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

/** What makes a promo code let an order through with no payment: a test code, or one that always skips it. */
export interface PaymentSkippingFlags {
  alwaysSkipPayment: boolean;
  testable: boolean;
}

/**
 * Whether a code places orders paid with no payment at all (the demo's TESTORDER and SKIPPAY). Such codes are for
 * demos and tests: production refuses to create one, to start on a database that holds one, and to honour one.
 */
export function skipsPayment(code: PaymentSkippingFlags): boolean {
  return code.alwaysSkipPayment || code.testable;
}
