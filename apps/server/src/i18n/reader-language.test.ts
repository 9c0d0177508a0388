import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language';

describe("a document's reader's language", () => {
  const request = (cookie: string | undefined, acceptLanguage: string | undefined) => ({
    cookies: cookie === undefined ? {} : { 'fathom-language': cookie },
    headers: { 'accept-language': acceptLanguage },
  });

  it("is their profile's, whatever the browser says", () => {
    expect(readerLanguage(request('en', 'en-US'), 'es')).toBe('es');
    expect(readerLanguage(request('es', 'es-MX'), 'en')).toBe('en');
  });

  it("is else the browser's choice (the switch's cookie), else its languages, else English", () => {
    expect(readerLanguage(request('es', 'en-US'), null)).toBe('es');
    expect(readerLanguage(request('en', 'es-MX,es;q=0.9'), null)).toBe('en');
    expect(readerLanguage(request('fr', 'es-MX,es;q=0.9'), null)).toBe('es');
    expect(readerLanguage(request(undefined, 'fr-FR, es;q=0.5'), undefined)).toBe('es');
    expect(readerLanguage(request(undefined, 'fr-FR'), null)).toBe('en');
    expect(readerLanguage(request(undefined, undefined), null)).toBe('en');
  });
});
