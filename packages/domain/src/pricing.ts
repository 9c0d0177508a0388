/**
 * What each line of a cart costs when packages in the same cart already pay for some of it: the Tomorrow
 * and Platinum packages each include one DNA fragmentation analysis (specification section 4 adds it to
 * their carts), so that many DNA units are free and only the ones beyond are charged. Prices in cents.
 */
import type { Language } from './languages';
import { DNA_FRAGMENTATION_TRIGGER_KEYS } from './products';

export interface QuantityLine {
  key?: string | null;
  quantity: number;
}

const includesDna = (key: string | null | undefined) =>
  (DNA_FRAGMENTATION_TRIGGER_KEYS as readonly (string | null | undefined)[]).includes(key);

/** How many units of each line (in order) a package of the same cart already includes. */
export function includedQuantities(lines: readonly QuantityLine[]): number[] {
  let left = lines.reduce((sum, line) => sum + (includesDna(line.key) ? line.quantity : 0), 0);
  return lines.map((line) => {
    if (line.key !== 'dna_fragmentation') return 0;
    const included = Math.min(left, line.quantity);
    left -= included;
    return included;
  });
}

export interface PricedQuantityLine extends QuantityLine {
  unitPriceCents: number;
}

/** Each line's total: its unit price for every unit that no package includes. */
export function lineTotalsCents(lines: readonly PricedQuantityLine[]): number[] {
  const included = includedQuantities(lines);
  return lines.map((line, index) => line.unitPriceCents * (line.quantity - (included[index] ?? 0)));
}

export function cartSubtotalCents(lines: readonly PricedQuantityLine[]): number {
  return lineTotalsCents(lines).reduce((sum, total) => sum + total, 0);
}

export interface LinePart {
  quantity: number;
  unitPriceCents: number;
  /** Paid for by a package of the same order. */
  included: boolean;
}

/** A line as an order records it: the units a package includes at $0.00, apart from the units charged. */
export function lineParts(line: PricedQuantityLine & { includedQuantity?: number }): LinePart[] {
  const included = Math.min(line.includedQuantity ?? 0, line.quantity);
  return [
    { quantity: included, unitPriceCents: 0, included: true },
    { quantity: line.quantity - included, unitPriceCents: line.unitPriceCents, included: false },
  ].filter((part) => part.quantity > 0);
}

/** How the order and the cart name a DNA analysis that a package includes. */
export const INCLUDED_IN_PACKAGE_NOTE: Readonly<Record<Language, string>> = {
  en: 'Included in your package',
  es: 'Incluido en su paquete',
};
