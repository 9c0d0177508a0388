import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_PRODUCT_KEYS,
  DNA_FRAGMENTATION_TRIGGER_KEYS,
  isCryoProduct,
  isProductKey,
  OFFER_KEYS,
  offersOfProducts,
  PRODUCT_KEYS,
  productByKey,
  productName,
} from './products';

describe('product keys', () => {
  it('names every fixed product of the spec', () => {
    for (const key of [
      'analysis',
      'bronze',
      'platinum',
      'tomorrow',
      'dna_fragmentation',
      'cryo_monthly',
      'cryo_six_months',
      'cryo_yearly',
      'cryo_ten_years',
      'cryo_lifetime',
      'coq10',
      'male_fertility_supplement',
      'sti',
      'fertility_consultation',
      'withdrawal_shipping',
    ]) {
      expect(isProductKey(key)).toBe(true);
    }
    expect(PRODUCT_KEYS.some((key) => key.startsWith('vasectomy'))).toBe(true);
    expect(isProductKey('unknown')).toBe(false);
  });

  it('names the offers today, tomorrow, forever and insurance', () => {
    expect(OFFER_KEYS).toEqual(['today', 'tomorrow', 'forever', 'insurance']);
  });

  it('brings DNA fragmentation with Tomorrow and Platinum', () => {
    expect(DNA_FRAGMENTATION_TRIGGER_KEYS).toEqual(['tomorrow', 'platinum']);
  });

  it('names the offers of products: Today, Tomorrow, and Forever for lifetime storage', () => {
    expect(offersOfProducts(['today'])).toEqual(['today']);
    expect(offersOfProducts(['tomorrow', 'dna_fragmentation'])).toEqual(['tomorrow']);
    expect(offersOfProducts(['cryo_lifetime', null])).toEqual(['forever']);
    expect(offersOfProducts(['analysis', 'cryo_yearly', 'platinum'])).toEqual([]);
  });

  it('knows every product that holds a semen analysis, packages included', () => {
    expect(ANALYSIS_PRODUCT_KEYS).toEqual(['analysis', 'bronze', 'nsw', 'today', 'tomorrow', 'platinum']);
  });

  it('finds a product by key and names it by title, else name', () => {
    const products = [
      { uuid: 'a', key: 'sti' as const, name: 'STI Test Kit' },
      { uuid: 'b', key: 'analysis' as const, title: 'Semen Analysis', name: 'analysis' },
    ];
    expect(productByKey(products, 'analysis')?.uuid).toBe('b');
    expect(productByKey(products, 'coq10')).toBeUndefined();
    expect(productName(products[0] ?? { uuid: '' })).toBe('STI Test Kit');
    expect(productName(products[1] ?? { uuid: '' })).toBe('Semen Analysis');
  });

  it("identifies cryo products by product_type 'cryo'", () => {
    expect(isCryoProduct({ product_type: 'cryo' })).toBe(true);
    expect(isCryoProduct({ product_type: 'kit' })).toBe(false);
    expect(isCryoProduct({})).toBe(false);
  });
});
