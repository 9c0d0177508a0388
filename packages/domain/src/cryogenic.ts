/** Cryogenic storage rules (specification sections 1, 3, 4 and 5): statuses, matching, withdrawal lead time. */
import { addDays, calendarDateIn, isCalendarDate } from './calendar-date';
import { WITHDRAWAL_LEAD_TIME_DAYS } from './constants';

export const STORAGE_STATUSES = ['Empty', 'Not stored', 'Stored', 'Withdrawn'] as const;
export type StorageStatus = (typeof STORAGE_STATUSES)[number];

export const VIAL_STATUSES = ['permanent_storage', 'awaiting_permanent_storage', 'destroyed'] as const;
export type VialStatus = (typeof VIAL_STATUSES)[number];

export const CONSIDERING_FREEZING_VALUES = ['yes', 'no', 'not_sure'] as const;
export type ConsideringFreezing = (typeof CONSIDERING_FREEZING_VALUES)[number];

/** A cryogenic storage item paired with the analysis whose sample it holds. */
export interface CryoMatch {
  cryogenic_uuid: string;
  analysis_uuid: string;
}

/**
 * Adds a confirmed pairing. A cryogenic item or an analysis pairs once: a new pairing of either
 * replaces the earlier one that used it.
 */
export function confirmMatch(matches: readonly CryoMatch[], match: CryoMatch): CryoMatch[] {
  return [
    ...matches.filter(
      (existing) =>
        existing.cryogenic_uuid !== match.cryogenic_uuid && existing.analysis_uuid !== match.analysis_uuid,
    ),
    match,
  ];
}

/** Takes the last confirmed pairing back for editing. */
export function revertLastMatch(matches: readonly CryoMatch[]): {
  matches: CryoMatch[];
  editing: CryoMatch | null;
} {
  const editing = matches.at(-1) ?? null;
  return { matches: matches.slice(0, -1), editing };
}

/** The body of the match-cryogenic-with-analyses action, and the list that remains after submitting (empty). */
export function submitMatches(matches: readonly CryoMatch[]): {
  payload: { data: CryoMatch[] };
  matches: CryoMatch[];
} {
  return {
    payload: {
      data: matches.map(({ cryogenic_uuid, analysis_uuid }) => ({ cryogenic_uuid, analysis_uuid })),
    },
    matches: [],
  };
}

/** The first calendar date a withdrawal may be scheduled for: 15 days after today in the customer's zone. */
export function earliestWithdrawalDate(now: Date, timeZone: string): string {
  return addDays(calendarDateIn(now, timeZone), WITHDRAWAL_LEAD_TIME_DAYS);
}

/** A withdrawal date (YYYY-MM-DD) needs at least 15 days of lead time in the customer's zone. */
export function isWithdrawalDateAllowed(date: string, now: Date, timeZone: string): boolean {
  return isCalendarDate(date) && date >= earliestWithdrawalDate(now, timeZone);
}

export interface StoredVial {
  status: VialStatus;
  withdrawn: boolean;
}

/** A vial still held for the customer: neither withdrawn nor destroyed. */
export function isVialInStorage(vial: StoredVial): boolean {
  return !vial.withdrawn && vial.status !== 'destroyed';
}

/**
 * Empty: no storage plan and no vials. Stored: at least one vial held. Withdrawn: every vial was sent out.
 * Not stored: a plan without vials held (not yet frozen, or the vials were destroyed).
 */
export function storageStatus(vials: readonly StoredVial[], hasStoragePlan: boolean): StorageStatus {
  if (vials.length === 0) return hasStoragePlan ? 'Not stored' : 'Empty';
  if (vials.some(isVialInStorage)) return 'Stored';
  if (vials.every((vial) => vial.withdrawn)) return 'Withdrawn';
  return 'Not stored';
}
