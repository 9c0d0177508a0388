import { RESULTS_STALE_AFTER_DAYS, SPERM_RENEWAL_MONTHS } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { appConfig } from '../../../lib/config';

/** Said beside results older than the lab trusts: sperm renews, so a new analysis is offered. */
export function StaleResultsNotice() {
  return (
    <p className="mt-3 rounded-lg border-l-4 border-warning-600 bg-warning-50 p-3" data-testid="stale-notice">
      <strong>These results are more than {RESULTS_STALE_AFTER_DAYS} days old.</strong> Sperm renews every{' '}
      {SPERM_RENEWAL_MONTHS.min}-{SPERM_RENEWAL_MONTHS.max} months, so a new analysis shows where you are
      today.{' '}
      <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)} className="text-link">
        Order a new analysis
      </a>
    </p>
  );
}
