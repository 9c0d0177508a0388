import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { hasResultsReady, ownClient } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function ScheduleResultsCallPage() {
  const user = useSession((state) => state.user);
  const ready = user !== null && hasResultsReady(user);
  const clientNumber = user ? ownClient(user)?.attributes.number : undefined;

  return (
    <section className="page-section mx-auto" aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="page-title" tabIndex={-1}>
        Schedule your results call
      </h1>
      <p className="page-lead">
        {ready
          ? 'A fertility specialist walks you through your results and answers your questions, by phone or video.'
          : 'Your results call can be booked once your results are ready.'}
      </p>
      {ready ? (
        <p className="mt-6">
          To book a time, contact us and quote your client number <strong>{clientNumber ?? '- -'}</strong>.
        </p>
      ) : null}
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/analysis" className="text-link">
            Your analysis
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us to book
          </a>
        </li>
      </ul>
    </section>
  );
}
