import { describe, expect, it } from 'vitest';
import { cartLineCents, cartTotals } from './cart-totals';
import { ANALYSIS, COQ10, DNA, TOMORROW } from './checkout-fixtures';

const products = [ANALYSIS, COQ10];
const cart = [
  { id: ANALYSIS.uuid, name: 'Semen Analysis', count: 1 },
  { id: COQ10.uuid, name: 'CoQ10', count: 2 },
];

describe('cartTotals', () => {
  it('adds the sales tax of the supplements once the shipping state is known', () => {
    expect(cartTotals(cart, products, null, false)).toEqual({
      subtotalCents: 27_700,
      discountCents: 0,
      taxCents: 0,
      totalCents: 27_700,
    });
    // 2 × $39.00 of supplements at California's 7.25%: $5.655, rounded to $5.66.
    expect(cartTotals(cart, products, null, false, { country: 'US', state: 'CA' })).toMatchObject({
      taxCents: 566,
      totalCents: 28_266,
    });
  });

  it('taxes what a promo leaves of a supplement, and nothing of an insurance order', () => {
    const promo = {
      success: true,
      code: 'SUPP',
      uuid: 'promo-supp',
      subtotal: 277,
      subtotal_cents: 27_700,
      total: 238,
      total_cents: 23_800,
      discounts: [{ product_uuid: COQ10.uuid, amount: 39, amount_cents: 3_900 }],
      targets: [COQ10.uuid],
      alwaysSkipPaymentInfo: false,
      testable: false,
      hint: null,
    };
    expect(cartTotals(cart, products, promo, false, { country: 'US', state: 'NY' })).toMatchObject({
      discountCents: 3_900,
      taxCents: 156,
      totalCents: 23_956,
    });
    expect(cartTotals(cart, products, null, true, { country: 'US', state: 'CA' })).toMatchObject({
      taxCents: 0,
      totalCents: 0,
    });
  });
});

describe('the DNA analysis inside a package', () => {
  it('costs nothing beside a Tomorrow package, and its list price beside an analysis', () => {
    const withTomorrow = [
      { id: TOMORROW.uuid, name: 'Tomorrow', count: 1 },
      { id: DNA.uuid, name: 'DNA', count: 1 },
    ];
    expect(cartLineCents(withTomorrow, [TOMORROW, DNA])).toEqual([49_500, 0]);
    expect(cartTotals(withTomorrow, [TOMORROW, DNA], null, false).totalCents).toBe(49_500);
    const withAnalysis = [
      { id: ANALYSIS.uuid, name: 'Semen Analysis', count: 1 },
      { id: DNA.uuid, name: 'DNA', count: 1 },
    ];
    expect(cartTotals(withAnalysis, [ANALYSIS, DNA], null, false).totalCents).toBe(34_900);
  });
});
