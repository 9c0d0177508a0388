import type { StiPanelSummary } from '@fathom/contract/account-summary';
import { type ResultsEmptyState, resultsEmptyState } from '@fathom/domain/empty-states';
import { productTitle } from '@fathom/domain/product-words';
import { isStale } from '@fathom/domain/results';
import { hasResultsReady, latestReadyResult, type UserView } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { EmptyStateMessage } from '../../../components/empty-state-action';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import {
  AnalysisProgress,
  STI_HELD_TEXT,
  STI_NOT_READY_TEXT,
  STI_OVERALL_TEXT,
  StaleResultsNotice,
} from '../../results';

function StiPanelLine({ panel, separated }: { panel: StiPanelSummary; separated: boolean }) {
  const language = usePageLanguage();
  return (
    <div className={separated ? 'mt-4 border-t border-line pt-4' : 'mt-2'} data-testid="latest-sti-result">
      <p>
        <strong>{productTitle(panel.product_key, language, panel.title)}</strong>
        {panel.ready_at ? (
          <>
            {' '}
            <Trans>
              · results from <strong>{formatDay(panel.ready_at)}</strong>
            </Trans>
          </>
        ) : null}
      </p>
      <p className="mt-1">
        {panel.overall
          ? STI_OVERALL_TEXT[panel.overall]
          : panel.visibility === 'held_for_review'
            ? STI_HELD_TEXT
            : STI_NOT_READY_TEXT}
      </p>
      {panel.visibility === 'visible' ? (
        <p className="mt-3">
          <Link href="/analysis#sti-results" className={buttonClassName('primary')}>
            <Trans>See your STI results</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Nothing to read and nothing on its way (a partner's shared results, or no analysis ever ordered). */
function NothingToRead({ empty }: { empty: ResultsEmptyState }) {
  if (empty.kind === 'results_coming') return null;
  return <EmptyStateMessage empty={empty} />;
}

/**
 * The customer's latest results: the semen analysis (or where its kit is) and the newest STI panel, each
 * leading to the analysis page.
 */
export function LatestResultCard({
  user,
  now,
  stiPanels,
}: {
  user: UserView;
  now: Date;
  stiPanels: readonly StiPanelSummary[] | 'loading';
}) {
  const result = latestReadyResult(user);
  const language = usePageLanguage();
  const empty = resultsEmptyState(user, { hasStiResults: false }, language);
  const newestStiPanel = stiPanels === 'loading' ? null : (stiPanels[0] ?? null);

  let analysis: ReactNode = null;
  if (hasResultsReady(user) && result) {
    analysis = (
      <>
        <p className="mt-2">
          <Trans>
            Ready since <strong>{formatDay(result.attributes.ready_at)}</strong>.
          </Trans>
        </p>
        {isStale(result.attributes.ready_at, now) ? <StaleResultsNotice /> : null}
        <p className="mt-4">
          <Link href="/analysis" className={buttonClassName('primary')}>
            <Trans>See your results</Trans>
          </Link>
        </p>
      </>
    );
  } else if (empty.kind === 'results_coming') {
    analysis = (
      <div data-empty-state={empty.kind}>
        <StatusBadge status={empty.badge} className="mt-2" />
        <AnalysisProgress empty={empty} withTitle />
      </div>
    );
  }

  return (
    <section className="card p-6" aria-labelledby="latest-result-title">
      <h2 id="latest-result-title" className="text-lg font-semibold">
        <Trans>Your latest results</Trans>
      </h2>
      {analysis}
      {newestStiPanel ? <StiPanelLine panel={newestStiPanel} separated={analysis !== null} /> : null}
      {analysis === null && newestStiPanel === null && stiPanels === 'loading' ? (
        <p className="mt-2 text-ink-faint">
          <Trans>Loading your results…</Trans>
        </p>
      ) : null}
      {analysis === null && newestStiPanel === null && stiPanels !== 'loading' ? (
        <NothingToRead empty={empty} />
      ) : null}
    </section>
  );
}
