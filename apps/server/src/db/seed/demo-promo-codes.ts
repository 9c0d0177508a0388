import { randomUUID } from 'node:crypto';
import type { NewPromoCode } from '../../modules/checkout/discounts/promo-code-service';

const dayMs = 86_400_000;

/** The demo promo codes (README): one of each kind the checkout handles. */
export function demoPromoCodes(now: Date): NewPromoCode[] {
  const code = (
    name: string,
    kind: 'percent' | 'fixed',
    value: number,
    extra: {
      target_keys?: string[];
      min_subtotal_cents?: number;
      always_skip_payment?: boolean;
      testable?: boolean;
      max_uses?: number;
      max_uses_per_customer?: number;
      expires_at?: Date;
      hint?: string;
    } = {},
  ): NewPromoCode => ({
    id: randomUUID(),
    code: name,
    kind,
    value,
    target_keys: extra.target_keys ?? [],
    min_subtotal_cents: extra.min_subtotal_cents ?? 0,
    always_skip_payment: extra.always_skip_payment ?? false,
    testable: extra.testable ?? false,
    max_uses: extra.max_uses ?? null,
    max_uses_per_customer: extra.max_uses_per_customer ?? null,
    uses: 0,
    expires_at: extra.expires_at ?? null,
    hint: extra.hint ?? null,
  });
  return [
    code('WELCOME10', 'percent', 10),
    code('SAVE50', 'fixed', 5_000, {
      min_subtotal_cents: 10_000,
      hint: 'SAVE50 needs an order of $100 or more',
    }),
    code('KITFREE', 'percent', 100, {
      target_keys: ['analysis'],
      hint: 'KITFREE is for semen analysis kits',
    }),
    code('TESTORDER', 'percent', 0, { testable: true }),
    code('SKIPPAY', 'percent', 0, { always_skip_payment: true }),
    code('LASTONE', 'percent', 20, { max_uses: 1 }),
    code('ONCEEACH', 'percent', 25, { max_uses_per_customer: 1 }),
    code('EXPIRED', 'percent', 15, {
      expires_at: new Date(now.getTime() - dayMs),
      hint: 'This code has expired',
    }),
  ];
}
