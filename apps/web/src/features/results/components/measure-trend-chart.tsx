import { formatDay } from '@fathom/domain/format';
import type { MeasureTrend } from '@fathom/domain/result-trends';
import { PARAMETER_REFERENCES } from '@fathom/domain/results';

const WIDTH = 320;
const HEIGHT = 90;
const PAD_X = 14;
const PAD_Y = 10;

/**
 * A measure over the customer's analyses: each value as a point on a line, against the normal range shaded
 * behind it; the analysis being read is ringed. The chart's accessible name says every value and the change,
 * and the change is written under it.
 */
export function MeasureTrendChart({ trend, currentId }: { trend: MeasureTrend; currentId: string | null }) {
  const { normal, max, sliderMax } = PARAMETER_REFERENCES[trend.parameter];
  const highest = Math.max(...trend.points.map((point) => point.value));
  const top = Math.max(sliderMax ?? max, normal * 1.5, highest * 1.1);
  const lowerIsBetter = trend.parameter === 'dna_fragmentation';
  const x = (index: number) =>
    trend.points.length === 1 ? WIDTH / 2 : PAD_X + (index * (WIDTH - 2 * PAD_X)) / (trend.points.length - 1);
  const y = (value: number) => HEIGHT - PAD_Y - (Math.min(value, top) / top) * (HEIGHT - 2 * PAD_Y);
  const bandFrom = y(lowerIsBetter ? normal : top);
  const bandTo = y(lowerIsBetter ? 0 : normal);
  return (
    <figure
      className="mt-4 max-w-xl rounded-lg border border-line p-3"
      data-testid={`trend-${trend.parameter}`}
    >
      <figcaption className="text-sm font-semibold">Over time</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={trend.description}
      >
        <rect
          x="0"
          y={bandFrom}
          width={WIDTH}
          height={Math.max(bandTo - bandFrom, 0)}
          className="fill-[var(--color-success-600)] opacity-15"
        />
        <line
          x1="0"
          x2={WIDTH}
          y1={y(normal)}
          y2={y(normal)}
          className="stroke-[var(--color-success-700)]"
          strokeDasharray="4 3"
          strokeWidth="1"
        />
        <polyline
          points={trend.points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
          fill="none"
          className="stroke-[var(--color-brand-600)]"
          strokeWidth="2"
        />
        {trend.points.map((point, index) => (
          <circle
            key={point.resultId}
            cx={x(index)}
            cy={y(point.value)}
            r={point.resultId === currentId ? 6 : 4}
            className={
              point.state === 'Normal'
                ? 'fill-[var(--color-success-700)] stroke-white'
                : 'fill-[var(--color-warning-600)] stroke-white'
            }
            strokeWidth="2"
          />
        ))}
      </svg>
      <ol className="mt-1 flex justify-between gap-2 text-xs text-ink-soft" aria-hidden="true">
        {trend.points.map((point) => (
          <li key={point.resultId} className={point.resultId === currentId ? 'font-semibold text-ink' : ''}>
            {formatDay(point.date)}
          </li>
        ))}
      </ol>
      {trend.change ? (
        <p className="mt-2 text-sm" data-testid={`trend-change-${trend.parameter}`}>
          {trend.change}
        </p>
      ) : null}
    </figure>
  );
}
