/** How each measure of a semen analysis moved between the customer's analyses, in numbers and in words. */
import { calendarDateIn } from './calendar-date';
import { formatDay } from './format';
import { LAB_REPORT_TIME_ZONE } from './lab';
import { PARAMETER_LABELS, valueWithUnit } from './result-labels';
import {
  PARAMETER_REFERENCES,
  type ResultDocumentValues,
  type ResultParameter,
  type ResultState,
  resultState,
} from './results';

/** The lab's advice: sperm take about three months to renew, so a new analysis shows a change after that. */
export const RETEST_AFTER_MONTHS = 3;

export interface AnalysisOnRecord {
  id: string;
  /** When the lab released it (ISO time). */
  readyAt: string;
  /** The day the sample was collected (YYYY-MM-DD), when known. */
  collectedOn: string | null;
  values: ResultDocumentValues;
}

export interface TrendPoint {
  resultId: string;
  /** The analysis's day (YYYY-MM-DD): the sample's collection, else the lab's report. */
  date: string;
  value: number;
  state: ResultState | null;
}

export interface MeasureTrend {
  parameter: ResultParameter;
  points: TrendPoint[];
  /** The change since the analysis before, in words; null with a single analysis. */
  change: string | null;
  /** Everything the chart shows, in words: its accessible name. */
  description: string;
}

const dayOf = (analysis: AnalysisOnRecord) =>
  analysis.collectedOn ?? calendarDateIn(new Date(analysis.readyAt), LAB_REPORT_TIME_ZONE);

const inRange = (state: ResultState | null) => state === 'Normal';

/**
 * A measure across the analyses that read it, oldest first. The change compares the last two: up, down or
 * unchanged, and whether that moved it into or out of the normal range.
 */
export function measureTrend(
  parameter: ResultParameter,
  analyses: readonly AnalysisOnRecord[],
): MeasureTrend {
  const unit = PARAMETER_REFERENCES[parameter].unit;
  const points = analyses.flatMap((analysis): TrendPoint[] => {
    const value = analysis.values[parameter];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    return [
      { resultId: analysis.id, date: dayOf(analysis), value, state: resultState(parameter, analysis.values) },
    ];
  });
  const label = PARAMETER_LABELS[parameter];
  const last = points.at(-1);
  const before = points.at(-2);
  let change: string | null = null;
  if (last && before) {
    const from = valueWithUnit(before.value, unit);
    const to = valueWithUnit(last.value, unit);
    const since = `since ${formatDay(before.date)}`;
    const movement =
      last.value > before.value
        ? `Up from ${from} to ${to} ${since}`
        : last.value < before.value
          ? `Down from ${from} to ${to} ${since}`
          : `Unchanged at ${to} ${since}`;
    const range =
      inRange(last.state) && !inRange(before.state)
        ? ', now in the normal range'
        : !inRange(last.state) && inRange(before.state)
          ? ', now outside the normal range'
          : '';
    change = `${movement}${range}.`;
  }
  const readings = points.map((point) => `${valueWithUnit(point.value, unit)} on ${formatDay(point.date)}`);
  const description =
    points.length === 0
      ? `${label}: not measured yet.`
      : `${label} over ${points.length} ${points.length === 1 ? 'analysis' : 'analyses'}: ${readings.join(', ')}.${change ? ` ${change}` : ''}`;
  return { parameter, points, change, description };
}

/** When the next analysis is due: three months after the latest sample, as a day (YYYY-MM-DD). */
export function retestDate(latest: AnalysisOnRecord): string {
  const [year = 0, month = 1, day = 1] = dayOf(latest).split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + RETEST_AFTER_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
