/** Cryogenic storage rules (specification sections 1, 3, 4 and 5): statuses, matching, withdrawal lead time. */
import { addDays, calendarDateIn, daysBetween, isCalendarDate } from './calendar-date';
import { WITHDRAWAL_LEAD_TIME_DAYS } from './constants';
import type { Language } from './languages';

export const STORAGE_STATUSES = ['Empty', 'Not stored', 'Stored', 'Withdrawn'] as const;
/** A sample whose every vial was sent out: the post-thaw reading of its analysis is Withdrawn (RS-13). */
export const WITHDRAWN_STORAGE_STATUS: (typeof STORAGE_STATUSES)[number] = 'Withdrawn';
export type StorageStatus = (typeof STORAGE_STATUSES)[number];

/** A sample's storage status as the storage page shows it beside its vials. */
export const STORAGE_STATUS_WORDS: Readonly<Record<Language, Readonly<Record<StorageStatus, string>>>> = {
  en: { Empty: 'Empty', 'Not stored': 'Not stored', Stored: 'Stored', Withdrawn: 'Withdrawn' },
  es: {
    Empty: 'Sin viales',
    'Not stored': 'Sin almacenar',
    Stored: 'En almacenamiento',
    Withdrawn: 'Viales retirados',
  },
};

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

/** One stored sample as the storage page reads it. */
export interface SampleHolding {
  /** Set when no storage plan holds the sample: its vials are destroyed on that date. */
  destructionDate: string | null;
  vialsHeld: number;
  vialCount: number;
}

/** What the customer's storage comes to, most urgent first: the first thing the storage page says. */
export type StorageSituation =
  | { kind: 'destruction_scheduled'; destructionDate: string; daysLeft: number; vialsHeld: number }
  | { kind: 'all_destroyed'; vialCount: number }
  | { kind: 'all_withdrawn'; vialCount: number }
  | { kind: 'stored'; vialsHeld: number }
  | { kind: 'awaiting_sample' }
  | { kind: 'none_held' }
  | { kind: 'no_storage' };

/**
 * A sample without a plan whose vials are still held comes first (the soonest destruction date), whatever
 * else is stored; then every vial destroyed, every vial withdrawn, vials held under a plan, a plan whose
 * sample is not frozen yet, vials that all left storage in several ways, and no storage at all.
 * `today` is the customer's calendar date.
 */
export function storageSituation(
  storage: { samples: readonly SampleHolding[]; allWithdrawn: boolean; allDestroyed: boolean },
  today: string,
): StorageSituation {
  const doomed = storage.samples
    .filter((sample) => sample.destructionDate !== null && sample.vialsHeld > 0)
    .sort((a, b) => (a.destructionDate ?? '').localeCompare(b.destructionDate ?? ''))[0];
  if (doomed?.destructionDate) {
    return {
      kind: 'destruction_scheduled',
      destructionDate: doomed.destructionDate,
      daysLeft: daysBetween(today, doomed.destructionDate),
      vialsHeld: doomed.vialsHeld,
    };
  }
  const vialCount = storage.samples.reduce((sum, sample) => sum + sample.vialCount, 0);
  const vialsHeld = storage.samples.reduce((sum, sample) => sum + sample.vialsHeld, 0);
  if (storage.allDestroyed) return { kind: 'all_destroyed', vialCount };
  if (storage.allWithdrawn) return { kind: 'all_withdrawn', vialCount };
  if (vialsHeld > 0) return { kind: 'stored', vialsHeld };
  if (vialCount > 0) return { kind: 'none_held' };
  // Nothing frozen yet: a plan waits for its sample, unless every plan has ended.
  return storage.samples.some((sample) => sample.destructionDate === null)
    ? { kind: 'awaiting_sample' }
    : { kind: 'no_storage' };
}

const PLAN_PERIODS: Readonly<Record<Language, (frequency: 'month' | 'year', every: number) => string>> = {
  en: (frequency, every) => (every > 1 ? `every ${every} ${frequency}s` : `per ${frequency}`),
  es: (frequency, every) => {
    const [one, many] = frequency === 'month' ? ['mes', 'meses'] : ['año', 'años'];
    return every > 1 ? `cada ${every} ${many}` : `al ${one}`;
  },
};

/**
 * How often a storage plan bills, as its price says it: "per month", "every 6 months", "every 10 years" ("al mes",
 * "cada 6 meses").
 */
export function storagePlanPeriod(
  frequency: 'month' | 'year' | null | undefined,
  every: number,
  language: Language,
): string {
  if (!frequency) return '';
  return PLAN_PERIODS[language](frequency, every);
}

/**
 * The name a withdrawal's vials are sent to: the facility, or the professional at their practice. (Here rather than
 * in withdrawal.ts, whose validation the pages that only show a withdrawal need not load.)
 */
export function withdrawalRecipientLabel(recipient: {
  recipient_type: string;
  recipient_name: string | null;
  recipient_facility: string;
}): string {
  const name = recipient.recipient_name?.trim();
  return recipient.recipient_type === 'medical_professional' && name
    ? `${name}, ${recipient.recipient_facility}`
    : recipient.recipient_facility;
}
