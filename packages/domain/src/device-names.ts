/** How a signed-in session's browser is named to its owner: "Chrome on macOS", "Chrome en macOS". */
import type { Language } from './languages';

interface DeviceWords {
  on: (browser: string, system: string) => string;
  unknownBrowser: string;
}

const DEVICE_WORDS: Readonly<Record<Language, DeviceWords>> = {
  en: { on: (browser, system) => `${browser} on ${system}`, unknownBrowser: 'Unknown browser' },
  es: { on: (browser, system) => `${browser} en ${system}`, unknownBrowser: 'Navegador desconocido' },
};

/**
 * A browser and the system it runs on, as a user agent names them (the names are brands, the same in every
 * language); a browser that cannot be named is "Unknown browser", a system that cannot is left out.
 */
export function deviceName(
  browser: string | undefined,
  system: string | undefined,
  language: Language,
): string {
  const words = DEVICE_WORDS[language];
  if (!browser) return words.unknownBrowser;
  return system ? words.on(browser, system) : browser;
}
