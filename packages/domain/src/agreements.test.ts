import { describe, expect, it } from 'vitest';
import { AGREEMENTS, DOCUMENT_STEPS, kitAgreementSteps, requiredAgreements } from './agreements';

describe('agreements', () => {
  it('numbers the document steps as the spec does', () => {
    expect(DOCUMENT_STEPS).toEqual({
      client_agreement: 6,
      poa_agreement: 29,
      sti_client_agreement: 30,
      vha_crada_client_agreement: 31,
    });
    expect(Object.keys(AGREEMENTS.en).map(Number)).toEqual([6, 29, 30, 31]);
  });

  it('asks every account for the client agreement, and for the others when they apply', () => {
    expect(requiredAgreements({ hasStiKits: false, hasPartner: false })).toEqual([6]);
    expect(requiredAgreements({ hasStiKits: true, hasPartner: true })).toEqual([6, 29, 30]);
  });

  it('tells the customer the storage facts in the client agreement', () => {
    expect(AGREEMENTS.en[6].paragraphs.join(' ')).toContain('one sample is divided into 4 vials');
    expect(AGREEMENTS.en[6].paragraphs.join(' ')).toContain('at least 15 days of lead time');
  });
});

describe('kitAgreementSteps', () => {
  it('needs the client agreement for every kit and the STI agreement for an STI panel', () => {
    expect(kitAgreementSteps('analysis')).toEqual([6]);
    expect(kitAgreementSteps('sti')).toEqual([6, 30]);
  });
});

describe('the agreements in Spanish', () => {
  it('has every agreement in Spanish, of the same version and as many paragraphs', () => {
    for (const step of Object.values(DOCUMENT_STEPS)) {
      expect(AGREEMENTS.es[step].version).toBe(AGREEMENTS.en[step].version);
      expect(AGREEMENTS.es[step].paragraphs.length).toBe(AGREEMENTS.en[step].paragraphs.length);
    }
    expect(AGREEMENTS.es[6].title).toBe('Acuerdo del cliente');
    expect(AGREEMENTS.es[6].paragraphs.join(' ')).toContain('una muestra se divide en 4 viales');
    expect(AGREEMENTS.es[6].paragraphs.join(' ')).toContain('al menos 15 días de anticipación');
  });
});
