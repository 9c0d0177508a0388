import { describe, expect, it } from 'vitest';
import { KIT_IDENTIFIER_BYTES, kitIdentifierFrom, kitRegistrationPath } from './kit-identifiers';

describe('kitIdentifierFrom', () => {
  it('writes 60 bits as FK- and three groups of four base32 letters', () => {
    expect(kitIdentifierFrom(new Uint8Array(KIT_IDENTIFIER_BYTES))).toBe('FK-0000-0000-0000');
    expect(kitIdentifierFrom(new Uint8Array(KIT_IDENTIFIER_BYTES).fill(0xff))).toBe('FK-ZZZZ-ZZZZ-ZZZZ');
    expect(kitIdentifierFrom(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 1]))).toBe('FK-0000-0000-0001');
    expect(kitIdentifierFrom(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 32]))).toBe('FK-0000-0000-0010');
  });

  it('never uses the letters that read as others (I, L, O, U)', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const bytes = Uint8Array.from(
        { length: KIT_IDENTIFIER_BYTES },
        (_, index) => (seed * 37 + index * 101) % 256,
      );
      expect(kitIdentifierFrom(bytes)).toMatch(
        /^FK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
    }
  });

  it('gives different codes for different bytes and refuses too few bytes', () => {
    const first = kitIdentifierFrom(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]));
    const second = kitIdentifierFrom(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 9]));
    expect(first).not.toBe(second);
    expect(() => kitIdentifierFrom(new Uint8Array(4))).toThrow(RangeError);
  });
});

describe('kitRegistrationPath', () => {
  it('leads to the QR-code registration', () => {
    expect(kitRegistrationPath('FK-AB12-CD34-EF56')).toBe('/k-r/v-c/FK-AB12-CD34-EF56');
  });
});
