import { decimalText } from '@fathom/domain/en-us-numbers';
import { select } from '@lingui/core/macro';

/**
 * A count in a message, without Intl: Lingui's `plural` makes Intl's plural rules and number format, which cost the
 * page's main thread while it loads (ADR 038). A message says a count with `select` on its category instead, and the
 * count as the pages write numbers: `select(countCategory(n), { one: `${countText(n)} vial`, other: … })`. The
 * portal's languages, English and Spanish, have two forms for a whole number: one, and other. A language with more
 * forms adds them here.
 */
export type CountCategory = 'one' | 'other';

export function countCategory(count: number): CountCategory {
  return count === 1 ? 'one' : 'other';
}

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
