import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPIENT_MAX_LENGTH, recipientMessages, recipientProblem } from './health-link-recipient';

describe('recipientProblem', () => {
  it.each([
    "Dr. Lee's clinic",
    'Austin Fertility Clinic',
    'Zoë Nuñez',
    "O'Brien & José-María",
    '北京协和医院',
    'مستشفى الملك فيصل',
    // Persian needs the zero-width non-joiner inside a word; an emoji sequence needs the joiner.
    'کلینیک می‌خواهم',
    'Dr Lee 👩‍⚕️',
    'Cafe\u0301 clinic',
  ])('keeps %s', (name) => {
    expect(recipientProblem(name, 'en')).toBeNull();
  });

  it('asks for a name when there is none', () => {
    expect(recipientProblem('', 'en')).toBe(recipientMessages.en.missing);
  });

  it(`keeps ${RECIPIENT_MAX_LENGTH} characters, counted as characters, and refuses one more`, () => {
    expect(recipientProblem('a'.repeat(RECIPIENT_MAX_LENGTH), 'en')).toBeNull();
    expect(recipientProblem('😀'.repeat(RECIPIENT_MAX_LENGTH), 'en')).toBeNull();
    expect(recipientProblem('a'.repeat(RECIPIENT_MAX_LENGTH + 1), 'en')).toBe(recipientMessages.en.tooLong);
  });

  it.each([
    ['a right-to-left override', 'Dr Lee\u202ekcilc'],
    ['a left-to-right isolate', 'Dr \u2066Lee\u2069'],
    ['a zero-width space', 'Dr\u200bLee'],
    ['a right-to-left mark', 'Dr Lee\u200f'],
    ['a byte-order mark', '\ufeffDr Lee'],
    ['a soft hyphen', 'Dr Le\u00ade'],
    ['a line break', 'Dr Lee\nCall 555-0100'],
    ['a tab', 'Dr\tLee'],
    ['a line separator', 'Dr Lee\u2028'],
    ['a lone surrogate', 'Dr Lee\ud800'],
    ['a private-use character', 'Dr Lee\ue000'],
    ['a combining mark with no base letter', '\u0301Dr Lee'],
    ['a combining mark after a space', 'Dr \u0336Lee'],
    ['a joiner at the edge of a word', 'Dr \u200dLee'],
  ])('refuses %s', (_what, name) => {
    expect(recipientProblem(name, 'en')).toBe(recipientMessages.en.hidden);
  });

  it('refuses every text holding a format or control character, wherever it stands', () => {
    const hidden = fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u00ad',
      '\u061c',
      '\u200b',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2060',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\ufeff',
    );
    const plain = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
    fc.assert(
      fc.property(plain, hidden, plain, (before, character, after) => {
        expect(recipientProblem(`${before}${character}${after}`, 'en')).not.toBeNull();
      }),
    );
  });

  it('keeps every name of letters, digits and punctuation within the length', () => {
    const letter = fc.constantFrom(...'abcXYZéøñüßçłąžДжЖ中文字日本語한국어العربيةעברית0123456789'.split(''));
    const separator = fc.constantFrom(' ', "'", '-', '.', '&', ',');
    const word = fc.array(letter, { minLength: 1, maxLength: 12 }).map((letters) => letters.join(''));
    const name = fc
      .array(fc.tuple(word, separator), { minLength: 1, maxLength: 6 })
      .map((parts) => `${parts.map(([text, gap]) => `${text}${gap}`).join('')}x`);
    fc.assert(
      fc.property(name, (text) => {
        expect(recipientProblem(text, 'en')).toBeNull();
      }),
    );
  });
});

describe('recipientProblem in Spanish', () => {
  it('asks for a name, and refuses hidden characters, in Spanish', () => {
    expect(recipientProblem('', 'es')).toBe('Indique quién abre el enlace.');
    expect(recipientProblem('x'.repeat(RECIPIENT_MAX_LENGTH + 1), 'es')).toBe(
      `El nombre de quién abre el enlace puede tener como máximo ${RECIPIENT_MAX_LENGTH} caracteres.`,
    );
    expect(recipientProblem('Dr Lee\u202e', 'es')).toBe(recipientMessages.es.hidden);
  });
});
