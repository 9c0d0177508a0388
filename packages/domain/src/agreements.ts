/** The agreements a customer signs (specification sections 2 and 3), and which of them an account needs. */

export const DOCUMENT_STEPS = {
  client_agreement: 6,
  poa_agreement: 29,
  sti_client_agreement: 30,
  vha_crada_client_agreement: 31,
} as const;
export type DocumentKind = keyof typeof DOCUMENT_STEPS;
export type DocumentStep = (typeof DOCUMENT_STEPS)[DocumentKind];

export interface Agreement {
  step: DocumentStep;
  title: string;
  /** Changes whenever the text changes; a signature is of one version. */
  version: string;
  paragraphs: readonly string[];
}

export const AGREEMENTS: Readonly<Record<DocumentStep, Agreement>> = {
  6: {
    step: 6,
    title: 'Client agreement',
    version: '2026-01',
    paragraphs: [
      'I ask Fathom to analyse the semen sample I send in my kit and, where I have chosen storage, to freeze and store it in vials in a licensed cryobank.',
      'I understand that one sample is divided into 4 vials, that stored vials are withdrawn only to a medical professional or facility, and that a withdrawal needs at least 15 days of lead time.',
      'I understand that without a paid storage plan, vials are destroyed on the destruction date I am told about in advance.',
      'My results and personal information are kept confidential and shared only with the people I choose.',
    ],
  },
  29: {
    step: 29,
    title: 'Power of attorney for stored samples',
    version: '2026-01',
    paragraphs: [
      'I name the partner I have added to my Fathom account as the person whose consent Fathom collects before my stored vials are released.',
      'This does not allow my partner to withdraw, move or destroy my vials without my own request.',
      'I can end this at any time by removing my partner from my account.',
    ],
  },
  30: {
    step: 30,
    title: 'STI testing agreement',
    version: '2026-01',
    paragraphs: [
      'I ask Fathom and its partner laboratory to test the sample I send for the sexually transmitted infections in my kit.',
      'I understand that a physician reviews positive results and may contact me, and that some results must be reported to public health authorities by law.',
    ],
  },
  31: {
    step: 31,
    title: 'Veterans program client agreement',
    version: '2026-01',
    paragraphs: [
      'I take part in the veterans fertility program under its cooperative research and development agreement.',
      'Fathom may share my results with the program in the form the program requires.',
    ],
  },
};

/** The agreements an account signs: the client agreement always, STI testing with STI kits, the power of attorney with a partner. */
export function requiredAgreements(account: { hasStiKits: boolean; hasPartner: boolean }): DocumentStep[] {
  const steps: DocumentStep[] = [DOCUMENT_STEPS.client_agreement];
  if (account.hasPartner) steps.push(DOCUMENT_STEPS.poa_agreement);
  if (account.hasStiKits) steps.push(DOCUMENT_STEPS.sti_client_agreement);
  return steps;
}

/** The agreements a kit needs signed: the client agreement, and for an STI panel the STI agreement too. */
export function kitAgreementSteps(category: string): DocumentStep[] {
  return category === 'sti'
    ? [DOCUMENT_STEPS.client_agreement, DOCUMENT_STEPS.sti_client_agreement]
    : [DOCUMENT_STEPS.client_agreement];
}
