import { describe, expect, it } from 'vitest';
import {
  appliedPromo,
  applyPromoResult,
  INVALID_PROMO_CODE_MESSAGE,
  isFullDiscount,
  type PromoResult,
  promoCustomerEmail,
  promoFailureMessage,
  removePromo,
  skipsPayment,
} from './promo-codes';

const success = (code: string, total = 90): PromoResult => ({
  success: true,
  code,
  uuid: `uuid-${code}`,
  total,
});
const failure = (code: string, hint?: string): PromoResult => ({ success: false, code, hint: hint ?? null });

describe('promo list', () => {
  it('adds a successful code', () => {
    expect(applyPromoResult([], success('WELCOME10'))).toEqual([success('WELCOME10')]);
  });

  it('replaces the entry with the same code', () => {
    const list = applyPromoResult(applyPromoResult([], success('WELCOME10', 90)), success('SAVE50', 50));
    const replaced = applyPromoResult(list, success('welcome10', 80));
    expect(replaced.map((entry) => [entry.code, entry.total])).toEqual([
      ['SAVE50', 50],
      ['welcome10', 80],
    ]);
  });

  it('removes a code that fails', () => {
    const list = applyPromoResult(applyPromoResult([], success('WELCOME10')), success('LASTONE'));
    expect(applyPromoResult(list, failure('LASTONE')).map((entry) => entry.code)).toEqual(['WELCOME10']);
    expect(applyPromoResult([], failure('EXPIRED'))).toEqual([]);
  });

  it('applies the last successful code', () => {
    const list = applyPromoResult(applyPromoResult([], success('WELCOME10')), success('SAVE50'));
    expect(appliedPromo(list)?.code).toBe('SAVE50');
    expect(appliedPromo(applyPromoResult(list, failure('SAVE50')))?.code).toBe('WELCOME10');
    expect(appliedPromo([])).toBeNull();
  });

  it('removes a code on request', () => {
    expect(removePromo([success('WELCOME10')], 'welcome10')).toEqual([]);
  });
});

describe('promoFailureMessage', () => {
  it('shows the hint, else "Invalid promo code"', () => {
    expect(promoFailureMessage(failure('EXPIRED', 'This code has expired'), 'en')).toBe(
      'This code has expired',
    );
    expect(promoFailureMessage(failure('NOPE'), 'en')).toBe('Invalid promo code');
    expect(promoFailureMessage(null, 'en')).toBe(INVALID_PROMO_CODE_MESSAGE.en);
  });
});

describe('isFullDiscount', () => {
  it('is true for a successful promo with a zero total only', () => {
    expect(isFullDiscount(success('KITFREE', 0))).toBe(true);
    expect(isFullDiscount(success('WELCOME10', 0.01))).toBe(false);
    expect(isFullDiscount({ success: false, code: 'X', total: 0 })).toBe(false);
    expect(isFullDiscount(null)).toBe(false);
  });
});

describe('promoCustomerEmail', () => {
  it('ignores case and a +tag, so Sam+x@Example.com is sam@example.com', () => {
    expect(promoCustomerEmail('Sam+x@Example.com')).toBe('sam@example.com');
    expect(promoCustomerEmail(' SAM@EXAMPLE.COM ')).toBe('sam@example.com');
    expect(promoCustomerEmail('sam+a+b@example.com')).toBe('sam@example.com');
  });

  it('keeps different mailboxes apart', () => {
    expect(promoCustomerEmail('sam.w@example.com')).toBe('sam.w@example.com');
    expect(promoCustomerEmail('sam@example.org')).not.toBe(promoCustomerEmail('sam@example.com'));
  });
});

describe('skipsPayment', () => {
  it('is true for a test code and for a code that always skips payment, and only for them', () => {
    expect(skipsPayment({ alwaysSkipPayment: true, testable: false })).toBe(true);
    expect(skipsPayment({ alwaysSkipPayment: false, testable: true })).toBe(true);
    expect(skipsPayment({ alwaysSkipPayment: true, testable: true })).toBe(true);
    expect(skipsPayment({ alwaysSkipPayment: false, testable: false })).toBe(false);
  });
});

describe('promoFailureMessage in Spanish', () => {
  it('shows the hint as written, else "Código promocional no válido"', () => {
    expect(promoFailureMessage(null, 'es')).toBe('Código promocional no válido');
    expect(promoFailureMessage({ hint: 'Solo en diciembre' }, 'es')).toBe('Solo en diciembre');
    expect(promoFailureMessage({ hint: 'This code has expired' }, 'es')).toBe('Este código ya venció');
    expect(promoFailureMessage({ hint: 'This code has expired' }, 'en')).toBe('This code has expired');
  });
});
