import { describe, expect, it } from 'vitest';
import { STATE_SALES_TAX_BASIS_POINTS, salesTaxCents, salesTaxRate } from './sales-tax';

const coq10 = { productType: 'supplement', netCents: 3_900 };
const kit = { productType: 'analysis', netCents: 19_500 };

describe('sales tax', () => {
  it('taxes supplements at the base rate of the state they ship to, rounded half up once', () => {
    expect(salesTaxCents([coq10], { country: 'US', state: 'CA' })).toBe(283); // 3900 × 7.25% = 282.75
    expect(salesTaxCents([coq10, coq10], { country: 'US', state: 'tx' })).toBe(488); // 7800 × 6.25% = 487.5
  });

  it('never taxes tests, storage, consultations or shipping', () => {
    expect(salesTaxCents([kit, { productType: 'cryo', netCents: 27_500 }], { state: 'CA' })).toBe(0);
    expect(salesTaxCents([kit, coq10], { country: 'US', state: 'NY' })).toBe(156); // 3900 × 4%
  });

  it('is nothing in states without sales tax, abroad, or without an address', () => {
    expect(salesTaxCents([coq10], { country: 'US', state: 'OR' })).toBe(0);
    expect(salesTaxCents([coq10], { country: 'CA', state: 'ON' })).toBe(0);
    expect(salesTaxCents([coq10], null)).toBe(0);
    expect(salesTaxRate({ state: 'ZZ' })).toBe(0);
  });

  it('taxes what is paid after a discount, never below zero', () => {
    expect(salesTaxCents([{ productType: 'supplement', netCents: 0 }], { state: 'CA' })).toBe(0);
    expect(salesTaxCents([{ productType: 'supplement', netCents: 1_000 }], { state: 'WA' })).toBe(65);
  });

  it('knows all fifty states and DC', () => {
    expect(Object.keys(STATE_SALES_TAX_BASIS_POINTS)).toHaveLength(51);
  });
});
