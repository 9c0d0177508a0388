import type { StaffMe } from '@fathom/contract/staff-console';
import { consolePagesFor } from '@fathom/domain/staff-console';
import { Link } from 'wouter';

const about: Readonly<Record<string, string>> = {
  '/staff/lab':
    'Kits arriving and at the lab, results to release, results held for a kit, unreadable messages, failed orders.',
  '/staff/storage':
    'Withdrawals to prepare and ship with their tracking number, and stored vials whose plan ended and are due for destruction.',
  '/staff/review':
    'Positive STI results (and, when the clinic asks, azoospermic analyses) to review, note and release with a care message.',
  '/staff/customers': 'Find a customer; see their orders, kits and billing; send a sign-in link.',
  '/staff/money': 'Instalments and renewals that failed, jobs that failed, emails not sent: try them again.',
  '/staff/members': 'Add staff, change their roles, suspend them.',
  '/staff/audit': 'Every staff action and read of a customer, filtered by who, whom, what and when.',
};

/** The console's first page: what the member's role opens. */
export default function OverviewPage({ me }: { me: StaffMe }) {
  const pages = consolePagesFor(me.staff_role);
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="console-title">
        Console
      </h1>
      <p className="console-lead">
        Signed in as {me.email}, {me.staff_role} staff. The session ends after{' '}
        {Math.round(me.idle_timeout_seconds / 60)} minutes without activity.
      </p>
      {pages.length === 0 ? (
        <p className="console-empty">
          The {me.staff_role} queues come to the console soon; until then use the staff command-line tool.
        </p>
      ) : (
        <ul className="console-cards">
          {pages.map((page) => (
            <li key={page.path} className="console-card">
              <Link href={page.path} className="console-card-link">
                {page.label}
              </Link>
              <p>{about[page.path]}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
