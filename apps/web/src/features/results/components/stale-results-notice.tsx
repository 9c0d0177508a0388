import { RESULTS_STALE_AFTER_DAYS, SPERM_RENEWAL_MONTHS } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { mayBuy } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

/** Said beside results older than the lab trusts: sperm renews, so a new analysis is offered. */
export function StaleResultsNotice() {
  // A partner is told the results are old, and offered nothing to buy: the holder orders the next analysis.
  const offersOrder = useSession((state) => (state.user ? mayBuy(state.user) : false));
  const days = RESULTS_STALE_AFTER_DAYS;
  const { min, max } = SPERM_RENEWAL_MONTHS;
  return (
    <p className="mt-3 rounded-lg border-l-4 border-warning-600 bg-warning-50 p-3" data-testid="stale-notice">
      <Trans>
        <strong>These results are more than {days} days old.</strong> Sperm renews every {min}-{max} months,
        so a new analysis shows where you are today.
      </Trans>
      {offersOrder ? (
        <>
          {' '}
          <a
            href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
            className="text-link"
          >
            <Trans>Order a new analysis</Trans>
          </a>
        </>
      ) : null}
    </p>
  );
}
