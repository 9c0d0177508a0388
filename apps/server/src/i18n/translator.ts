import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@fathom/domain/languages';
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { messages as english } from '../locales/en/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { escapeHtml } from '../markup/escape-html';

/** Each language's compiled catalogue (src/locales/<language>/messages.po), English included (ADR 066). */
const CATALOGUES: Readonly<Record<Language, Messages>> = { en: english, es: spanish };

/**
 * The server's words in one language: its e-mails and PDFs write every sentence a person reads through one, made
 * with `msg` (Lingui's macro) where the sentence is written, in English, with its values as placeholders.
 */
export interface Translator {
  readonly language: Language;
  /** The message in this language, its values in place. */
  text(message: MessageDescriptor): string;
  /**
   * The message as the text of an HTML element: its values escaped (the words are the catalogue's), its line
   * breaks (where a plain-text e-mail wraps a long sentence) as spaces. `markup` holds values that are HTML
   * already (a link), put in as they are.
   */
  html(message: MessageDescriptor, markup?: Readonly<Record<string, string>>): string;
}

function translatorOf(language: Language): Translator {
  // One Lingui instance per language, never activated again: concurrent requests and jobs each name theirs.
  const i18n: I18n = setupI18n({
    locale: language,
    locales: [LANGUAGE_LOCALES[language]],
    messages: { [language]: CATALOGUES[language] },
  });
  return {
    language,
    text: (message) => i18n._(message),
    html(message, markup = {}) {
      const values = Object.fromEntries(
        Object.entries(message.values ?? {}).map(([name, value]) => [
          name,
          typeof value === 'string' ? escapeHtml(value) : value,
        ]),
      );
      return i18n._({ ...message, values: { ...values, ...markup } }).replaceAll('\n', ' ');
    },
  };
}

const translators = new Map<Language, Translator>();

/** The server's words in the language: a person's (their profile's), or English when they have none. */
export function translatorFor(language: Language | null | undefined): Translator {
  const chosen = language ?? DEFAULT_LANGUAGE;
  let translator = translators.get(chosen);
  if (!translator) {
    translator = translatorOf(chosen);
    translators.set(chosen, translator);
  }
  return translator;
}
