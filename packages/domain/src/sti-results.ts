/** When a customer may read an STI panel (a positive result is first reviewed by a clinician). */

import type { Language } from './languages';
import type { StiOutcome } from './results';

export const STI_CLINICIAN_REVIEW_HOURS = 72;

export const STI_TEST_KEYS = [
  'chlamydiaGenital',
  'gonorrheaGenital',
  'hepatitisB',
  'hepatitisCAntibody',
  'hiv',
  'syphilis',
  'syphilisIGG',
] as const;
export type StiTestKey = (typeof STI_TEST_KEYS)[number];

/** The tests as the customer reads them (the console and FHIR records use the English). */
export const STI_TEST_NAMES: Readonly<Record<Language, Readonly<Record<StiTestKey, string>>>> = {
  en: {
    chlamydiaGenital: 'Chlamydia',
    gonorrheaGenital: 'Gonorrhea',
    hepatitisB: 'Hepatitis B',
    hepatitisCAntibody: 'Hepatitis C antibody',
    hiv: 'HIV',
    syphilis: 'Syphilis',
    syphilisIGG: 'Syphilis IgG',
  },
  es: {
    chlamydiaGenital: 'Clamidia',
    gonorrheaGenital: 'Gonorrea',
    hepatitisB: 'Hepatitis B',
    hepatitisCAntibody: 'Anticuerpos contra la hepatitis C',
    hiv: 'VIH',
    syphilis: 'Sífilis',
    syphilisIGG: 'Sífilis IgG',
  },
};

/** not_ready: the lab has not entered results; held: a clinician reviews a positive result first. */
export type StiVisibility = 'not_ready' | 'held_for_review' | 'visible';

export interface StiReportTimes {
  enteredAt: Date | string | null;
  releasedAt: Date | string | null;
}

/**
 * Results without a positive are shown once entered. A positive panel is held until a clinician releases it,
 * or until 72 hours after it was entered, whichever comes first.
 */
export function stiVisibility(
  report: StiReportTimes,
  outcomes: readonly StiOutcome[],
  now: Date,
): StiVisibility {
  if (!report.enteredAt || outcomes.length === 0) return 'not_ready';
  if (report.releasedAt || !outcomes.includes('positive')) return 'visible';
  const heldUntil = new Date(report.enteredAt).getTime() + STI_CLINICIAN_REVIEW_HOURS * 3_600_000;
  return now.getTime() >= heldUntil ? 'visible' : 'held_for_review';
}

/**
 * When the customer could first read the panel: once entered, or for a positive panel once a clinician
 * released it or the review window ended, whichever came first. Null while the panel is not visible.
 */
export function stiReadableAt(
  report: StiReportTimes,
  outcomes: readonly StiOutcome[],
  now: Date,
): Date | null {
  if (!report.enteredAt || stiVisibility(report, outcomes, now) !== 'visible') return null;
  const entered = new Date(report.enteredAt).getTime();
  if (!outcomes.includes('positive')) return new Date(entered);
  const reviewEnds = entered + STI_CLINICIAN_REVIEW_HOURS * 3_600_000;
  const released = report.releasedAt ? new Date(report.releasedAt).getTime() : reviewEnds;
  return new Date(Math.min(released, reviewEnds));
}
