/** How each measure of a semen analysis moved between the customer's analyses, in numbers and in words. */
import { calendarDateIn } from './calendar-date';
import { formatAxisMonth, formatDay } from './format';
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
  /** Where the analysis falls in time between the first and the latest, from 0 to 1 (0 with one analysis). */
  at: number;
  /**
   * Its month as a time axis names it ("Jun 2025"): whole days would not fit side by side on a phone; the days
   * are in the description and the summary.
   */
  month: string;
}

export interface MeasureTrend {
  parameter: ResultParameter;
  points: TrendPoint[];
  /**
   * The whole series in words: from the first value to the latest (with a low or a high between them), and
   * since when it stands where it does against the normal range; null with a single analysis.
   */
  summary: string | null;
  /** Everything the chart shows, in words: its accessible name. */
  description: string;
}

const dayOf = (analysis: Pick<AnalysisOnRecord, 'readyAt' | 'collectedOn'>) =>
  analysis.collectedOn ?? calendarDateIn(new Date(analysis.readyAt), LAB_REPORT_TIME_ZONE);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Where a value stands against its normal range, as the summary says it. */
type Standing = 'in' | 'below' | 'above' | 'outside';
const standingOf = (state: ResultState | null): Standing =>
  state === 'Normal'
    ? 'in'
    : state === 'Low' || state === 'Low_Post_Thaw_Motility'
      ? 'below'
      : state === 'High'
        ? 'above'
        : 'outside';
const STANDING_WORDS: Readonly<Record<Standing, string>> = {
  in: 'in the normal range',
  below: 'below the normal range',
  above: 'above the normal range',
  outside: 'outside the normal range',
};

/**
 * A measure across the analyses that read it, oldest first, each placed by its day. The summary reads the
 * whole series: the first value against the latest, the lowest or highest between them when it lies beyond
 * both, and since which analysis the measure has stood where it stands now.
 */
export function measureTrend(
  parameter: ResultParameter,
  analyses: readonly AnalysisOnRecord[],
): MeasureTrend {
  const unit = PARAMETER_REFERENCES[parameter].unit;
  const measured = analyses.flatMap((analysis) => {
    const value = analysis.values[parameter];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    return [
      { resultId: analysis.id, date: dayOf(analysis), value, state: resultState(parameter, analysis.values) },
    ];
  });
  const firstDay = measured[0] ? dayNumber(measured[0].date) : 0;
  const span = measured.length > 1 ? dayNumber(measured.at(-1)?.date ?? '') - firstDay : 0;
  const points: TrendPoint[] = measured.map((point) => ({
    ...point,
    at: span > 0 ? (dayNumber(point.date) - firstDay) / span : 0,
    month: formatAxisMonth(point.date),
  }));
  const label = PARAMETER_LABELS[parameter];
  const reading = (point: TrendPoint) => `${valueWithUnit(point.value, unit)} on ${formatDay(point.date)}`;
  const summary = points.length >= 2 ? seriesSummary(points, unit) : null;
  const description =
    points.length === 0
      ? `${label}: not measured yet.`
      : `${label} over ${points.length} ${points.length === 1 ? 'analysis' : 'analyses'}: ${points
          .map(reading)
          .join(', ')}.${summary ? ` ${summary}` : ''}`;
  return { parameter, points, summary, description };
}

function seriesSummary(points: readonly TrendPoint[], unit: string): string {
  const first = points[0] as TrendPoint;
  const last = points.at(-1) as TrendPoint;
  const value = (point: TrendPoint) => valueWithUnit(point.value, unit);
  const between = points.slice(1, -1);
  const lowest = between.reduce<TrendPoint | null>((low, p) => (!low || p.value < low.value ? p : low), null);
  const highest = between.reduce<TrendPoint | null>(
    (high, p) => (!high || p.value > high.value ? p : high),
    null,
  );
  const movement =
    last.value === first.value
      ? `Unchanged at ${value(last)} from ${formatDay(first.date)} to ${formatDay(last.date)}`
      : `${last.value > first.value ? 'Up' : 'Down'} from ${value(first)} on ${formatDay(first.date)} to ${value(last)} on ${formatDay(last.date)}`;
  const extremes = [
    lowest && lowest.value < Math.min(first.value, last.value)
      ? `a low of ${value(lowest)} on ${formatDay(lowest.date)}`
      : null,
    highest && highest.value > Math.max(first.value, last.value)
      ? `a high of ${value(highest)} on ${formatDay(highest.date)}`
      : null,
  ].filter((part) => part !== null);
  const now = standingOf(last.state);
  let since = points.length - 1;
  while (since > 0 && standingOf(points[since - 1]?.state ?? null) === now) since--;
  const standing =
    since === 0
      ? `${STANDING_WORDS[now]} at ${points.length === 2 ? 'both' : `all ${points.length}`} analyses`
      : `${STANDING_WORDS[now]} since ${formatDay(points[since]?.date)}`;
  return `${movement}${extremes.length > 0 ? `, with ${extremes.join(' and ')} between` : ''}; ${standing}.`;
}

/** When the next analysis is due: three months after the latest sample, as a day (YYYY-MM-DD). */
export function retestDate(latest: Pick<AnalysisOnRecord, 'readyAt' | 'collectedOn'>): string {
  const [year = 0, month = 1, day = 1] = dayOf(latest).split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + RETEST_AFTER_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
