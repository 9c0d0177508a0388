import { resultsEmptyState } from '@fathom/domain/empty-states';
import { isStale } from '@fathom/domain/results';
import { latestReadyResult, mayBuy, type UserView } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { EmptyStateActionLink } from '../../../components/empty-state-action';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { ScheduleAppointmentButton } from '../../scheduling';
import type { ResultDocument } from '../api/result-document';
import { AnalysisProgress, analysisProgressTitle } from './analysis-progress';
import { StaleResultsNotice } from './stale-results-notice';

/** Where the result the page shows stands: none chosen, on its way, failed to arrive, not this account's, or read. */
export type ResultLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'not_found' }
  | { status: 'ready'; document: ResultDocument };

function CardTitle({ children }: { children: ReactNode }) {
  return (
    <h2 id="result-status-title" className="text-lg font-semibold">
      {children}
    </h2>
  );
}

/** A result that could not be read: said plainly, with a way to ask again. */
function ResultLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" data-testid="result-load-error">
      <CardTitle>
        <Trans>Your results could not be loaded</Trans>
      </CardTitle>
      <p className="mt-2">
        <Trans>
          Something went wrong while we fetched your results. Check your connection and try again.
        </Trans>
      </p>
      <Button className="mt-4" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function NoResultYet({ user, hasStiResults }: { user: UserView; hasStiResults: boolean }) {
  const empty = resultsEmptyState(user, { hasStiResults }, usePageLanguage());
  if (empty.kind === 'results_coming') {
    return (
      <div data-empty-state={empty.kind}>
        <StatusBadge status={empty.badge} />
        <div className="mt-2">
          <CardTitle>{analysisProgressTitle(empty)}</CardTitle>
        </div>
        <AnalysisProgress empty={empty} withTitle={false} />
      </div>
    );
  }
  return (
    <div data-empty-state={empty.kind}>
      <CardTitle>{empty.title}</CardTitle>
      <p className="mt-2">{empty.text}</p>
      {empty.action ? (
        <p className="mt-4">
          <EmptyStateActionLink action={empty.action} />
        </p>
      ) : null}
    </div>
  );
}

export function ResultStatusCard({
  user,
  now,
  sharedBy,
  result,
  onRetry,
  hasStiResults,
}: {
  user: UserView;
  now: Date;
  sharedBy: string | null;
  result: ResultLoad;
  onRetry: () => void;
  hasStiResults: boolean;
}) {
  if (result.status === 'none' || result.status === 'not_found') {
    return (
      <section className="card mt-6 p-6" aria-labelledby="result-status-title">
        {result.status === 'not_found' ? (
          <p className="mb-4 rounded-lg border border-line p-3" role="alert">
            <Trans>
              This analysis could not be found in your account. Open your analysis from your home page.
            </Trans>
          </p>
        ) : null}
        <NoResultYet user={user} hasStiResults={hasStiResults} />
      </section>
    );
  }
  if (result.status === 'error') {
    return (
      <section className="card mt-6 p-6" aria-labelledby="result-status-title">
        <ResultLoadFailed onRetry={onRetry} />
      </section>
    );
  }

  const readyAt =
    result.status === 'ready'
      ? result.document.attributes.ready_at
      : latestReadyResult(user)?.attributes.ready_at;
  // While the result loads, the profile's latest result stands in for it, so the card does not grow after.
  const azoospermic =
    result.status === 'ready'
      ? result.document.attributes.is_azoospermic
      : latestReadyResult(user)?.attributes.is_azoospermic === true;
  const readyDay = formatDay(readyAt);
  const correctedAt = result.status === 'ready' ? result.document.attributes.corrected_at : null;
  const correctedDay = correctedAt ? formatDay(correctedAt) : null;
  return (
    <section className="card mt-6 p-6" aria-labelledby="result-status-title">
      <CardTitle>
        <Trans>Results ready</Trans>
      </CardTitle>
      <p className="mt-2">
        {sharedBy ? (
          <Trans>
            Shared with you by {sharedBy}. Ready since <strong>{readyDay}</strong>.
          </Trans>
        ) : (
          <Trans>
            Ready since <strong>{readyDay}</strong>.
          </Trans>
        )}
      </p>
      {correctedDay ? (
        <p className="mt-2" data-testid="result-corrected">
          <Trans>
            The lab corrected these results on <strong>{correctedDay}</strong>: the values below are the
            corrected ones.
          </Trans>
        </p>
      ) : null}
      {azoospermic ? (
        <p
          className="mt-3 rounded-lg border-l-4 border-info-600 bg-info-50 p-3"
          data-testid="azoospermia-summary"
        >
          <Trans>
            <strong>No sperm were found in this sample (azoospermia).</strong>{' '}
            <a href="#understanding-your-results" className="text-link">
              What this means
            </a>
          </Trans>
        </p>
      ) : null}
      {readyAt && isStale(readyAt, now) ? <StaleResultsNotice /> : null}
      {mayBuy(user) ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span>
            <Trans>Talk your results through with a specialist.</Trans>
          </span>
          <ScheduleAppointmentButton source="analysis" />
        </div>
      ) : null}
    </section>
  );
}
