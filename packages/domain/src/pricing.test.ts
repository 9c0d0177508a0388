import { describe, expect, it } from 'vitest';
import {
  cartSubtotalCents,
  INCLUDED_IN_PACKAGE_NOTE,
  includedQuantities,
  lineParts,
  lineTotalsCents,
} from './pricing';

const dna = (quantity = 1) => ({ key: 'dna_fragmentation', quantity, unitPriceCents: 15_000 });
const tomorrow = (quantity = 1) => ({ key: 'tomorrow', quantity, unitPriceCents: 69_500 });
const platinum = (quantity = 1) => ({ key: 'platinum', quantity, unitPriceCents: 99_500 });
const analysis = { key: 'analysis', quantity: 1, unitPriceCents: 19_500 };

describe('includedQuantities', () => {
  it('counts the DNA fragmentation analysis of a Tomorrow or a Platinum package as included', () => {
    expect(includedQuantities([tomorrow(), dna()])).toEqual([0, 1]);
    expect(includedQuantities([platinum(), dna()])).toEqual([0, 1]);
  });

  it('includes one DNA analysis per package, and charges the ones beyond', () => {
    expect(includedQuantities([platinum(), dna(3)])).toEqual([0, 1]);
    expect(includedQuantities([platinum(2), tomorrow(), dna(2)])).toEqual([0, 0, 2]);
  });

  it('includes nothing without such a package', () => {
    expect(includedQuantities([analysis, dna()])).toEqual([0, 0]);
    expect(includedQuantities([{ key: 'bronze', quantity: 1 }, dna()])).toEqual([0, 0]);
    expect(includedQuantities([])).toEqual([]);
  });
});

describe('lineTotalsCents', () => {
  it('prices the DNA line inside Tomorrow at $0.00 and keeps the package at its price', () => {
    expect(lineTotalsCents([tomorrow(), dna()])).toEqual([69_500, 0]);
    expect(cartSubtotalCents([tomorrow(), dna()])).toBe(69_500);
  });

  it('charges the DNA analysis at $150.00 with a semen analysis alone', () => {
    expect(lineTotalsCents([analysis, dna()])).toEqual([19_500, 15_000]);
    expect(cartSubtotalCents([analysis, dna()])).toBe(34_500);
  });

  it('charges a second DNA analysis beside a Platinum package', () => {
    expect(cartSubtotalCents([platinum(), dna(2)])).toBe(99_500 + 15_000);
  });
});

describe('lineParts', () => {
  it('records the included units at $0.00 apart from the charged ones', () => {
    expect(lineParts({ ...dna(2), includedQuantity: 1 })).toEqual([
      { quantity: 1, unitPriceCents: 0, included: true },
      { quantity: 1, unitPriceCents: 15_000, included: false },
    ]);
    expect(lineParts({ ...dna(), includedQuantity: 1 })).toEqual([
      { quantity: 1, unitPriceCents: 0, included: true },
    ]);
    expect(lineParts(analysis)).toEqual([{ quantity: 1, unitPriceCents: 19_500, included: false }]);
  });
});

describe('the note of a line a package includes', () => {
  it('is in both languages', () => {
    expect(INCLUDED_IN_PACKAGE_NOTE).toEqual({
      en: 'Included in your package',
      es: 'Incluido en su paquete',
    });
  });
});
