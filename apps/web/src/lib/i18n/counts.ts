import { decimalText } from '@fathom/domain/en-us-numbers';
import { countCategory } from '@fathom/domain/plural';
import { select } from '@lingui/core/macro';

/**
 * A count in a message, without Intl: a message selects on the count's category (`countCategory`, the domain's) and
 * writes the count as the pages write numbers, `select(countCategory(n), { one: `${countText(n)} vial`, … })`,
 * because Lingui's `plural` makes Intl's plural rules and number format while a page loads (ADR 038, ADR 064).
 */
export { countCategory };

/** A count as the pages write numbers in both languages ("1,250"). */
export function countText(count: number): string {
  return decimalText(count);
}

/** "1 vial", "4 vials", in the page's language. */
export function vialCount(count: number): string {
  const quantity = countCategory(count);
  const shown = countText(count);
  return select(quantity, { one: `${shown} vial`, other: `${shown} vials` });
}
