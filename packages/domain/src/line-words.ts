/** What a product in the cart is, in words next to its price: what a package holds, and what a plan renews at. */
import { formatMoney } from './format';
import type { Language } from './languages';
import { listInWords } from './plural';
import { productTitle } from './product-words';

export interface WordedProduct {
  /** The catalogue's key: the product's title is worded by it in the language, `title` when it is unknown. */
  key?: string | null;
  title: string;
  name: string;
  price_cents: number;
  with_subscription: boolean;
  subscription_repeats_frequency: 'month' | 'year' | null;
  subscription_repeats_every: number;
  subscription_billing_cycles: number | null;
  products?: readonly WordedProduct[];
}

type Unit = 'month' | 'year';

interface RenewalWords {
  /** "a year", "every 6 months". */
  period: (unit: Unit, every: number) => string;
  /** "until you cancel", "for 3 periods". */
  until: (cycles: number | null) => string;
  renews: (price: string, period: string, until: string) => string;
  includes: (titles: readonly string[]) => string;
  /** The first period of storage a package pays for, then what the plan renews at. */
  firstIncluded: (
    unit: Unit,
    every: number,
    renewal: { price: string; period: string; until: string },
  ) => string;
}

const RENEWAL_WORDS: Readonly<Record<Language, RenewalWords>> = {
  en: {
    period: (unit, every) => (every === 1 ? `a ${unit}` : `every ${every} ${unit}s`),
    until: (cycles) =>
      cycles === null ? 'until you cancel' : `for ${cycles} ${cycles === 1 ? 'period' : 'periods'}`,
    renews: (price, period, until) => `Renews at ${price} ${period} ${until}.`,
    includes: (titles) => `Includes ${listInWords(titles, 'en')}.`,
    firstIncluded: (unit, every, renewal) =>
      `${every === 1 ? `The first ${unit} of storage is included` : `The first ${every} ${unit}s of storage are included`}; then it renews at ${renewal.price} ${renewal.period} ${renewal.until}.`,
  },
  es: {
    period: (unit, every) => {
      const units = { month: ['mes', 'meses'], year: ['año', 'años'] }[unit];
      return every === 1 ? `al ${units[0]}` : `cada ${every} ${units[1]}`;
    },
    until: (cycles) =>
      cycles === null ? 'hasta que lo cancele' : `durante ${cycles} ${cycles === 1 ? 'período' : 'períodos'}`,
    renews: (price, period, until) => `Se renueva por ${price} ${period} ${until}.`,
    includes: (titles) => `Incluye ${listInWords(titles, 'es')}.`,
    firstIncluded: (unit, every, renewal) => {
      const included =
        every === 1
          ? `El primer ${unit === 'month' ? 'mes' : 'año'} de almacenamiento está incluido`
          : `Los primeros ${every} ${unit === 'month' ? 'meses' : 'años'} de almacenamiento están incluidos`;
      return `${included}; después se renueva por ${renewal.price} ${renewal.period} ${renewal.until}.`;
    },
  },
};

/** The renewal of a product that renews, in its parts; null for a product that does not renew. */
function renewalOf(product: WordedProduct, language: Language) {
  if (!product.with_subscription || !product.subscription_repeats_frequency) return null;
  const words = RENEWAL_WORDS[language];
  return {
    price: formatMoney(product.price_cents),
    period: words.period(product.subscription_repeats_frequency, product.subscription_repeats_every || 1),
    until: words.until(product.subscription_billing_cycles),
  };
}

/** "Renews at $300.00 a year until you cancel": null for a product that does not renew. */
export function renewalWords(product: WordedProduct, language: Language): string | null {
  const renewal = renewalOf(product, language);
  return renewal ? RENEWAL_WORDS[language].renews(renewal.price, renewal.period, renewal.until) : null;
}

/**
 * The sentences beside a cart line: a package names what it includes and, when one of them is a plan, what
 * the plan renews at after the first period the package pays for.
 */
export function lineWords(product: WordedProduct, language: Language): string[] {
  const words = RENEWAL_WORDS[language];
  const contents = product.products ?? [];
  if (contents.length === 0) {
    const renewal = renewalWords(product, language);
    return renewal ? [renewal] : [];
  }
  const lines = [words.includes(contents.map((inner) => productTitle(inner.key, language, inner.title)))];
  for (const plan of contents) {
    const renewal = renewalOf(plan, language);
    if (!renewal || !plan.subscription_repeats_frequency) continue;
    lines.push(
      words.firstIncluded(plan.subscription_repeats_frequency, plan.subscription_repeats_every || 1, renewal),
    );
    break;
  }
  return lines;
}
