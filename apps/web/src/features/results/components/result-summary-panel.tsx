import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { measureValueText } from '@fathom/domain/result-labels';
import type { ResultSummary } from '@fathom/domain/result-summary';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { ResultStateChip } from './result-state-chip';

/**
 * The report's first words: how many measures are in range, each measure with its state (each a link to its
 * section), and the next step for anything out of range.
 */
export function ResultSummaryPanel({
  summary,
  retestOn,
  offerActions = true,
}: {
  summary: ResultSummary;
  /** When the lab's recommended next analysis falls (YYYY-MM-DD), while it is still ahead. */
  retestOn: string | null;
  /** The account holder books calls; a partner reading the results does not. */
  offerActions?: boolean;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const retestDay = retestOn ? formatDay(retestOn) : null;
  return (
    <section
      className="card mt-6 min-h-[29rem] p-6"
      aria-labelledby="result-summary-title"
      data-testid="result-summary"
    >
      <h2 id="result-summary-title" className="text-lg font-semibold">
        <Trans>Your results at a glance</Trans>
      </h2>
      <p className="mt-2 text-lg" data-testid="result-summary-headline">
        {summary.headline}
      </p>
      <ul className="mt-4 divide-y divide-[var(--color-line)]" aria-label={t`Your measures`}>
        {summary.measures.map((measure) => (
          <li
            key={measure.parameter}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-2"
          >
            <a href={`#${measure.section}`} className="text-link">
              {measure.label}
            </a>
            <span className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
              <span className="text-sm font-semibold">
                {measure.value === null && measure.state !== 'Azoospermic'
                  ? ''
                  : measureValueText(measure.parameter, measure.value, measure.state, language)}
              </span>
              <ResultStateChip state={measure.state} />
            </span>
          </li>
        ))}
      </ul>
      {summary.nextSteps.length > 0 ? (
        <div className="mt-4 rounded-lg bg-[var(--color-paper)] p-4" data-testid="result-next-steps">
          <h3 className="font-semibold">
            <Trans>What to do next</Trans>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {offerActions ? (
              <Link href="/schedule-results-call" className="text-link">
                <Trans>Book a results call</Trans>
              </Link>
            ) : null}
            <Link href="/find-urologist" className="text-link">
              <Trans>Find a urologist</Trans>
            </Link>
          </p>
        </div>
      ) : null}
      {retestDay ? (
        <p className="mt-4 text-sm" data-testid="retest-date">
          <Trans>
            The lab recommends a new analysis about every three months, the time sperm take to renew: your
            next is due around <strong>{retestDay}</strong>.
          </Trans>{' '}
          <a
            href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
            className="text-link"
          >
            <Trans>Order a new analysis</Trans>
          </a>
        </p>
      ) : null}
    </section>
  );
}
