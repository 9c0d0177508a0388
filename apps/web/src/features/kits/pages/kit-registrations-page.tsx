import { formatDate } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { ownClient } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function KitRegistrationsPage() {
  const user = useSession((state) => state.user);
  const client = user ? ownClient(user) : null;
  const latestAnalysis = client?.attributes.latest_analysis ?? null;

  return (
    <section className="page-section" aria-labelledby="kit-registrations-title">
      <h1 id="kit-registrations-title" className="page-title" tabIndex={-1}>
        Kit registrations
      </h1>
      <p className="page-lead">
        Registering a kit links the sample inside it to you, so the lab can release your results.
      </p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">Your latest analysis</h2>
        {latestAnalysis ? (
          <p className="mt-2">
            Registered on <strong>{formatDate(latestAnalysis.created_at)}</strong>.{' '}
            {client?.attributes.has_results_ready
              ? 'Your results are ready.'
              : 'The lab releases your results as soon as the analysis is complete.'}
          </p>
        ) : (
          <p className="mt-2">You have no registered analysis kit yet.</p>
        )}
      </div>
      <div className="card mt-4 p-6">
        <h2 className="text-lg font-semibold">Registering a new kit</h2>
        <p className="mt-2">
          Scan the QR code on the kit box with your phone's camera, or open the registration link in your
          order email. You will confirm your date of birth, and the kit is registered to you.
        </p>
      </div>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {client?.attributes.has_results_ready ? (
          <li>
            <Link href="/analysis" className="text-link">
              See your results
            </Link>
          </li>
        ) : null}
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Help with a kit
          </a>
        </li>
      </ul>
    </section>
  );
}
