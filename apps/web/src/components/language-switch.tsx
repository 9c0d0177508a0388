import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@fathom/domain/languages';
import { useLingui } from '@lingui/react/macro';
import { chooseLanguage } from '../lib/i18n/language-choice';
import { useHydrated } from '../lib/use-hydrated';

/**
 * "English" / "Español": each language named in itself (and marked as written in it), the one the pages are in
 * pressed. Choosing another redraws the page in it at once, at the same address (ADR 064).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const current = i18n.locale;
  // Before the app has taken a prerendered page over, a press would do nothing: the buttons wait for it.
  const hydrated = useHydrated();
  const choose = (language: Language) => {
    if (hydrated && language !== current) chooseLanguage(language).catch(() => undefined);
  };
  return (
    <fieldset className={`language-switch ${className}`}>
      <legend className="sr-only">{t`Language`}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          aria-disabled={!hydrated || undefined}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
