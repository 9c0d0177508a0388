import { describe, expect, it } from 'vitest';
import { titleInSentence } from './title-in-sentence';

describe('a title inside a sentence', () => {
  it('is in lower case but for the abbreviations written in capitals', () => {
    expect(titleInSentence('STI Testing Agreement')).toBe('STI testing agreement');
    expect(titleInSentence('Client Agreement')).toBe('client agreement');
    expect(titleInSentence('Acuerdo para las pruebas de ETS')).toBe('acuerdo para las pruebas de ETS');
    expect(titleInSentence('Power of Attorney for Stored Samples')).toBe(
      'power of attorney for stored samples',
    );
    expect(titleInSentence('A Plan')).toBe('a plan');
  });
});
