/** When storage customers are billed again, reminded and warned, so nobody loses a vial without warning. */

/** A renewal reminder goes out this many days before the card is charged. */
export const RENEWAL_REMINDER_DAYS = 7;
/** A declined renewal is tried again a day later, up to this many attempts in all. */
export const RENEWAL_MAX_ATTEMPTS = 3;
export const RENEWAL_RETRY_DELAY_DAYS = 1;
/** Warnings before a destruction date, in days. */
export const DESTRUCTION_WARNING_DAYS = [60, 30, 7] as const;
export type DestructionWarning = (typeof DESTRUCTION_WARNING_DAYS)[number];

/**
 * The warning due for a destruction date `daysLeft` days away: the nearest threshold at or above it, so a
 * customer first seen 20 days out gets the 30-day warning, not the 60-day one as well. Null when none is
 * due (more than 60 days away, or the date has passed).
 */
export function destructionWarningDue(daysLeft: number): DestructionWarning | null {
  if (daysLeft < 0) return null;
  const ascending = [...DESTRUCTION_WARNING_DAYS].sort((a, b) => a - b);
  return ascending.find((threshold) => daysLeft <= threshold) ?? null;
}

/**
 * A stored sample faces destruction when its plan ended (a destruction date is set: the end of what was paid for,
 * kept as grace) and vials are still held. The customer's home page and the console's storage list both ask this.
 */
export function facesDestruction(sample: { destructionDate: string | null; vialsHeld: number }): boolean {
  return sample.destructionDate !== null && sample.vialsHeld > 0;
}

/** Whether the day of destruction has come (`today` in the clinic's zone): the grace is over. */
export function isDestructionDue(destructionDate: string, today: string): boolean {
  return destructionDate <= today;
}
