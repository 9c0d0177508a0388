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
    expect(renewalWords(yearly, 'en')).toBe('Renews at $300.00 a year until you cancel.');
    expect(
      renewalWords(
        product({
          with_subscription: true,
          subscription_repeats_frequency: 'month',
          subscription_repeats_every: 6,
          price_cents: 17_500,
          subscription_billing_cycles: 2,
        }),
        'en',
      ),
    ).toBe('Renews at $175.00 every 6 months for 2 periods.');
    expect(lineWords(product({}), 'en')).toEqual([]);
  });

  it('names what a package includes and what its plan renews at after the first period', () => {
    expect(lineWords(product({ title: 'Forever Package', products: [product({}), yearly] }), 'en')).toEqual([
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
    expect(lineWords(product({ products: [product({}), sixMonths] }), 'en')[1]).toBe(
      'The first 6 months of storage are included; then it renews at $175.00 every 6 months until you cancel.',
    );
  });
});

describe('lineWords in Spanish', () => {
  it('says what a plan renews at, one period and many', () => {
    expect(renewalWords(yearly, 'es')).toBe('Se renueva por $300.00 al año hasta que lo cancele.');
    expect(
      renewalWords(
        product({
          with_subscription: true,
          subscription_repeats_frequency: 'month',
          subscription_repeats_every: 6,
          price_cents: 17_500,
          subscription_billing_cycles: 1,
        }),
        'es',
      ),
    ).toBe('Se renueva por $175.00 cada 6 meses durante 1 período.');
  });

  it('names what a package includes, and the storage it pays for first', () => {
    expect(lineWords(product({ title: 'Forever Package', products: [product({}), yearly] }), 'es')).toEqual([
      'Incluye Semen Analysis Kit y Cryogenic Storage, yearly plan.',
      'El primer año de almacenamiento está incluido; después se renueva por $300.00 al año hasta que lo cancele.',
    ]);
  });

  it('names the products of the catalogue by their keys', () => {
    const analysis = product({ key: 'analysis', title: 'Semen Analysis' });
    const plan = { ...yearly, key: 'cryo_yearly' };
    expect(lineWords(product({ key: 'nsw', products: [analysis, plan] }), 'es')[0]).toBe(
      'Incluye Análisis de semen y Almacenamiento criogénico, plan anual.',
    );
    expect(lineWords(product({ key: 'nsw', products: [analysis, plan] }), 'en')[0]).toBe(
      'Includes Semen Analysis and Cryogenic Storage, yearly plan.',
    );
  });
});
