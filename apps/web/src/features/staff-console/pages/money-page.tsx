import { FailedInstalmentsList } from '../components/money/failed-instalments-list';
import { FailedJobsList } from '../components/money/failed-jobs-list';
import { FailedRenewalsList } from '../components/money/failed-renewals-list';

/**
 * Money and messages (admins, issue 47 item 6): payments declined and work that failed, each with "Try again".
 * Each list keeps its own page and sort in the URL.
 */
export default function MoneyPage() {
  return (
    <section aria-labelledby="money-title">
      <h1 id="money-title" className="console-title">
        Money and messages
      </h1>
      <h2 className="console-subtitle">Storage renewals not collected</h2>
      <p className="console-lead">
        The customer was emailed to update their card. A renewal with a retry left is tried again on its own;
        "Try again" charges it now, once.
      </p>
      <FailedRenewalsList />
      <h2 className="console-subtitle">Instalments not collected</h2>
      <p className="console-lead">
        The buyer was emailed to change their card. "Try again" charges the instalment now, once, and counts
        as one more attempt.
      </p>
      <FailedInstalmentsList />
      <h2 className="console-subtitle">Jobs and emails that failed</h2>
      <p className="console-lead">
        Work that failed after every retry. "Try again" puts it back in its queue.
      </p>
      <FailedJobsList />
    </section>
  );
}
