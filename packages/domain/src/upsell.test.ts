import { describe, expect, it } from 'vitest';
import { upsellOffers } from './upsell';

const products = [
  { uuid: 'kit', key: 'analysis' as const },
  { uuid: 'q10', key: 'coq10' as const },
  { uuid: 'mfs', key: 'male_fertility_supplement' as const },
];

describe('upsellOffers', () => {
  it('offers both supplements after a kit, in a fixed order', () => {
    expect(upsellOffers(products, ['kit']).map((product) => product.uuid)).toEqual(['q10', 'mfs']);
  });

  it('never offers what was just bought, nor a product the catalogue lacks', () => {
    expect(upsellOffers(products, ['q10']).map((product) => product.uuid)).toEqual(['mfs']);
    expect(upsellOffers(products.slice(0, 1), [])).toEqual([]);
  });
});
