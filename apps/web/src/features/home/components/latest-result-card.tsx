import { RESULTS_STALE_AFTER_DAYS, SPERM_RENEWAL_MONTHS } from '@fathom/domain/constants';
import { formatDate } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { isStale } from '@fathom/domain/results';
import { hasResultsReady, latestReadyResult, ownClient, type UserView } from '@fathom/domain/user';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';

const renewalNotice = `Sperm renews every ${SPERM_RENEWAL_MONTHS.min}-${SPERM_RENEWAL_MONTHS.max} months, so a new analysis shows where you are today.`;

export function LatestResultCard({ user, now }: { user: UserView; now: Date }) {
  const result = latestReadyResult(user);
  const ready = hasResultsReady(user) && result !== null;
  const analysisStarted = ownClient(user)?.attributes.latest_analysis != null;

  return (
    <section className="card p-6" aria-labelledby="latest-result-title">
      <h2 id="latest-result-title" className="text-lg font-semibold">
        Your latest results
      </h2>
      {ready ? (
        <>
          <p className="mt-2">
            Ready since <strong>{formatDate(result.attributes.ready_at)}</strong>.
          </p>
          {isStale(result.attributes.ready_at, now) ? (
            <p
              className="mt-3 rounded-lg border-l-4 border-warning-600 bg-warning-50 p-3"
              data-testid="stale-notice"
            >
              <strong>These results are more than {RESULTS_STALE_AFTER_DAYS} days old.</strong>{' '}
              {renewalNotice}{' '}
              <a
                href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
                className="text-link"
              >
                Order a new analysis
              </a>
            </p>
          ) : null}
          <p className="mt-4">
            <Link href="/analysis" className={buttonClassName('primary')}>
              See your results
            </Link>
          </p>
        </>
      ) : analysisStarted ? (
        <p className="mt-2">
          Your analysis is under way. We email you the moment your results are ready, and they appear here.
        </p>
      ) : (
        <>
          <p className="mt-2">You have no analysis yet. Results arrive here once the lab has your sample.</p>
          <p className="mt-4">
            <a
              href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
              className="text-link"
            >
              Explore semen analysis
            </a>
          </p>
        </>
      )}
    </section>
  );
}
