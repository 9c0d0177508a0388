/**
 * Identity verification through an ID.me-style provider: why a customer verifies, the groups a verification
 * can confirm, and the reasons one is refused.
 */

import type { Language } from './languages';
import { listInWords } from './plural';

export const IDENTITY_VERIFICATION_PROVIDER_NAME = 'ID.me';

/** account: from the account page; benefits-check: from a benefits or eligibility check ("bc"). */
export const VERIFICATION_PURPOSES = ['account', 'benefits-check'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** The portal page the provider sends the customer back to, one per purpose (the spec's two callbacks). */
export const VERIFICATION_CALLBACK_PATHS: Readonly<Record<VerificationPurpose, string>> = {
  account: '/idme/callback',
  'benefits-check': '/idme/bc-callback',
};

/** Groups a verification can confirm besides the person's identity. */
export const VERIFIED_GROUPS = [
  'military',
  'veteran',
  'military_family',
  'responder',
  'nurse',
  'medical',
  'teacher',
  'student',
  'government',
] as const;
export type VerifiedGroup = (typeof VERIFIED_GROUPS)[number];

/** How the customer reads each group. */
export const VERIFIED_GROUP_LABELS: Readonly<Record<Language, Readonly<Record<VerifiedGroup, string>>>> = {
  en: {
    military: 'Military service member',
    veteran: 'Veteran',
    military_family: 'Military family',
    responder: 'First responder',
    nurse: 'Nurse',
    medical: 'Medical provider',
    teacher: 'Teacher',
    student: 'Student',
    government: 'Government employee',
  },
  es: {
    military: 'Miembro de las fuerzas armadas',
    veteran: 'Veterano',
    military_family: 'Familia de militar',
    responder: 'Personal de primera respuesta',
    nurse: 'Personal de enfermería',
    medical: 'Profesional de la salud',
    teacher: 'Docente',
    student: 'Estudiante',
    government: 'Empleado del gobierno',
  },
};

export function isVerifiedGroup(value: string): value is VerifiedGroup {
  return (VERIFIED_GROUPS as readonly string[]).includes(value);
}

/** not_verified: the provider could not verify the person; expired_code: its code was too old or used. */
export const REFUSAL_REASONS = ['not_verified', 'expired_code'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface IdentityVerificationMessages {
  refused: Readonly<Record<RefusalReason, string>>;
  invalidState: string;
  expiredState: string;
  usedState: string;
  usedCode: string;
  inProgress: string;
  unavailable: string;
}

const PROVIDER = IDENTITY_VERIFICATION_PROVIDER_NAME;

export const IDENTITY_VERIFICATION_MESSAGES: Readonly<Record<Language, IdentityVerificationMessages>> = {
  en: {
    refused: {
      not_verified: `${PROVIDER} could not verify your identity. Check the details you gave ${PROVIDER} and try again, or contact us and we will help.`,
      expired_code: `The answer from ${PROVIDER} has expired or was already used. Start the verification again.`,
    },
    invalidState: 'This verification link is not valid for your session. Start the verification again.',
    expiredState: 'This verification link has expired. Start the verification again.',
    usedState: 'This verification link has already been used. Start the verification again.',
    usedCode: 'This verification code has already been used. Start the verification again.',
    inProgress: 'This verification is still being checked. Reload the page in a moment.',
    unavailable: `${PROVIDER} did not answer. Try again in a moment.`,
  },
  es: {
    refused: {
      not_verified: `${PROVIDER} no pudo verificar su identidad. Revise los datos que le dio a ${PROVIDER} e inténtelo de nuevo, o contáctenos y le ayudaremos.`,
      expired_code: `La respuesta de ${PROVIDER} venció o ya se usó. Vuelva a empezar la verificación.`,
    },
    invalidState:
      'Este enlace de verificación no es válido para su sesión. Vuelva a empezar la verificación.',
    expiredState: 'Este enlace de verificación venció. Vuelva a empezar la verificación.',
    usedState: 'Este enlace de verificación ya se usó. Vuelva a empezar la verificación.',
    usedCode: 'Este código de verificación ya se usó. Vuelva a empezar la verificación.',
    inProgress: 'Todavía estamos revisando esta verificación. Vuelva a cargar la página en un momento.',
    unavailable: `${PROVIDER} no respondió. Inténtelo de nuevo en un momento.`,
  },
};

/** "Veteran", "Veteran and First responder", "Nurse, Student and Teacher"; empty for identity alone. */
export function describeVerifiedGroups(groups: readonly VerifiedGroup[], language: Language): string {
  return listInWords(
    groups.map((group) => VERIFIED_GROUP_LABELS[language][group]),
    language,
  );
}

const VERIFIED: Readonly<Record<Language, { identity: string; status: (groups: string) => string }>> = {
  en: {
    identity: `${PROVIDER} verified your identity.`,
    status: (groups) => `${PROVIDER} verified your identity and your status: ${groups}.`,
  },
  es: {
    identity: `${PROVIDER} verificó su identidad.`,
    status: (groups) => `${PROVIDER} verificó su identidad y su condición: ${groups}.`,
  },
};

/** The sentence a customer reads about a completed verification. */
export function verifiedMessage(groups: readonly VerifiedGroup[], language: Language): string {
  const described = describeVerifiedGroups(groups, language);
  return described ? VERIFIED[language].status(described) : VERIFIED[language].identity;
}
