import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  kitName,
  PRODUCT_WORDS,
  productDescription,
  productDescriptionOf,
  productTitle,
  productTitleOf,
} from './product-words';
import { PRODUCT_KEYS } from './products';

describe('product words', () => {
  it('words every product of the catalogue in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(PRODUCT_WORDS[language]).sort()).toEqual([...PRODUCT_KEYS].sort());
      for (const key of PRODUCT_KEYS) {
        expect(PRODUCT_WORDS[language][key].title.trim()).not.toBe('');
        expect(PRODUCT_WORDS[language][key].description.trim()).not.toBe('');
      }
    }
  });

  it('keeps the English the catalogue was sold with', () => {
    expect(productTitle('cryo_yearly', 'en', '')).toBe('Cryogenic Storage, yearly plan');
    expect(productTitle('today', 'en', '')).toBe('Today + 12 Months Storage');
    expect(productDescription('coq10', 'en', '')).toBe('Coenzyme Q10, a month’s supply.');
    expect(productDescription('analysis', 'en', '')).toBe(
      'An at-home collection kit and a full lab analysis of count, motility, volume and morphology.',
    );
  });

  it('keeps the English title a line was sold under, and words it in Spanish by its key', () => {
    expect(productTitle('analysis', 'en', 'Semen Analysis (2025 edition)')).toBe(
      'Semen Analysis (2025 edition)',
    );
    expect(productDescription('coq10', 'en', 'CoQ10, as sold')).toBe('CoQ10, as sold');
    expect(productTitle('analysis', 'es', 'Semen Analysis (2025 edition)')).toBe('Análisis de semen');
  });

  it('words a product in Spanish by its key', () => {
    expect(productTitle('cryo_yearly', 'es', 'Cryogenic Storage, yearly plan')).toBe(
      'Almacenamiento criogénico, plan anual',
    );
    expect(productTitle('analysis', 'es', 'Semen Analysis')).toBe('Análisis de semen');
    expect(productDescription('cryo_monthly', 'es', '')).toBe(
      'Sus viales se mantienen congelados; se cobra cada mes.',
    );
  });

  it('keeps the stored words of a product it does not know', () => {
    expect(productTitle('retired_plan', 'es', 'Old Plan')).toBe('Old Plan');
    expect(productTitle(null, 'es', 'Custom line')).toBe('Custom line');
    expect(productDescription(undefined, 'en', 'As written')).toBe('As written');
  });

  it('words a product of the catalogue as the pages receive it', () => {
    const stored = { key: 'sti', title: 'STI Test Kit', name: 'STI Test Kit', description: 'At-home test' };
    expect(productTitleOf(stored, 'es')).toBe('Kit de pruebas de ETS');
    expect(productDescriptionOf(stored, 'en')).toBe('At-home test');
    expect(productDescriptionOf({ key: 'sti' }, 'en')).toBe(
      'At-home test for chlamydia, gonorrhea, hepatitis B and C, HIV and syphilis.',
    );
    expect(productTitleOf({ key: 'gift_card', title: null, name: 'Gift card' }, 'es')).toBe('Gift card');
    expect(productDescriptionOf({ key: 'gift_card' }, 'es')).toBe('');
  });

  it('names a kit by its product in English exactly as before: "… kit", a title ending in "Kit" as it is', () => {
    expect(kitName('analysis', 'en', 'Semen Analysis')).toBe('Semen Analysis kit');
    expect(kitName('sti', 'en', 'STI Test Kit')).toBe('STI Test Kit');
    expect(kitName(null, 'en', 'Custom Test')).toBe('Custom Test kit');
    expect(kitName(undefined, 'en', 'Home kit')).toBe('Home kit');
    expect(kitName('analysis', 'en', 'Semen Analysis (2025 edition)')).toBe(
      'Semen Analysis (2025 edition) kit',
    );
  });

  it('names a kit by its product in Spanish as a sentence says it: "kit de …", a title starting with "Kit" kept', () => {
    expect(kitName('analysis', 'es', 'Semen Analysis')).toBe('kit de análisis de semen');
    expect(kitName('sti', 'es', 'STI Test Kit')).toBe('kit de pruebas de ETS');
    expect(kitName('dna_fragmentation', 'es', '')).toBe('kit de análisis de fragmentación del ADN');
    // Words the table does not know are kept as stored, capitals and all.
    expect(kitName('retired_kit', 'es', 'Old Panel')).toBe('kit de Old Panel');
    expect(kitName(null, 'es', 'Kit X')).toBe('Kit X');
  });

  it('says every product differently in Spanish', () => {
    for (const key of PRODUCT_KEYS) {
      expect(PRODUCT_WORDS.es[key].title, key).not.toBe(PRODUCT_WORDS.en[key].title);
      expect(PRODUCT_WORDS.es[key].description, key).not.toBe(PRODUCT_WORDS.en[key].description);
    }
  });
});
