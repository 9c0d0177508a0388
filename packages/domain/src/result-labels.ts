/** How results read in words, the same in the portal, the shared view and the PDF report. */

import { formatNumber, formatPercent } from './format';
import { PARAMETER_REFERENCES, type ResultParameter, type ResultState } from './results';
import type { StatusLabel, StatusTone } from './status-labels';

export const RESULT_STATE_LABELS: Readonly<Record<ResultState, string>> = {
  Normal: 'Normal',
  Low: 'Below normal',
  High: 'Above normal',
  Azoospermic: 'No sperm found',
  Withdrawn: 'Withdrawn',
  Low_Post_Thaw_Motility: 'Low after thawing',
  Low_Concentration: 'Too few sperm to measure',
};

export const PARAMETER_LABELS: Readonly<Record<ResultParameter, string>> = {
  total_count: 'Total count',
  total_motile_sperm: 'Total motile count',
  concentration: 'Concentration',
  volume: 'Volume',
  total_motility: 'Motility',
  dna_fragmentation: 'DNA fragmentation',
  normal: 'Morphology',
  post_thaw_motility: 'Post-thaw motility',
};

/**
 * A value with its unit: "42%", "42.46%" (percentages with up to two decimals), "2.5 mL", "120 million";
 * a missing value shows "- -".
 */
export function valueWithUnit(value: number | null | undefined, unit: string): string {
  if (unit === '%') return formatPercent(value);
  const number = formatNumber(value);
  return typeof value === 'number' && Number.isFinite(value) && unit !== '' ? `${number} ${unit}` : number;
}

/**
 * A measure's reading as the report writes it: "None found" when no sperm were found (a count of "0 million/mL"
 * reads as a measurement of nothing), else its value with its unit, "- -" when missing.
 */
export function measureValueText(
  parameter: ResultParameter,
  value: number | null | undefined,
  state: ResultState | null,
): string {
  if (state === 'Azoospermic') return 'None found';
  return valueWithUnit(value, PARAMETER_REFERENCES[parameter].unit);
}

/** The normal range in words: "39 million or more", "30% or less" for DNA fragmentation. */
export function normalRangeText(parameter: ResultParameter): string {
  const { normal, unit } = PARAMETER_REFERENCES[parameter];
  return `${valueWithUnit(normal, unit)} or ${parameter === 'dna_fragmentation' ? 'less' : 'more'}`;
}

const RESULT_STATE_TONES: Readonly<Record<ResultState, StatusTone>> = {
  Normal: 'success',
  Low: 'warning',
  High: 'warning',
  Low_Post_Thaw_Motility: 'warning',
  Low_Concentration: 'warning',
  Azoospermic: 'info',
  Withdrawn: 'neutral',
};

/** A measure's state as a status: its words, and the tone its badge shows ("Below normal", a warning). */
export function resultStateStatus(state: ResultState): StatusLabel {
  return { label: RESULT_STATE_LABELS[state], tone: RESULT_STATE_TONES[state] };
}
