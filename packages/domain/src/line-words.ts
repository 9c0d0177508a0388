/** What a product in the cart is, in words next to its price: what a package holds, and what a plan renews at. */
import { formatMoney } from './format';

export interface WordedProduct {
  title: string;
  name: string;
  price_cents: number;
  with_subscription: boolean;
  subscription_repeats_frequency: 'month' | 'year' | null;
  subscription_repeats_every: number;
  subscription_billing_cycles: number | null;
  products?: readonly WordedProduct[];
}

function period(product: WordedProduct): string {
  const every = product.subscription_repeats_every || 1;
  const unit = product.subscription_repeats_frequency ?? 'year';
  return every === 1 ? `a ${unit}` : `every ${every} ${unit}s`;
}

/** "Renews at $300.00 a year until you cancel": null for a product that does not renew. */
export function renewalWords(product: WordedProduct): string | null {
  if (!product.with_subscription || !product.subscription_repeats_frequency) return null;
  const until =
    product.subscription_billing_cycles === null
      ? 'until you cancel'
      : `for ${product.subscription_billing_cycles} ${product.subscription_billing_cycles === 1 ? 'period' : 'periods'}`;
  return `Renews at ${formatMoney(product.price_cents)} ${period(product)} ${until}.`;
}

const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * The sentences beside a cart line: a package names what it includes and, when one of them is a plan, what
 * the plan renews at after the first period the package pays for.
 */
export function lineWords(product: WordedProduct): string[] {
  const contents = product.products ?? [];
  if (contents.length === 0) {
    const renewal = renewalWords(product);
    return renewal ? [renewal] : [];
  }
  const plan = contents.find((inner) => renewalWords(inner) !== null);
  const words = [`Includes ${listOf(contents.map((inner) => inner.title))}.`];
  if (plan) {
    const every = plan.subscription_repeats_every || 1;
    const first =
      every === 1
        ? `The first ${plan.subscription_repeats_frequency} of storage is included`
        : `The first ${every} ${plan.subscription_repeats_frequency}s of storage are included`;
    words.push(`${first}; then it ${(renewalWords(plan) ?? '').replace(/^Renews/, 'renews')}`);
  }
  return words;
}
