import { describe, expect, it } from 'vitest';
import { calculatePromo, type PricedLine, type PromoRule, promoRefusal, refusalHint } from './discounts';

const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  code: 'CODE',
  kind: 'percent',
  value: 10,
  targetKeys: [],
  minSubtotalCents: 0,
  maxUses: null,
  uses: 0,
  maxUsesPerCustomer: null,
  customerUses: 0,
  expiresAt: null,
  hint: null,
  ...overrides,
});
const line = (key: string, unitPriceCents: number, quantity = 1, isShipping = false): PricedLine => ({
  productUuid: `${key}-uuid`,
  key,
  unitPriceCents,
  quantity,
  isShipping,
});
const now = new Date('2026-11-22T12:00:00Z');

describe('calculatePromo', () => {
  it('takes a percentage off every product, rounding each line half up', () => {
    const result = calculatePromo(rule({ value: 10 }), [line('analysis', 19_500), line('coq10', 3_905)]);
    expect(result.discounts).toEqual([
      { productUuid: 'analysis-uuid', amountCents: 1_950 },
      { productUuid: 'coq10-uuid', amountCents: 391 },
    ]);
    expect(result).toMatchObject({ subtotalCents: 23_405, totalCents: 21_064 });
  });

  it('never discounts shipping', () => {
    const result = calculatePromo(rule({ value: 100 }), [
      line('analysis', 19_500),
      line('withdrawal_shipping', 25_000, 1, true),
    ]);
    expect(result.totalCents).toBe(25_000);
    expect(result.targets).toEqual(['analysis-uuid']);
  });

  it('discounts only the targeted products', () => {
    const result = calculatePromo(rule({ value: 100, targetKeys: ['analysis'] }), [
      line('analysis', 19_500, 2),
      line('sti', 14_900),
    ]);
    expect(result.discounts).toEqual([{ productUuid: 'analysis-uuid', amountCents: 39_000 }]);
    expect(result.totalCents).toBe(14_900);
  });

  it('spreads a fixed amount over the lines so the parts add up to it exactly', () => {
    const result = calculatePromo(rule({ kind: 'fixed', value: 5_000 }), [
      line('analysis', 19_500),
      line('coq10', 3_900),
      line('sti', 14_900),
    ]);
    expect(result.discounts.reduce((sum, discount) => sum + discount.amountCents, 0)).toBe(5_000);
    expect(result.totalCents).toBe(38_300 - 5_000);
  });

  it('never takes a fixed amount below zero', () => {
    const result = calculatePromo(rule({ kind: 'fixed', value: 50_000 }), [line('coq10', 3_900)]);
    expect(result.totalCents).toBe(0);
  });
});

describe('promoRefusal', () => {
  it('refuses an expired code, and its hint says so', () => {
    const expired = rule({ expiresAt: new Date('2026-11-21T00:00:00Z') });
    expect(promoRefusal(expired, [line('analysis', 19_500)], now)).toBe('expired');
    expect(refusalHint(expired, 'expired', 'en')).toBe('This code has expired');
  });

  it('refuses a code with no use left, and accepts one with one left', () => {
    expect(promoRefusal(rule({ maxUses: 1, uses: 1 }), [line('analysis', 19_500)], now)).toBe('used_up');
    expect(promoRefusal(rule({ maxUses: 1, uses: 0 }), [line('analysis', 19_500)], now)).toBeNull();
  });

  it('refuses a code this customer has used as often as allowed, whatever its hint, and says so', () => {
    const once = rule({ maxUsesPerCustomer: 1, hint: 'For new customers' });
    expect(promoRefusal({ ...once, customerUses: 1 }, [line('analysis', 19_500)], now)).toBe(
      'used_by_customer',
    );
    expect(promoRefusal({ ...once, customerUses: 0 }, [line('analysis', 19_500)], now)).toBeNull();
    expect(refusalHint(once, 'used_by_customer', 'en')).toBe('You have already used this code.');
  });

  it('holds a minimum subtotal: $99.99 refused, $100.00 accepted', () => {
    const save50 = rule({ kind: 'fixed', value: 5_000, minSubtotalCents: 10_000 });
    expect(promoRefusal(save50, [line('coq10', 9_999)], now)).toBe('minimum_not_met');
    expect(promoRefusal(save50, [line('coq10', 10_000)], now)).toBeNull();
  });

  it('refuses a targeted code when none of its products is in the cart', () => {
    expect(promoRefusal(rule({ targetKeys: ['analysis'] }), [line('sti', 14_900)], now)).toBe(
      'no_target_in_cart',
    );
  });
});

describe('refusalHint in Spanish', () => {
  it('says an expired or already used code in Spanish, and the code’s own hint as written', () => {
    expect(refusalHint(rule(), 'expired', 'es')).toBe('Este código ya venció');
    expect(refusalHint(rule({ hint: 'Only in December' }), 'used_by_customer', 'es')).toBe(
      'Ya usó este código.',
    );
    expect(refusalHint(rule({ hint: 'Only in December' }), 'expired', 'es')).toBe('Only in December');
  });
});
