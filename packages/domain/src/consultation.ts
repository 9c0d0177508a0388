/** The consultations dialog (specification section 2): which of its modes applies. */
import { FREE_CONSULTATION_CUTOFF_DATE } from './constants';
import type { ItemKindFlags } from './kits';
import type { Language } from './languages';
import { isStale } from './results';
import { latestReadyResult, ownClient, type UserView } from './user';

export type ConsultationDialogMode =
  /** Only STI or supplement items: prompt to order a semen analysis ("Maybe later"). */
  | 'order_semen_analysis'
  /** Latest ready result older than 90 days: "Get up-to-date results before speaking to a specialist". */
  | 'stale_results'
  /** "Book now for $49" through the external checkout. */
  | 'book_paid'
  /** "Schedule my consultation". */
  | 'schedule'
  /** Come back once results are received ("Close"). */
  | 'results_not_ready';

export const STALE_RESULTS_TITLE: Readonly<Record<Language, string>> = {
  en: 'Get up-to-date results before speaking to a specialist',
  es: 'Obtenga resultados actualizados antes de hablar con un especialista',
};
export const BOOK_PAID_LABEL: Readonly<Record<Language, string>> = {
  en: 'Book now for $49',
  es: 'Reserve ahora por $49',
};
export const SCHEDULE_LABEL: Readonly<Record<Language, string>> = {
  en: 'Schedule my consultation',
  es: 'Programar mi consulta',
};

export interface ConsultationDialogInput {
  user: UserView;
  /** The customer's items (kits, analyses, storage, supplements, consultations). */
  items: readonly ItemKindFlags[];
  now: Date;
}

/** Analyses created before 2022-07-07 come with a complimentary consultation. */
export function isFreeConsultationAnalysis(createdAt: string): boolean {
  return createdAt.slice(0, 10) < FREE_CONSULTATION_CUTOFF_DATE;
}

/**
 * The first mode that applies, in the spec's order. A customer with no items at all is asked to
 * order a semen analysis too: they have nothing a consultation could discuss.
 */
export function consultationDialogMode({
  user,
  items,
  now,
}: ConsultationDialogInput): ConsultationDialogMode {
  if (items.every((item) => item.is_sti || item.is_supplement)) return 'order_semen_analysis';
  const readyResult = latestReadyResult(user);
  if (readyResult && isStale(readyResult.attributes.ready_at, now)) return 'stale_results';
  const client = ownClient(user)?.attributes;
  if (!client?.has_results_ready) return 'results_not_ready';
  const createdAt = client.latest_analysis?.created_at;
  const free = createdAt !== undefined && isFreeConsultationAnalysis(createdAt);
  return client.has_active_fertility_consultation || free ? 'schedule' : 'book_paid';
}

/**
 * What the schedule mode says of the consultation: one the customer bought is theirs, never "included"; the
 * complimentary one came with an analysis created before 2022-07-07.
 */
const SCHEDULED_CONSULTATION: Readonly<
  Record<Language, { bought: string; included: string; pickATime: string }>
> = {
  en: {
    bought: 'You have bought your fertility consultation.',
    included: 'Your consultation is included with your analysis.',
    pickATime: 'Pick a time that suits you to go through your results with a fertility specialist.',
  },
  es: {
    bought: 'Ya compró su consulta de fertilidad.',
    included: 'Su consulta está incluida con su análisis.',
    pickATime:
      'Elija la hora que mejor le convenga para revisar sus resultados con un especialista en fertilidad.',
  },
};

export function scheduledConsultationText(user: UserView, language: Language): string {
  const words = SCHEDULED_CONSULTATION[language];
  return ownClient(user)?.attributes.has_active_fertility_consultation
    ? `${words.bought} ${words.pickATime}`
    : `${words.included} ${words.pickATime}`;
}

/**
 * Whether the dialog offers the paid consultation ("Book now for $49"): in its own mode, and to every
 * customer without a semen analysis kit, since the complimentary call is only for those who bought one
 * (specification section 1), unless they already have a consultation to schedule.
 */
export function offersPaidConsultation(
  input: ConsultationDialogInput,
  mode: ConsultationDialogMode = consultationDialogMode(input),
): boolean {
  if (mode === 'book_paid') return true;
  if (mode !== 'order_semen_analysis' && mode !== 'results_not_ready') return false;
  const hasAnalysisKit = input.items.some((item) => item.is_analysis);
  return !hasAnalysisKit && !ownClient(input.user)?.attributes.has_active_fertility_consultation;
}
