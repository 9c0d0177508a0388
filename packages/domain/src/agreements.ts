/** The agreements a customer signs (specification sections 2 and 3), and which of them an account needs. */
import type { Language } from './languages';

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

/**
 * Each agreement in each language: one version is the same text in both, so a signature is of a version whatever
 * the language it was read in.
 */
export const AGREEMENTS: Readonly<Record<Language, Readonly<Record<DocumentStep, Agreement>>>> = {
  en: {
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
  },
  es: {
    6: {
      step: 6,
      title: 'Acuerdo del cliente',
      version: '2026-01',
      paragraphs: [
        'Le pido a Fathom que analice la muestra de semen que envío en mi kit y, si elegí el almacenamiento, que la congele y la guarde en viales en un banco de criopreservación autorizado.',
        'Entiendo que una muestra se divide en 4 viales, que los viales almacenados solo se retiran para enviarlos a un profesional médico o a un centro médico, y que un retiro necesita al menos 15 días de anticipación.',
        'Entiendo que, sin un plan de almacenamiento pagado, los viales se destruyen en la fecha de destrucción que se me informe con anticipación.',
        'Mis resultados y mis datos personales se mantienen confidenciales y solo se comparten con las personas que yo elija.',
      ],
    },
    29: {
      step: 29,
      title: 'Poder sobre las muestras almacenadas',
      version: '2026-01',
      paragraphs: [
        'Nombro al cónyuge o pareja que agregué a mi cuenta de Fathom como la persona cuyo consentimiento Fathom obtiene antes de entregar mis viales almacenados.',
        'Esto no le permite a mi cónyuge o pareja retirar, trasladar ni destruir mis viales sin una solicitud mía.',
        'Puedo terminar esto en cualquier momento quitando a mi cónyuge o pareja de mi cuenta.',
      ],
    },
    30: {
      step: 30,
      title: 'Acuerdo para las pruebas de ETS',
      version: '2026-01',
      paragraphs: [
        'Le pido a Fathom y a su laboratorio asociado que analicen la muestra que envío para detectar las infecciones de transmisión sexual incluidas en mi kit.',
        'Entiendo que un médico revisa los resultados positivos y puede comunicarse conmigo, y que la ley exige informar algunos resultados a las autoridades de salud pública.',
      ],
    },
    31: {
      step: 31,
      title: 'Acuerdo del cliente del programa para veteranos',
      version: '2026-01',
      paragraphs: [
        'Participo en el programa de fertilidad para veteranos según su acuerdo cooperativo de investigación y desarrollo.',
        'Fathom puede compartir mis resultados con el programa en la forma que el programa exija.',
      ],
    },
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
