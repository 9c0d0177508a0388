import { measureValueText, normalRangeText, RESULT_STATE_LABELS } from '@fathom/domain/result-labels';
import {
  PARAMETER_REFERENCES,
  type PercentileParameter,
  percentileTier,
  type ResultParameter,
  type ResultState,
} from '@fathom/domain/results';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { ResultStateChip } from './result-state-chip';

const RANKED: readonly ResultParameter[] = ['concentration', 'volume', 'total_motility'];

/**
 * A parameter as a picture: the scale from 0 to its chart maximum with both ends labelled, the normal range
 * shaded and its limit marked with its value, and a marker at the customer's value; the same facts in words for
 * screen readers and beside it, with the state as a chip.
 */
export function ResultGauge({
  parameter,
  label,
  value,
  state,
}: {
  parameter: ResultParameter;
  label: string;
  value: number | null;
  state: ResultState | null;
}) {
  const { t } = useLingui();
  const { normal, max, sliderMax } = PARAMETER_REFERENCES[parameter];
  const scale = sliderMax ?? max;
  const lowerIsBetter = parameter === 'dna_fragmentation';
  const normalFrom = lowerIsBetter ? 0 : Math.min(normal, scale);
  const normalTo = lowerIsBetter ? Math.min(normal, scale) : scale;
  const position = value === null ? null : (Math.min(Math.max(value, 0), scale) / scale) * 100;
  const language = usePageLanguage();
  const reference = normalRangeText(parameter, language);
  const tier =
    RANKED.includes(parameter) && state === 'Normal'
      ? percentileTier(parameter as PercentileParameter, value)
      : null;
  const good = state === 'Normal';
  const threshold = (Math.min(normal, scale) / scale) * 100;
  // A value beyond the end of the scale sits at its end: the scale says so ("150+").
  const scaleEnd = sliderMax !== undefined ? `${formatScale(scale)}+` : formatScale(scale);
  const reading = measureValueText(parameter, value, state, language);
  const stateWords = state === null ? '' : RESULT_STATE_LABELS[language][state].toLowerCase();
  const description =
    state === 'Azoospermic'
      ? t`${label}: no sperm found. Normal: ${reference}.`
      : value === null || state === null
        ? t`${label}: not measured. Normal: ${reference}.`
        : t`${label}: ${reading}, ${stateWords}. Normal: ${reference}.`;
  const limit = formatScale(normal);

  return (
    <figure className="mt-3" data-testid={`gauge-${parameter}`}>
      <svg
        viewBox="0 0 100 14"
        className="h-8 w-full"
        role="img"
        aria-label={description}
        preserveAspectRatio="none"
      >
        <rect x="0" y="4" width="100" height="6" rx="3" className="fill-[var(--color-line)]" />
        <rect
          x={(normalFrom / scale) * 100}
          y="4"
          width={((normalTo - normalFrom) / scale) * 100}
          height="6"
          className="fill-[var(--color-success-600)] opacity-40"
        />
        <rect
          x={Math.min(threshold, 99.6) - 0.2}
          y="2"
          width="0.4"
          height="10"
          className="fill-[var(--color-ink-soft)]"
        />
        {position === null ? null : (
          <rect
            x={Math.min(Math.max(position - 0.75, 0), 98.5)}
            y="0"
            width="1.5"
            height="14"
            className={good ? 'fill-[var(--color-success-700)]' : 'fill-[var(--color-error-600)]'}
          />
        )}
      </svg>
      <div className="relative h-4 text-xs text-ink-soft" aria-hidden="true">
        <span className="absolute left-0">0</span>
        <span
          className="absolute whitespace-nowrap font-semibold text-ink"
          style={limitLabelPlace(threshold)}
          data-testid={`gauge-limit-${parameter}`}
        >
          {lowerIsBetter ? (
            <Trans comment="The mark of a measure's highest normal value on its scale">{limit} limit</Trans>
          ) : (
            <Trans comment="The mark of a measure's lowest normal value on its scale">{limit} normal</Trans>
          )}
        </span>
        <span className="absolute right-0">{scaleEnd}</span>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" data-testid={`value-${parameter}`}>
            {reading}
          </span>
          {state ? <ResultStateChip state={state} /> : null}
          {tier ? (
            <span
              className="rounded bg-[var(--color-accent-100)] px-2 py-0.5 font-semibold text-[var(--color-accent-700)]"
              data-testid={`percentile-${parameter}`}
            >
              <Trans>Top {tier}% of men</Trans>
            </span>
          ) : null}
        </span>
        <span className="text-ink-soft">
          <Trans>Normal: {reference}</Trans>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Where the limit's label sits: centred on its mark, except near an end of the scale, where it starts (or ends)
 * at the mark so that it stays inside the bar and leaves the scale's 0 and end readable.
 */
function limitLabelPlace(threshold: number): CSSProperties {
  if (threshold < 20) return { left: `${threshold}%`, paddingLeft: '0.25rem' };
  if (threshold > 80) return { right: `${100 - threshold}%`, paddingRight: '0.25rem' };
  return { left: `${threshold}%`, transform: 'translateX(-50%)' };
}

/** A scale mark: whole numbers as they are, others with one decimal ("1.4"). */
export function formatScale(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
