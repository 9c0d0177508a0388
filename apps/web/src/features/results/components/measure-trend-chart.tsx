import { formatNumber } from '@fathom/domain/format';
import type { Language } from '@fathom/domain/languages';
import { normalRangeText, unitName, valueWithUnit } from '@fathom/domain/result-labels';
import type { MeasureTrend, TrendPoint } from '@fathom/domain/result-trends';
import { PARAMETER_REFERENCES } from '@fathom/domain/results';
import { Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { formatScale } from './result-gauge';

/** The plot keeps a margin inside its box (in % of it), so that dots and their values at the edges are not cut. */
const INSET_X = 4;
const INSET_TOP = 22;
const INSET_BOTTOM = 6;
/** Two labels on an axis closer than this share of the time span would overlap at a phone's width. */
const LABEL_GAP = 0.35;
/** Axis values closer than this share of the height would overlap. */
const TICK_GAP = 14;

/** A point's value without a long unit, which the legend states once ("82", "2.5", "58%"). */
const pointValue = (value: number, unit: string, language: Language) =>
  unit === '%' ? valueWithUnit(value, unit, language) : formatNumber(value);

/** Rounds a scale's end up to two significant digits ("259" stays, "132.4" becomes "140"). */
function scaleTop(value: number): number {
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(Math.ceil(value / step) * step * 1000) / 1000;
}

/** The points whose day is written under the axis: the first and the latest always, others where there is room. */
function labelledDays(points: readonly TrendPoint[]): Set<string> {
  const shown = new Set<string>();
  const last = points.at(-1);
  let previous: number | null = null;
  for (const point of points) {
    const isEnd = point === points[0] || point === last;
    const roomBefore = previous === null || point.at - previous >= LABEL_GAP;
    const roomAfter = isEnd || !last || last.at - point.at >= LABEL_GAP;
    if (isEnd || (roomBefore && roomAfter)) {
      shown.add(point.resultId);
      previous = point.at;
    }
  }
  return shown;
}

/** A label under or over a point, kept inside the chart at its two ends. */
const anchored = (at: number): CSSProperties =>
  at < 0.1
    ? { left: `${INSET_X + at * (100 - 2 * INSET_X)}%`, transform: 'translateX(-0.375rem)' }
    : at > 0.9
      ? { right: `${100 - INSET_X - at * (100 - 2 * INSET_X)}%`, transform: 'translateX(0.375rem)' }
      : { left: `${INSET_X + at * (100 - 2 * INSET_X)}%`, transform: 'translateX(-50%)' };

/**
 * A measure over the customer's analyses, on a time axis: each value a labelled point placed by its day, the
 * scale's values beside it, and the normal range shaded with its limit marked; the analysis being read is
 * ringed. The chart's accessible name says every value and the summary of the series, which is written under it.
 */
export function MeasureTrendChart({ trend, currentId }: { trend: MeasureTrend; currentId: string | null }) {
  const { normal, max, sliderMax, unit } = PARAMETER_REFERENCES[trend.parameter];
  const highest = Math.max(...trend.points.map((point) => point.value));
  const top = scaleTop(Math.max(sliderMax ?? max, normal * 1.5, highest * 1.1));
  const lowerIsBetter = trend.parameter === 'dna_fragmentation';
  const x = (at: number) => INSET_X + at * (100 - 2 * INSET_X);
  const y = (value: number) =>
    INSET_TOP + (1 - Math.min(value, top) / top) * (100 - INSET_TOP - INSET_BOTTOM);
  const bandFrom = y(lowerIsBetter ? normal : top);
  const bandTo = y(lowerIsBetter ? 0 : normal);
  // The normal limit is always marked; the scale's ends only where they leave it room.
  const ticks = [normal, ...[top, 0].filter((value) => Math.abs(y(value) - y(normal)) >= TICK_GAP)];
  const days = labelledDays(trend.points);
  const language = usePageLanguage();
  const unitLabel = unitName(unit, language);
  return (
    <figure
      className="mt-4 max-w-xl rounded-lg border border-line p-3"
      data-testid={`trend-${trend.parameter}`}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">
          {unit === '%' ? <Trans>Over time</Trans> : <Trans>Over time ({unitLabel})</Trans>}
        </span>
        <span className="flex items-center gap-1.5 text-xs text-ink-soft">
          <span
            className="inline-block h-2.5 w-4 rounded-sm bg-[var(--color-success-600)] opacity-30"
            aria-hidden="true"
          />
          <Trans>Normal range:</Trans> {normalRangeText(trend.parameter, language)}
        </span>
      </figcaption>
      <div className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="relative h-32 min-w-7 text-right text-xs text-ink-soft" aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className={`absolute right-0 -translate-y-1/2 whitespace-nowrap ${tick === normal ? 'font-semibold text-ink' : ''}`}
              style={{ top: `${y(tick)}%` }}
              data-testid="trend-axis-value"
            >
              {formatScale(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-32 border-b border-l border-line">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full"
            role="img"
            aria-label={trend.description}
          >
            <rect
              x="0"
              y={bandFrom}
              width="100"
              height={Math.max(bandTo - bandFrom, 0)}
              className="fill-[var(--color-success-600)] opacity-15"
            />
            <line
              x1="0"
              x2="100"
              y1={y(normal)}
              y2={y(normal)}
              className="stroke-[var(--color-success-700)]"
              strokeDasharray="4 3"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={trend.points.map((point) => `${x(point.at)},${y(point.value)}`).join(' ')}
              fill="none"
              className="stroke-[var(--color-brand-600)]"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {trend.points.map((point) => {
            const current = point.resultId === currentId;
            return (
              <span key={point.resultId} aria-hidden="true">
                <span
                  className={`absolute -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ${
                    current ? 'h-4 w-4 ring-2 ring-[var(--color-brand-600)]' : 'h-3 w-3'
                  } ${point.state === 'Normal' ? 'bg-[var(--color-success-700)]' : 'bg-[var(--color-warning-600)]'}`}
                  style={{ left: `${x(point.at)}%`, top: `${y(point.value)}%` }}
                  data-testid="trend-point"
                  data-at={point.at}
                />
                <span
                  className={`absolute -translate-y-full whitespace-nowrap pb-2 text-xs ${current ? 'font-semibold text-ink' : 'text-ink-soft'}`}
                  style={{ ...anchored(point.at), top: `${y(point.value)}%` }}
                  data-testid="trend-point-value"
                >
                  {pointValue(point.value, unit, language)}
                </span>
              </span>
            );
          })}
        </div>
        <div className="col-start-2 relative h-5 text-xs text-ink-soft" aria-hidden="true">
          {trend.points
            .filter((point) => days.has(point.resultId))
            .map((point) => (
              <span
                key={point.resultId}
                className={`absolute top-1 whitespace-nowrap ${point.resultId === currentId ? 'font-semibold text-ink' : ''}`}
                style={anchored(point.at)}
                data-testid="trend-day"
              >
                {point.month}
              </span>
            ))}
        </div>
      </div>
      {trend.summary ? (
        <p className="mt-2 text-sm" data-testid={`trend-summary-${trend.parameter}`}>
          {trend.summary}
        </p>
      ) : null}
    </figure>
  );
}
