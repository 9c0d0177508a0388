import { describe, expect, it } from 'vitest';
import { clinicWordsIn } from './clinic-words';

describe('clinicWordsIn', () => {
  const words = {
    title: 'Holiday shipping',
    body: 'Kits may take one extra day.',
    translations: { es: { title: 'Envíos en las fiestas', body: 'Los kits pueden tardar un día más.' } },
  };

  it('answers the English as the clinic wrote it to an English reader', () => {
    expect(clinicWordsIn(words, 'en')).toEqual({
      title: 'Holiday shipping',
      body: 'Kits may take one extra day.',
    });
  });

  it('answers the Spanish the clinic wrote to a Spanish reader', () => {
    expect(clinicWordsIn(words, 'es')).toEqual({
      title: 'Envíos en las fiestas',
      body: 'Los kits pueden tardar un día más.',
    });
  });

  it('falls back to the English of each part the clinic wrote no Spanish for', () => {
    expect(clinicWordsIn({ ...words, translations: {} }, 'es')).toEqual({
      title: 'Holiday shipping',
      body: 'Kits may take one extra day.',
    });
    expect(clinicWordsIn({ ...words, translations: { es: { title: 'Envíos', body: ' ' } } }, 'es')).toEqual({
      title: 'Envíos',
      body: 'Kits may take one extra day.',
    });
    expect(clinicWordsIn({ ...words, translations: null }, 'es').title).toBe('Holiday shipping');
  });
});
