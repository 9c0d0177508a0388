/** How each measure of a semen analysis moved between the customer's analyses, in numbers and in words. */
import { calendarDateIn } from './calendar-date';
import { formatAxisMonth, formatDay } from './format';
import { LAB_REPORT_TIME_ZONE } from './lab';
import type { Language } from './languages';
import { listInWords } from './plural';
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
interface TrendWords {
  standing: Readonly<Record<Standing, string>>;
  notMeasured: (label: string) => string;
  /** "Motility over 3 analyses: …." */
  over: (label: string, count: number, readings: readonly string[]) => string;
  /** A value on a day. */
  reading: (value: string, day: string) => string;
  unchanged: (value: string, from: string, to: string) => string;
  moved: (up: boolean, from: { value: string; day: string }, to: { value: string; day: string }) => string;
  low: (value: string, day: string) => string;
  high: (value: string, day: string) => string;
  /** The movement, with the extremes between its ends (none, one or two) and where it stands now. */
  series: (movement: string, extremes: readonly string[], standing: string) => string;
  /** Where the measure stands at every analysis (`count` of them). */
  standingThroughout: (standing: string, count: number) => string;
  standingSince: (standing: string, day: string) => string;
}

const TREND_WORDS: Readonly<Record<Language, TrendWords>> = {
  en: {
    standing: {
      in: 'in the normal range',
      below: 'below the normal range',
      above: 'above the normal range',
      outside: 'outside the normal range',
    },
    notMeasured: (label) => `${label}: not measured yet.`,
    over: (label, count, readings) =>
      `${label} over ${count} ${count === 1 ? 'analysis' : 'analyses'}: ${readings.join(', ')}.`,
    reading: (value, day) => `${value} on ${day}`,
    unchanged: (value, from, to) => `Unchanged at ${value} from ${from} to ${to}`,
    moved: (up, from, to) =>
      `${up ? 'Up' : 'Down'} from ${from.value} on ${from.day} to ${to.value} on ${to.day}`,
    low: (value, day) => `a low of ${value} on ${day}`,
    high: (value, day) => `a high of ${value} on ${day}`,
    series: (movement, extremes, standing) =>
      `${movement}${extremes.length > 0 ? `, with ${extremes.join(' and ')} between` : ''}; ${standing}.`,
    standingThroughout: (standing, count) =>
      `${standing} at ${count === 2 ? 'both' : `all ${count}`} analyses`,
    standingSince: (standing, day) => `${standing} since ${day}`,
  },
  es: {
    standing: {
      in: 'en el rango normal',
      below: 'por debajo del rango normal',
      above: 'por encima del rango normal',
      outside: 'fuera del rango normal',
    },
    notMeasured: (label) => `${label}: todavía no se ha medido.`,
    // "análisis" is the same in the singular and the plural.
    over: (label, count, readings) => `${label} en ${count} análisis: ${readings.join(', ')}.`,
    reading: (value, day) => `${value} el ${day}`,
    unchanged: (value, from, to) => `Sin cambios, en ${value}, del ${from} al ${to}`,
    moved: (up, from, to) =>
      `${up ? 'Subió' : 'Bajó'} de ${from.value} el ${from.day} a ${to.value} el ${to.day}`,
    low: (value, day) => `un mínimo de ${value} el ${day}`,
    high: (value, day) => `un máximo de ${value} el ${day}`,
    series: (movement, extremes, standing) =>
      `${movement}${extremes.length > 0 ? `, con ${listInWords(extremes, 'es')} entre medio` : ''}; ${standing}.`,
    standingThroughout: (standing, count) =>
      `${standing} en ${count === 2 ? 'los dos análisis' : `los ${count} análisis`}`,
    standingSince: (standing, day) => `${standing} desde el ${day}`,
  },
};

/**
 * A measure across the analyses that read it, oldest first, each placed by its day. The summary reads the
 * whole series: the first value against the latest, the lowest or highest between them when it lies beyond
 * both, and since which analysis the measure has stood where it stands now.
 */
export function measureTrend(
  parameter: ResultParameter,
  analyses: readonly AnalysisOnRecord[],
  language: Language,
): MeasureTrend {
  const words = TREND_WORDS[language];
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
    month: formatAxisMonth(point.date, { language }),
  }));
  const label = PARAMETER_LABELS[language][parameter];
  const reading = (point: TrendPoint) =>
    words.reading(valueWithUnit(point.value, unit, language), formatDay(point.date, { language }));
  const summary = points.length >= 2 ? seriesSummary(points, unit, language) : null;
  const description =
    points.length === 0
      ? words.notMeasured(label)
      : `${words.over(label, points.length, points.map(reading))}${summary ? ` ${summary}` : ''}`;
  return { parameter, points, summary, description };
}

function seriesSummary(points: readonly TrendPoint[], unit: string, language: Language): string {
  const words = TREND_WORDS[language];
  const day = (date: string | undefined) => formatDay(date, { language });
  const first = points[0] as TrendPoint;
  const last = points.at(-1) as TrendPoint;
  const value = (point: TrendPoint) => valueWithUnit(point.value, unit, language);
  const between = points.slice(1, -1);
  const lowest = between.reduce<TrendPoint | null>((low, p) => (!low || p.value < low.value ? p : low), null);
  const highest = between.reduce<TrendPoint | null>(
    (high, p) => (!high || p.value > high.value ? p : high),
    null,
  );
  const movement =
    last.value === first.value
      ? words.unchanged(value(last), day(first.date), day(last.date))
      : words.moved(
          last.value > first.value,
          { value: value(first), day: day(first.date) },
          { value: value(last), day: day(last.date) },
        );
  const extremes = [
    lowest && lowest.value < Math.min(first.value, last.value)
      ? words.low(value(lowest), day(lowest.date))
      : null,
    highest && highest.value > Math.max(first.value, last.value)
      ? words.high(value(highest), day(highest.date))
      : null,
  ].filter((part) => part !== null);
  const now = standingOf(last.state);
  let since = points.length - 1;
  while (since > 0 && standingOf(points[since - 1]?.state ?? null) === now) since--;
  const standing =
    since === 0
      ? words.standingThroughout(words.standing[now], points.length)
      : words.standingSince(words.standing[now], day(points[since]?.date));
  return words.series(movement, extremes, standing);
}

/** When the next analysis is due: three months after the latest sample, as a day (YYYY-MM-DD). */
export function retestDate(latest: Pick<AnalysisOnRecord, 'readyAt' | 'collectedOn'>): string {
  const [year = 0, month = 1, day = 1] = dayOf(latest).split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + RETEST_AFTER_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
