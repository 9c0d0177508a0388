/**
 * Where the account holder's partner (the authorized user) stands. The holder's invitation email carries a
 * link to choose a password: until the partner has chosen one (or signed in some other way) they are invited;
 * from then on their access is active.
 */
import { formatDay } from './format';
import type { Language } from './languages';

export type PartnerAccessStatus = 'active' | 'invited';

export interface PartnerAccessFacts {
  /** When the partner was added (or added again). */
  created_at: string;
  /** When they chose a password from an email sent since they were added; null while they have not. */
  password_chosen_at: string | null;
  /** When they first signed in since they were added; null while they have not. */
  first_signed_in_at: string | null;
}

/** Active from the first of choosing a password or signing in. */
export function partnerActiveSince(partner: PartnerAccessFacts): string | null {
  const moments = [partner.password_chosen_at, partner.first_signed_in_at].filter(
    (moment): moment is string => moment !== null,
  );
  if (moments.length === 0) return null;
  return moments.reduce((first, moment) => (new Date(moment) < new Date(first) ? moment : first));
}

export function partnerAccessStatus(partner: PartnerAccessFacts): PartnerAccessStatus {
  return partnerActiveSince(partner) === null ? 'invited' : 'active';
}

export const PARTNER_STATUS_LABELS: Readonly<
  Record<Language, Readonly<Record<PartnerAccessStatus, string>>>
> = {
  en: { active: 'Active', invited: 'Invited' },
  // Of the access, not the person: Spanish would otherwise say the partner's gender.
  es: { active: 'Acceso activo', invited: 'Invitación enviada' },
};

interface PartnerAccessWords {
  invited: (day: string) => string;
  passwordChosen: (day: string) => string;
  signedIn: (day: string) => string;
}

const PARTNER_ACCESS_WORDS: Readonly<Record<Language, PartnerAccessWords>> = {
  en: {
    invited: (day) => `Invited ${day}; waiting for them to choose a password from our email.`,
    passwordChosen: (day) =>
      `Active since ${day}: they have chosen their password and can sign in to read your results.`,
    signedIn: (day) => `Active since ${day}: they sign in with their own password and read your results.`,
  },
  es: {
    invited: (day) =>
      `Invitación enviada el ${day}; esperamos que elija una contraseña con el enlace de nuestro correo electrónico.`,
    passwordChosen: (day) =>
      `Acceso activo desde el ${day}: ya eligió su contraseña y puede iniciar sesión para ver los resultados que usted comparte.`,
    signedIn: (day) =>
      `Acceso activo desde el ${day}: inicia sesión con su propia contraseña y ve los resultados que usted comparte.`,
  },
};

/** The sentence under the partner's name on /partner. */
export function partnerAccessSentence(partner: PartnerAccessFacts, language: Language): string {
  const words = PARTNER_ACCESS_WORDS[language];
  const day = (moment: string) => formatDay(moment, { language });
  const since = partnerActiveSince(partner);
  if (since === null) return words.invited(day(partner.created_at));
  return partner.first_signed_in_at === null ? words.passwordChosen(day(since)) : words.signedIn(day(since));
}
