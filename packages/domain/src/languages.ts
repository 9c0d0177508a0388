/**
 * The languages the portal speaks (issue 51, ADR 064): which exist, how each is named in itself, the locale its
 * dates, money and numbers are written in, and which one a visitor gets when they have not chosen.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The name of each language as its own speakers write it: the switch offers each in itself. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The locale each language formats dates, money, numbers and units in: both for customers in the United States. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/**
 * The cookie that remembers a visitor's choice of language (signed out or in): the server reads it to send the page
 * in that language, the browser to start in it. Not HttpOnly: the browser writes it when the visitor chooses.
 */
export const LANGUAGE_COOKIE = 'fathom-language';
/** A year: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The portal's language for a language tag (`es-MX` is es), or null when it speaks none of it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to answer an Accept-Language header in: the portal's language of the highest-weighted tag it speaks
 * (the first of equal weights), or the default. `*` and tags it does not speak are passed over.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  return spokenLanguageOfAcceptLanguage(header) ?? DEFAULT_LANGUAGE;
}

/**
 * The portal's language of an Accept-Language header's highest-weighted tag it speaks (the first of equal weights),
 * or null when the header names none of them: the browser expressed no language the portal speaks.
 */
export function spokenLanguageOfAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; weight: number } | null = null;
  for (const entry of header.split(',')) {
    const [tag = '', ...parameters] = entry.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? null;
}
