import { describe, expect, it } from 'vitest';
import { phoneNumber } from './phone-number';
import { englishWording } from './wording';

const context = { field: 'Phone', wording: englishWording };

describe('phoneNumber', () => {
  it('checks against the us country code by default', () => {
    expect(phoneNumber()('(213) 373-4253', context)).toBe(true);
    expect(phoneNumber()('+1 213 373 4253', context)).toBe(true);
    expect(phoneNumber()('213-373-425', context)).toBe('Invalid phone number.');
  });

  it('uses another country code when given', () => {
    expect(phoneNumber('gb')('020 7946 0018', context)).toBe(true);
    expect(phoneNumber('us')('020 7946 0018', context)).toBe('Invalid phone number.');
  });

  it('fails with an unknown country code instead of throwing', () => {
    expect(phoneNumber('zz')('(213) 373-4253', context)).toBe('Invalid phone number.');
  });

  it('passes empty values', () => {
    for (const empty of [undefined, null, '', []]) expect(phoneNumber()(empty, context)).toBe(true);
  });
});
