import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPretendingCharacter, plainText } from './plain-text';
import { englishWording } from './wording';

const shows = (text: string) => findPretendingCharacter(text) === undefined;

describe('findPretendingCharacter', () => {
  it('lets names, addresses and notes of every script through', () => {
    for (const text of [
      'Zoë Nuñez',
      'Zoe\u0308 Nun\u0303ez',
      "O'Brien",
      'José-María',
      'Nguyễn Văn An',
      '王小明',
      '北京市朝阳区建国路 88 号',
      'محمد الأحمد',
      'علی\u200cرضا',
      'می\u200cخواهم',
      'क्\u200dष',
      'क्\u200cष',
      'ന്\u200d',
      'ශ්\u200dරී ලංකා',
      'שלום כהן',
      '김민준',
      'สมชาย ใจดี',
      'Ολυμπία',
      'Łukasz Żółć',
      'Flat 2\r\n10 Downing Street\tLondon',
      'Happy birthday ❤️ 1️⃣ #️⃣',
      'From all of us 👨\u200d👩\u200d👧 🏳️\u200d🌈 👩🏽\u200d💻',
      '',
    ]) {
      expect(findPretendingCharacter(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('refuses bidirectional controls, zero-width and other format characters, naming where', () => {
    const cases: [string, number, number][] = [
      ['invoice\u202eexe.pdf', 7, 0x202e],
      ['Robin \u202aHale', 6, 0x202a],
      ['\u2066Robin\u2069', 0, 0x2066],
      ['Ro\u2069bin', 2, 0x2069],
      ['Ro\u200bbin', 2, 0x200b],
      ['Robin\u200e', 5, 0x200e],
      ['Robin\u200f Hale', 5, 0x200f],
      ['Ro\u200dbin', 2, 0x200d],
      ['\u200cRobin', 0, 0x200c],
      ['\ufeffRobin', 0, 0xfeff],
      ['Ro\u00adbin', 2, 0x00ad],
      ['Ro\u2060bin', 2, 0x2060],
      ['محمد\u061c', 4, 0x061c],
      ['Robin\u{e0041}', 5, 0xe0041],
      ['A\u200d👩', 1, 0x200d],
    ];
    for (const [text, index, codePoint] of cases) {
      expect(findPretendingCharacter(text), JSON.stringify(text)).toEqual({
        index,
        codePoint,
        reason: 'format',
      });
    }
  });

  it('refuses an accent on nothing: at the start, after a space or a line break', () => {
    expect(findPretendingCharacter('\u0301Robin')).toEqual({
      index: 0,
      codePoint: 0x301,
      reason: 'mark without a base',
    });
    expect(findPretendingCharacter('Robin \u0336Hale')).toEqual({
      index: 6,
      codePoint: 0x336,
      reason: 'mark without a base',
    });
    expect(findPretendingCharacter('Robin\n\u20dd')).toMatchObject({
      index: 6,
      reason: 'mark without a base',
    });
    expect(findPretendingCharacter('\ufe0f')).toMatchObject({ index: 0, reason: 'mark without a base' });
  });

  it('is a form rule with the field in its message', () => {
    expect(plainText('Zoë', { field: 'first name', wording: englishWording })).toBe(true);
    expect(plainText('Zo\u202eë', { field: 'first name', wording: englishWording })).toBe(
      'The first name must not contain invisible or direction-changing characters.',
    );
    expect(plainText(null, { field: 'first name', wording: englishWording })).toBe(true);
  });
});

/** Words as people write them: letters of many scripts, with their accents and the joiners their scripts use. */
const latin = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàáâãäåçèéêëìíîïñòóôõöøùúûüýÿßæœłżźśćńğışđ',
);
const accent = fc.constantFrom(
  '\u0300',
  '\u0301',
  '\u0302',
  '\u0303',
  '\u0308',
  '\u030c',
  '\u0327',
  '\u0323',
);
const latinWord = fc
  .array(fc.tuple(latin, fc.option(accent, { freq: 4 })), { minLength: 1, maxLength: 12 })
  .map((letters) => letters.map(([letter, mark]) => letter + (mark ?? '')).join(''));
const chineseWord = fc
  .array(fc.integer({ min: 0x4e00, max: 0x9fa5 }), { minLength: 1, maxLength: 4 })
  .map((points) => String.fromCodePoint(...points));
const arabicLetter = fc.integer({ min: 0x0628, max: 0x064a }).map((point) => String.fromCodePoint(point));
const arabicWord = fc
  .array(fc.tuple(arabicLetter, fc.constantFrom('', '', '', '\u200c', '\u064e', '\u0650')), {
    minLength: 1,
    maxLength: 8,
  })
  .map((letters) => letters.map(([letter, after]) => letter + after).join(''));
const devanagariLetter = fc.integer({ min: 0x0915, max: 0x0939 }).map((point) => String.fromCodePoint(point));
const devanagariWord = fc
  .array(
    fc.tuple(
      devanagariLetter,
      fc.constantFrom('', '\u094d', '\u094d\u200d', '\u094d\u200c', '\u093e', '\u093f'),
    ),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((letters) => letters.map(([letter, after]) => letter + after).join(''));
const word = fc.oneof(latinWord, chineseWord, arabicWord, devanagariWord);
const name = fc
  .array(fc.tuple(word, fc.constantFrom(' ', '-', "'", ', ', '\n')), { minLength: 1, maxLength: 5 })
  .map((parts) =>
    parts
      .map(([part, separator]) => part + separator)
      .join('')
      .trimEnd(),
  );

const pretending = fc.oneof(
  fc.integer({ min: 0x202a, max: 0x202e }),
  fc.integer({ min: 0x2066, max: 0x2069 }),
  fc.constantFrom(0x200b, 0x200e, 0x200f, 0x2060, 0xfeff, 0x00ad, 0x061c, 0x180e, 0xe0001, 0xe0041),
);

describe('findPretendingCharacter, for any text', () => {
  it('lets names of Latin, Chinese, Arabic and Devanagari words through, accents and joiners included', () => {
    fc.assert(fc.property(name, (text) => shows(text)));
  });

  it('refuses a direction-changing or invisible character wherever it is put, and says where', () => {
    fc.assert(
      fc.property(name, pretending, fc.nat(), (text, codePoint, at) => {
        const cut = Array.from(text)
          .slice(0, at % (Array.from(text).length + 1))
          .join('');
        const found = findPretendingCharacter(cut + String.fromCodePoint(codePoint) + text.slice(cut.length));
        expect(found).toEqual({ index: cut.length, codePoint, reason: 'format' });
      }),
    );
  });

  it('refuses a joiner between two Latin letters, and an accent at the start or after a space', () => {
    fc.assert(
      fc.property(
        latinWord,
        latinWord,
        fc.constantFrom('\u200c', '\u200d'),
        accent,
        (first, second, joiner, mark) => {
          expect(shows(`${first}${joiner}${second}`)).toBe(false);
          expect(findPretendingCharacter(`${mark}${first}`)).toMatchObject({
            index: 0,
            reason: 'mark without a base',
          });
          expect(findPretendingCharacter(`${first} ${mark}${second}`)).toMatchObject({
            index: first.length + 1,
            reason: 'mark without a base',
          });
        },
      ),
    );
  });
});
