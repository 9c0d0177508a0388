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
    expect(Object.keys(AGREEMENTS).map(Number)).toEqual([6, 29, 30, 31]);
  });

  it('asks every account for the client agreement, and for the others when they apply', () => {
    expect(requiredAgreements({ hasStiKits: false, hasPartner: false })).toEqual([6]);
    expect(requiredAgreements({ hasStiKits: true, hasPartner: true })).toEqual([6, 29, 30]);
  });

  it('tells the customer the storage facts in the client agreement', () => {
    expect(AGREEMENTS[6].paragraphs.join(' ')).toContain('one sample is divided into 4 vials');
    expect(AGREEMENTS[6].paragraphs.join(' ')).toContain('at least 15 days of lead time');
  });
});

describe('kitAgreementSteps', () => {
  it('needs the client agreement for every kit and the STI agreement for an STI panel', () => {
    expect(kitAgreementSteps('analysis')).toEqual([6]);
    expect(kitAgreementSteps('sti')).toEqual([6, 30]);
  });
});
