import type { ReactNode } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { HeldResultsList } from '../components/lab/held-results-list';
import { FailedOrdersList, UnreadableMessagesList } from '../components/lab/interface-lists';
import { KitsArrivingList, KitsAtLabList } from '../components/lab/kit-lists';
import { ResultsAwaitingReleaseList } from '../components/lab/release-list';

/** The lab's lists, each at its own address (its page kept in the URL). */
const queues: readonly { path: string; label: string; lead: string; list: () => ReactNode }[] = [
  {
    path: '/',
    label: 'Kits arriving',
    lead: 'Kits the customer sent back. Mark each received when it arrives: the results report prints the time.',
    list: () => <KitsArrivingList />,
  },
  {
    path: '/at-lab',
    label: 'At the lab',
    lead: 'Kits the lab holds whose analysis is not finished, the longest waiting first.',
    list: () => <KitsAtLabList />,
  },
  {
    path: '/release',
    label: 'Awaiting release',
    lead: 'Analyses entered and waiting for staff: open one to check its values, then release it to the customer.',
    list: () => <ResultsAwaitingReleaseList />,
  },
  {
    path: '/held',
    label: 'Held results',
    lead: 'Results for an unknown kit, or whose patient is not the kit’s customer. Match each to the right kit, or reject it with a reason.',
    list: () => <HeldResultsList />,
  },
  {
    path: '/unreadable',
    label: 'Unreadable messages',
    lead: 'What the lab’s system sent that could not be read as HL7, newest first.',
    list: () => <UnreadableMessagesList />,
  },
  {
    path: '/orders',
    label: 'Failed orders',
    lead: 'Orders the lab never acknowledged after every retry. Send one again once the lab’s system is back.',
    list: () => <FailedOrdersList />,
  },
];

/** The lab's queue (issue 47): kits, results to release or match, and what failed between Fathom and the lab. */
export default function LabPage() {
  const [location] = useLocation();
  return (
    <section aria-labelledby="lab-title">
      <h1 id="lab-title" className="console-title">
        Lab
      </h1>
      <nav aria-label="Lab lists" className="console-tabs">
        <ul>
          {queues.map((queue) => (
            <li key={queue.path}>
              <Link
                href={queue.path}
                className="console-tab"
                aria-current={location === queue.path ? 'page' : undefined}
              >
                {queue.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Switch>
        {queues.map((queue) => (
          <Route key={queue.path} path={queue.path}>
            <h2 className="console-subtitle">{queue.label}</h2>
            <p className="console-lead">{queue.lead}</p>
            {queue.list()}
          </Route>
        ))}
      </Switch>
    </section>
  );
}
