import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  spokenLanguageOfAcceptLanguage,
} from '@fathom/domain/languages';

/** What a request says of its reader's language: the cookie the language switch writes, and the browser's list. */
export interface LanguageHints {
  cookies?: Readonly<Record<string, string | undefined>>;
  headers: { 'accept-language'?: string | undefined };
}

/**
 * The language a document (a PDF) is written in for the person who asks for it: their profile's, else the one the
 * pages are sent in (`requestLanguage`).
 */
export function readerLanguage(request: LanguageHints, profile: Language | null | undefined): Language {
  return profile ?? requestLanguage(request);
}

/**
 * The language a request's pages are sent in: the visitor's own choice (the cookie the switch writes, signed out or
 * in), else the first of the browser's Accept-Language the portal speaks, else English (ADR 064).
 */
export function requestLanguage(request: LanguageHints): Language {
  return expressedLanguage(request) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a request's visitor expressed: the cookie the language switch writes, else the first of the browser's
 * Accept-Language the portal speaks; null when they expressed none (what is kept for them then follows their next
 * page's language instead of settling on the default).
 */
export function expressedLanguage(request: LanguageHints): Language | null {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : spokenLanguageOfAcceptLanguage(request.headers['accept-language']);
}
