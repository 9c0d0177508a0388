import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfTag, spokenLanguageOfAcceptLanguage } from './languages';

describe('the language of a language tag', () => {
  it('is the portal language of its primary subtag, whatever the region or case', () => {
    expect(languageOfTag('es-US')).toBe('es');
    expect(languageOfTag('ES_mx')).toBe('es');
    expect(languageOfTag('en')).toBe('en');
    expect(languageOfTag(' en-GB ')).toBe('en');
  });

  it('is none for a language the portal does not speak', () => {
    expect(languageOfTag('fr-FR')).toBeNull();
    expect(languageOfTag('*')).toBeNull();
    expect(languageOfTag('')).toBeNull();
  });
});

describe('the language an Accept-Language header asks for', () => {
  it('is the highest-weighted language the portal speaks', () => {
    expect(languageOfAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.4, es;q=0.7')).toBe('es');
    expect(languageOfAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.5')).toBe('es');
  });

  it('takes the first of equal weights', () => {
    expect(languageOfAcceptLanguage('es, en')).toBe('es');
    expect(languageOfAcceptLanguage('en;q=0.5, es;q=0.5')).toBe('en');
  });

  it('passes over refused, malformed and wildcard entries, and is English for none at all', () => {
    expect(languageOfAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(languageOfAcceptLanguage('es;q=abc')).toBe('en');
    expect(languageOfAcceptLanguage('*, fr')).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('is none at all when the header names no language the portal speaks', () => {
    expect(spokenLanguageOfAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.5')).toBe('es');
    expect(spokenLanguageOfAcceptLanguage('en-GB')).toBe('en');
    expect(spokenLanguageOfAcceptLanguage('*, fr')).toBeNull();
    expect(spokenLanguageOfAcceptLanguage('es;q=0')).toBeNull();
    expect(spokenLanguageOfAcceptLanguage(undefined)).toBeNull();
  });
});
