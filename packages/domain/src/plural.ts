import { decimalText } from './en-us-numbers';
import type { Language } from './languages';

/** A count with its noun in the right number, in en-US: countOf(1, 'vial') is "1 vial", countOf(2, 'vial') "2 vials". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${decimalText(count)} ${count === 1 ? singular : plural}`;
}

/** The noun alone in the right number for a count: nounFor(1, 'vial') is "vial". */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** The word for "and" before the last of a list: Spanish writes "e" before a word that sounds /i/ ("hijo e hija"). */
const AND: Readonly<Record<Language, (next: string) => string>> = {
  en: () => 'and',
  es: (next) => (/^h?i(?![aeiouáéíóú])/i.test(next) ? 'e' : 'y'),
};

/** A list in words: "a, b and c" in English, "a, b y c" in Spanish (no comma before the last in either). */
export function listInWords(parts: readonly string[], language: Language): string {
  if (parts.length <= 1) return parts.join('');
  const last = parts.at(-1) ?? '';
  return `${parts.slice(0, -1).join(', ')} ${AND[language](last)} ${last}`;
}

/**
 * A whole number's plural category in the portal's languages: English and Spanish both have two, one and other. A
 * message selects on it instead of Lingui's `plural`, which wakes Intl while a page loads (ADR 038, ADR 064); a
 * language with more forms adds its categories here.
 */
export type CountCategory = 'one' | 'other';

export function countCategory(count: number): CountCategory {
  return count === 1 ? 'one' : 'other';
}
