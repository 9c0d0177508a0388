import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecimalOptions, decimalText, dollarText } from './en-us-numbers';

const intl = (value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-US', options).format(value);

/** The options the portal formats with: Intl's defaults, percentages, money and analytics' revenue. */
const optionSets: DecimalOptions[] = [
  {},
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
];

/** Numbers near the halves where rounding decides, in cents and thousandths, and across magnitudes. */
const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((value) => value / 1000 + 0.0005),
  fc.integer({ min: -100_000, max: 100_000 }).map((value) => value / 200),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e-3, max: 1e-3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

describe('en-US numbers without Intl', () => {
  it('write every number as Intl.NumberFormat does, for every set of options the portal uses', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...optionSets), (value, options) => {
        expect(decimalText(value, options)).toBe(intl(value, options));
      }),
      { numRuns: 10_000 },
    );
  });

  it('write dollars as Intl writes USD', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        expect(dollarText(value)).toBe(intl(value, { style: 'currency', currency: 'USD' }));
      }),
      { numRuns: 10_000 },
    );
  });

  it('round halves away from zero and carry into the whole part', () => {
    expect(decimalText(1.005, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1.01');
    expect(decimalText(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(decimalText(999.9995)).toBe('1,000');
    expect(dollarText(999_999.995)).toBe('$1,000,000.00');
    expect(dollarText(-5)).toBe('-$5.00');
    expect(decimalText(-0.0001)).toBe('-0');
    expect(decimalText(1234567.891)).toBe('1,234,567.891');
    expect(decimalText(1e21)).toBe(intl(1e21));
    expect(decimalText(1.5e-7, { maximumFractionDigits: 2 })).toBe('0');
  });
});
