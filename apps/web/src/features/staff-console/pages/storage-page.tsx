import type { ReactNode } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { DestructionsList } from '../components/storage/destruction-list';
import { StorageToMatchList } from '../components/storage/matching-list';
import { WithdrawalsToPrepareList } from '../components/storage/withdrawal-list';

/** The storage lists, each at its own address (its page kept in the URL). */
const lists: readonly { path: string; label: string; lead: string; list: () => ReactNode }[] = [
  {
    path: '/',
    label: 'Withdrawals to prepare',
    lead: 'Requests to send stored vials, the oldest first. Ship one with the carrier’s tracking number once the partner has consented (when the account has a partner) and the shipping is paid: the customer sees the tracking number.',
    list: () => <WithdrawalsToPrepareList />,
  },
  {
    path: '/destructions',
    label: 'Due for destruction',
    lead: 'Stored vials whose plan ended, kept to the end of what was paid for, the soonest date first, with the warnings the customer was sent.',
    list: () => <DestructionsList />,
  },
  {
    path: '/unmatched',
    label: 'Plans to match',
    lead: 'Storage plans not yet paired with the analysis whose sample they hold, the oldest first. Pair each with its customer’s analysis, as the customer can on their storage page, so results and vials stay together.',
    list: () => <StorageToMatchList />,
  },
];

/** Storage and withdrawals (issue 47 item 5): withdrawals to ship, vials whose plan ended, plans to pair. */
export default function StoragePage() {
  const [location] = useLocation();
  return (
    <section aria-labelledby="storage-title">
      <h1 id="storage-title" className="console-title">
        Storage
      </h1>
      <nav aria-label="Storage lists" className="console-tabs">
        <ul>
          {lists.map((list) => (
            <li key={list.path}>
              <Link
                href={list.path}
                className="console-tab"
                aria-current={location === list.path ? 'page' : undefined}
              >
                {list.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Switch>
        {lists.map((list) => (
          <Route key={list.path} path={list.path}>
            <h2 className="console-subtitle">{list.label}</h2>
            <p className="console-lead">{list.lead}</p>
            {list.list()}
          </Route>
        ))}
      </Switch>
    </section>
  );
}
