import { describe, expect, it } from 'vitest';
import {
  exceedsInsuredKit,
  INSURANCE_COVERS_ONE_KIT,
  insuredLineProblems,
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
    expect(notCoveredMessage(['CoQ10'], 'en')).toBe(
      'CoQ10 is not covered by insurance. Remove it to continue.',
    );
    expect(notCoveredMessage(['CoQ10', 'STI Kit'], 'en')).toBe(
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

describe('insuredLineProblems', () => {
  const analysis = { productId: 'analysis', title: 'Semen Analysis', quantity: 1, insuranceable: true };
  const dna = { productId: 'dna', title: 'DNA Fragmentation Analysis', quantity: 1, insuranceable: true };
  const coq10 = { productId: 'coq10', title: 'CoQ10', quantity: 1, insuranceable: false };

  it('finds nothing wrong with one kit: one analysis and its DNA fragmentation analysis', () => {
    expect(insuredLineProblems([analysis, dna], 'en')).toEqual([null, null]);
    expect(insuredLineProblems([], 'en')).toEqual([]);
  });

  it('tells the line whose quantity is over one kit, and only that line', () => {
    expect(insuredLineProblems([{ ...analysis, quantity: 2 }, dna], 'en')).toEqual([
      INSURANCE_COVERS_ONE_KIT.en,
      null,
    ]);
    expect(insuredLineProblems([analysis, { ...dna, quantity: 2 }], 'en')).toEqual([
      null,
      INSURANCE_COVERS_ONE_KIT.en,
    ]);
    expect(INSURANCE_COVERS_ONE_KIT.en).toBe(
      'An insurance check covers one kit: set the quantity to 1, or order the other kits separately.',
    );
  });

  it('tells a product the check does not cover by its name, whatever its quantity', () => {
    expect(insuredLineProblems([analysis, coq10], 'en')).toEqual([
      null,
      'CoQ10 is not covered by insurance. Remove it to continue.',
    ]);
  });
});

describe('insurance messages in Spanish', () => {
  it('names the products not covered, one and several', () => {
    expect(notCoveredMessage(['CoQ10'], 'es')).toBe('El seguro no cubre CoQ10. Quítelo para continuar.');
    expect(notCoveredMessage(['CoQ10', 'STI Test Kit'], 'es')).toBe(
      'El seguro no cubre CoQ10 y STI Test Kit. Quítelos para continuar.',
    );
    expect(
      insuredLineProblems(
        [{ productId: 'analysis', title: 'Semen Analysis', quantity: 2, insuranceable: true }],
        'es',
      ),
    ).toEqual([INSURANCE_COVERS_ONE_KIT.es]);
  });
});
