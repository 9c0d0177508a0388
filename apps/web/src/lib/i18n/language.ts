import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language, languageOfTag } from '@fathom/domain/languages';
import { i18n, type Messages } from '@lingui/core';

/**
 * The language the pages are drawn in (Lingui's active one), for what reads it outside React's tree. A component
 * reads it from Lingui's context (`useLingui().i18n.locale`), which is the same while a prerendered page is taken
 * over as when it was prerendered.
 */
export function currentLanguage(): Language {
  return languageOfTag(i18n.locale) ?? DEFAULT_LANGUAGE;
}

/**
 * The language the page was sent in: the server chose it (the visitor's cookie, else the browser's Accept-Language)
 * and wrote it as the document's `lang`, in which the prerendered first screen is drawn (ADR 064).
 */
export function languageOfPage(): Language {
  return (
    (typeof document !== 'undefined' && languageOfTag(document.documentElement.lang)) || DEFAULT_LANGUAGE
  );
}

/** Each language's catalogue, by its file: a chunk of its own, imported the first time the language is used. */
const catalogues = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

const loaded = new Set<Language>();
/** The language last asked for: a catalogue that arrives after a later choice's does not take the page back. */
let requested: Language | null = null;

/**
 * Draws every message in the language from now on, once its catalogue is in. Each language's catalogue is a chunk
 * of its own (src/locales/<language>/messages.po, compiled by the build), asked for the first time the language
 * is used: the code itself carries message ids only, English included (ADR 064).
 */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (!loaded.has(language)) {
    const load = catalogues[`../../locales/${language}/messages.po`];
    if (!load) throw new Error(`No catalogue for the language ${language}`);
    const { messages } = await load();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (requested !== language) return;
  i18n.activate(language, [LANGUAGE_LOCALES[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
