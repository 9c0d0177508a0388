import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  formatZipCode,
  isZipCodeValid,
  parseExpiry,
} from './card-format';
import { isExpiryValid } from './sandbox-card-token';

/** What the field shows after each key, typed one at a time on a numeric keypad. */
function typed(keys: string, format: (value: string) => string): string {
  return [...keys].reduce((shown, key) => format(shown + key), '');
}

describe('card number', () => {
  it('groups the digits in fours as they are typed', () => {
    expect(typed('4242424242424242', formatCardNumber)).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242-4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry date', () => {
  it('puts the slash in: 1229 typed on a keypad without "/" is 12/29', () => {
    expect(typed('1229', formatExpiry)).toBe('12/29');
    expect(isExpiryValid(typed('1229', formatExpiry), new Date(2026, 10, 25))).toBe(true);
  });

  it('accepts 12/29 and 12 / 2029 as typed or pasted', () => {
    expect(typed('12/29', formatExpiry)).toBe('12/29');
    expect(formatExpiry('12 / 2029')).toBe('12/2029');
    expect(typed('12 / 2029', formatExpiry)).toBe('12/2029');
    expect(parseExpiry('12/2029')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('12 / 29')).toEqual({ month: 12, year: 2029 });
  });

  it('writes a month of 4 to 9 with its leading zero', () => {
    expect(typed('429', formatExpiry)).toBe('04/29');
    expect(typed('0429', formatExpiry)).toBe('04/29');
  });

  it('lets the slash be deleted: a month alone has none', () => {
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('')).toBe('');
  });

  it('refuses a month that does not exist and a past month', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(isExpiryValid('10/26', new Date(2026, 10, 25))).toBe(false);
    expect(isExpiryValid('11/2026', new Date(2026, 10, 25))).toBe(true);
  });
});

describe('security code and ZIP code', () => {
  it('keep digits only, four at most for the code', () => {
    expect(typed('12a34', formatSecurityCode)).toBe('1234');
    expect(formatSecurityCode('12345')).toBe('1234');
  });

  it('writes a ZIP+4 with its hyphen and accepts five digits or ZIP+4', () => {
    expect(typed('733011234', formatZipCode)).toBe('73301-1234');
    expect(formatZipCode('73301')).toBe('73301');
    expect(isZipCodeValid('73301')).toBe(true);
    expect(isZipCodeValid('73301-1234')).toBe(true);
    expect(isZipCodeValid('7330')).toBe(false);
  });
});
