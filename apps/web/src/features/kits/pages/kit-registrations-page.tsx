import { formatDay } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { countOf } from '@fathom/domain/plural';
import { ownClient } from '@fathom/domain/user';
import { Link, useSearchParams } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { getKitRegistrations } from '../api/kit-registrations';

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
            Registered on <strong>{formatDay(latestAnalysis.created_at)}</strong>.{' '}
            {client?.attributes.has_results_ready
              ? 'Your results are ready.'
              : 'The lab releases your results as soon as the analysis is complete.'}
          </p>
        ) : (
          <p className="mt-2">You have no registered analysis kit yet.</p>
        )}
      </div>
      <RegisteredKits />
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

function RegisteredKits() {
  const [searchParams] = useSearchParams();
  const registrations = useRequest(getKitRegistrations);
  if (registrations.status !== 'success') return null;
  const { data, meta } = registrations.data;
  return (
    <div className="card mt-4 p-6" data-testid="kit-registrations">
      {searchParams.get('registered') ? (
        <p className="mb-3 font-semibold" role="status">
          Your kit is registered.
        </p>
      ) : null}
      <h2 className="text-lg font-semibold">Registered kits</h2>
      {data.length === 0 ? (
        <p className="mt-2">No kit is registered yet.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {data.map((registration) => (
            <li key={registration.id}>
              {registration.attributes.title}, registered on{' '}
              {formatDay(registration.attributes.registered_at)}
            </li>
          ))}
        </ul>
      )}
      {meta.unregistered > 0 ? (
        <p className="mt-3">
          {countOf(meta.unregistered, 'kit')} {meta.unregistered === 1 ? 'is' : 'are'} not registered yet.{' '}
          <Link href="/k-r/verify-item" className="text-link">
            Register a kit
          </Link>
        </p>
      ) : null}
    </div>
  );
}
