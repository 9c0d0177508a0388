/**
 * Where the account holder's partner (the authorized user) stands. The holder's invitation email carries a
 * link to choose a password: until the partner has chosen one (or signed in some other way) they are invited;
 * from then on their access is active.
 */
import { formatDay } from './format';

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

export const PARTNER_STATUS_LABELS: Record<PartnerAccessStatus, string> = {
  active: 'Active',
  invited: 'Invited',
};

/** The sentence under the partner's name on /partner. */
export function partnerAccessSentence(partner: PartnerAccessFacts): string {
  const since = partnerActiveSince(partner);
  if (since === null) {
    return `Invited ${formatDay(partner.created_at)}; waiting for them to choose a password from our email.`;
  }
  return partner.first_signed_in_at === null
    ? `Active since ${formatDay(since)}: they have chosen their password and can sign in to read your results.`
    : `Active since ${formatDay(since)}: they sign in with their own password and read your results.`;
}
