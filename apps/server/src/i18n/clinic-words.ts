import type { Language } from '@fathom/domain/languages';

/** A title and body the clinic wrote (an announcement, a recommendation): English, and its other languages. */
export interface ClinicWords {
  title: string;
  body: string;
  /** `{ es: { title, body } }` as kept in the row's `translations` (migration 0134): each language's words. */
  translations: unknown;
}

/**
 * The clinic's title and body in the reader's language: each in that language where the clinic wrote it, else the
 * English the clinic wrote first (ADR 067).
 */
export function clinicWordsIn(words: ClinicWords, language: Language): { title: string; body: string } {
  const written =
    language !== 'en' && typeof words.translations === 'object' && words.translations
      ? (words.translations as Record<string, unknown>)[language]
      : undefined;
  const field = (name: 'title' | 'body') => {
    const value =
      typeof written === 'object' && written ? (written as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value : words[name];
  };
  return { title: field('title'), body: field('body') };
}
