import { describe, expect, it } from 'vitest';
import { lineWords, renewalWords, type WordedProduct } from './line-words';

const product = (overrides: Partial<WordedProduct>): WordedProduct => ({
  title: 'Semen Analysis Kit',
  name: 'Semen Analysis',
  price_cents: 19_900,
  with_subscription: false,
  subscription_repeats_frequency: null,
  subscription_repeats_every: 1,
  subscription_billing_cycles: null,
  ...overrides,
});
const yearly = product({
  title: 'Cryogenic Storage, yearly plan',
  price_cents: 30_000,
  with_subscription: true,
  subscription_repeats_frequency: 'year',
});

describe('lineWords', () => {
  it('says what a plan renews at, and how often', () => {
    expect(renewalWords(yearly)).toBe('Renews at $300.00 a year until you cancel.');
    expect(
      renewalWords(
        product({
          with_subscription: true,
          subscription_repeats_frequency: 'month',
          subscription_repeats_every: 6,
          price_cents: 17_500,
          subscription_billing_cycles: 2,
        }),
      ),
    ).toBe('Renews at $175.00 every 6 months for 2 periods.');
    expect(lineWords(product({}))).toEqual([]);
  });

  it('names what a package includes and what its plan renews at after the first period', () => {
    expect(lineWords(product({ title: 'Forever Package', products: [product({}), yearly] }))).toEqual([
      'Includes Semen Analysis Kit and Cryogenic Storage, yearly plan.',
      'The first year of storage is included; then it renews at $300.00 a year until you cancel.',
    ]);
  });

  it('counts a six-month plan in months', () => {
    const sixMonths = {
      ...yearly,
      subscription_repeats_frequency: 'month' as const,
      subscription_repeats_every: 6,
      price_cents: 17_500,
    };
    expect(lineWords(product({ products: [product({}), sixMonths] }))[1]).toBe(
      'The first 6 months of storage are included; then it renews at $175.00 every 6 months until you cancel.',
    );
  });
});
