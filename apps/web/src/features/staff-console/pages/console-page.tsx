/// <reference types="vite/client" />
import type { StaffMe } from '@fathom/contract/staff-console';
import { consolePageAt } from '@fathom/domain/staff-console';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { useRequest } from '../../../lib/use-request';
import { forgetViewAs } from '../../../lib/view-as';
import { getStaffMe } from '../api/get-staff-me';
import { ConsoleFrame } from '../components/console-frame';
import { TwoFactorRequired } from '../components/two-factor-required';
import '../console.css';

// Each page of the console is a chunk of its own, fetched when a member opens it.
const OverviewPage = lazy(() => import('./overview-page'));
const MembersPage = lazy(() => import('./members-page'));
const AuditPage = lazy(() => import('./audit-page'));
const MoneyPage = lazy(() => import('./money-page'));
const CustomersPage = lazy(() => import('./customers-page'));
const LabPage = lazy(() => import('./lab-page'));
const ReviewPage = lazy(() => import('./review-page'));
const StoragePage = lazy(() => import('./storage-page'));

function NotYours() {
  return (
    <section aria-labelledby="not-yours-title">
      <h1 id="not-yours-title" className="console-title">
        This page is not part of your work
      </h1>
      <p className="console-lead">Your role does not open it. The navigation lists the pages you may open.</p>
    </section>
  );
}

function ConsolePages({ me }: { me: StaffMe }) {
  const [location] = useLocation();
  const allowed = location === '/staff' || consolePageAt(location, me.staff_role) !== null;
  if (!allowed) return <NotYours />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/staff">{() => <OverviewPage me={me} />}</Route>
        <Route path="/staff/members" component={MembersPage} />
        <Route path="/staff/audit" component={AuditPage} />
        <Route path="/staff/money" component={MoneyPage} />
        <Route path="/staff/customers" nest component={CustomersPage} />
        <Route path="/staff/lab" nest component={LabPage} />
        <Route path="/staff/review" nest component={ReviewPage} />
        <Route path="/staff/storage" nest component={StoragePage} />
        <Route>
          <NotYours />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * The clinic's console (issue 47) at /staff: for signed-in staff only (the router shows everyone else the
 * not-found page). A member without two-factor sign-in sets it up before anything else.
 */
export default function ConsolePage() {
  // The console is the staff member's own: a view as a customer this tab still named (its session ended) is over.
  useEffect(() => forgetViewAs(), []);
  const [refresh, setRefresh] = useState(0);
  const me = useRequest(getStaffMe, refresh);
  if (me.status === 'loading') return <PageLoading label="Opening the console…" />;
  if (me.status === 'error') {
    return (
      <div className="console-centred" role="alert">
        <p>The console could not be opened: {me.message}</p>
        <Button onClick={() => setRefresh((count) => count + 1)}>Try again</Button>
      </div>
    );
  }
  return (
    <ConsoleFrame me={me.data}>
      {me.data.two_factor_configured ? (
        <ConsolePages me={me.data} />
      ) : (
        <TwoFactorRequired onEnabled={() => setRefresh((count) => count + 1)} />
      )}
    </ConsoleFrame>
  );
}
