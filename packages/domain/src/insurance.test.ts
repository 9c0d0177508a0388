import { describe, expect, it } from 'vitest';
import {
  exceedsInsuredKit,
  mergeInsuranceProviders,
  notCoveredMessage,
  uncoveredProducts,
} from './insurance';

describe('mergeInsuranceProviders', () => {
  it('lists each provider name once with its states joined, without repeats', () => {
    expect(
      mergeInsuranceProviders([
        { provider_name: 'Blue Shield', state: 'CA' },
        { provider_name: 'Aetna', state: 'NY' },
        { provider_name: 'Blue Shield', state: 'NY' },
        { provider_name: 'Blue Shield', state: 'ca' },
        { provider_name: 'Aetna', state: 'CA' },
      ]),
    ).toEqual([
      { provider_name: 'Aetna', states: ['CA', 'NY'] },
      { provider_name: 'Blue Shield', states: ['CA', 'NY'] },
    ]);
  });

  it('answers an empty list for no rows and ignores blank names', () => {
    expect(mergeInsuranceProviders([])).toEqual([]);
    expect(mergeInsuranceProviders([{ provider_name: ' ', state: 'CA' }])).toEqual([]);
  });
});

describe('insurance coverage of a cart', () => {
  it('covers only insuranceable products', () => {
    const analysis = { title: 'Semen Analysis', insuranceable: true };
    const coq10 = { title: 'CoQ10', insuranceable: false };
    expect(uncoveredProducts([analysis, coq10])).toEqual([coq10]);
    expect(uncoveredProducts([analysis])).toEqual([]);
  });

  it('names what is not covered', () => {
    expect(notCoveredMessage(['CoQ10'])).toBe('CoQ10 is not covered by insurance. Remove it to continue.');
    expect(notCoveredMessage(['CoQ10', 'STI Kit'])).toBe(
      'CoQ10, STI Kit are not covered by insurance. Remove them to continue.',
    );
  });
});

describe('exceedsInsuredKit', () => {
  it('accepts one analysis, and one analysis with its DNA fragmentation analysis', () => {
    expect(exceedsInsuredKit([{ productId: 'analysis', quantity: 1 }])).toBe(false);
    expect(
      exceedsInsuredKit([
        { productId: 'analysis', quantity: 1 },
        { productId: 'dna', quantity: 1 },
      ]),
    ).toBe(false);
  });

  it('refuses two or five kits, in one line or split across lines', () => {
    expect(exceedsInsuredKit([{ productId: 'analysis', quantity: 2 }])).toBe(true);
    expect(exceedsInsuredKit([{ productId: 'analysis', quantity: 5 }])).toBe(true);
    expect(
      exceedsInsuredKit([
        { productId: 'analysis', quantity: 1 },
        { productId: 'analysis', quantity: 1 },
      ]),
    ).toBe(true);
  });
});
