import { DEFAULT_LANGUAGE, type Language, languageOfTag } from '@fathom/domain/languages';
import { useLingui } from '@lingui/react';

/**
 * The language the page is drawn in, from Lingui's context: what a component passes to the domain's sentences
 * (@fathom/domain words a fact per language). The tree is drawn again when the language changes, so these follow.
 */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return languageOfTag(i18n.locale) ?? DEFAULT_LANGUAGE;
}
