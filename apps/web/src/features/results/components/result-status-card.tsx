import { RESULTS_STALE_AFTER_DAYS, SPERM_RENEWAL_MONTHS } from '@fathom/domain/constants';
import { formatDate } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { isStale } from '@fathom/domain/results';
import { isAuthorizedUser, latestReadyResult, ownClient, type UserView } from '@fathom/domain/user';
import { appConfig } from '../../../lib/config';
import { ScheduleAppointmentButton } from '../../scheduling/components/schedule-appointment-button';

const renewalNotice = `Sperm renews every ${SPERM_RENEWAL_MONTHS.min}-${SPERM_RENEWAL_MONTHS.max} months, so a new analysis shows where you are today.`;

export function ResultStatusCard({
  user,
  now,
  sharedBy,
}: {
  user: UserView;
  now: Date;
  sharedBy: string | null;
}) {
  const result = latestReadyResult(user);
  const analysisStarted = ownClient(user)?.attributes.latest_analysis != null;

  if (!result) {
    return (
      <section className="card mt-6 p-6" aria-labelledby="result-status-title">
        <h2 id="result-status-title" className="text-lg font-semibold">
          Results not ready yet
        </h2>
        <p className="mt-2">
          {analysisStarted
            ? 'The lab is working on your analysis. We email you the moment your results are ready.'
            : 'Your results appear here once the lab has analysed your sample.'}
        </p>
      </section>
    );
  }

  const readyAt = result.attributes.ready_at;
  return (
    <section className="card mt-6 p-6" aria-labelledby="result-status-title">
      <h2 id="result-status-title" className="text-lg font-semibold">
        Results ready
      </h2>
      <p className="mt-2">
        {sharedBy ? `Shared with you by ${sharedBy}. ` : ''}Ready since <strong>{formatDate(readyAt)}</strong>
        .
      </p>
      {result.attributes.is_azoospermic ? (
        <p className="mt-3 rounded-lg border-l-4 border-info-600 bg-info-50 p-3">
          <strong>No sperm were found in this sample (azoospermia).</strong> This is more common than many
          people think, and it often has a cause that can be found and treated. A specialist can explain what
          it means for you and what to do next.
        </p>
      ) : null}
      {isStale(readyAt, now) ? (
        <p
          className="mt-3 rounded-lg border-l-4 border-warning-600 bg-warning-50 p-3"
          data-testid="stale-notice"
        >
          <strong>These results are more than {RESULTS_STALE_AFTER_DAYS} days old.</strong> {renewalNotice}{' '}
          <a
            href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
            className="text-link"
          >
            Order a new analysis
          </a>
        </p>
      ) : null}
      {isAuthorizedUser(user) ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span>Talk your results through with a specialist.</span>
          <ScheduleAppointmentButton source="analysis" />
        </div>
      )}
    </section>
  );
}
