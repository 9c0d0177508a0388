import { registeredKitsEmptyText, resultsEmptyState } from '@fathom/domain/empty-states';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { productTitle } from '@fathom/domain/product-words';
import { ownClient, type UserView } from '@fathom/domain/user';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { EmptyStateMessage } from '../../../components/empty-state-action';
import { LoadError } from '../../../components/loading-skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { countCategory, countText } from '../../../lib/i18n/counts';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { AnalysisProgress } from '../../results';
import { getKitRegistrations } from '../api/kit-registrations';

/** The registered kits, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = () => [getKitRegistrations];

export default function KitRegistrationsPage() {
  const user = useSession((state) => state.user);
  const client = user ? ownClient(user) : null;

  return (
    <section className="page-section" aria-labelledby="kit-registrations-title">
      <h1 id="kit-registrations-title" className="page-title" tabIndex={-1}>
        <Trans>Kit registrations</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Registering a kit links the sample inside it to you, so the lab can release your results.
        </Trans>
      </p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Your latest analysis</Trans>
        </h2>
        <LatestAnalysis user={user} />
      </div>
      <RegisteredKits
        // Everything below the kits appears with them, not before: it would otherwise be pushed down by the list.
        after={
          <>
            <div className="card mt-4 p-6">
              <h2 className="text-lg font-semibold">
                <Trans>Registering a new kit</Trans>
              </h2>
              <p className="mt-2">
                <Trans>
                  Scan the QR code on the kit box with your phone's camera, or open the registration link in
                  your order email. You will confirm your date of birth, and the kit is registered to you.
                </Trans>
              </p>
            </div>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              {client?.attributes.has_results_ready ? (
                <li>
                  <Link href="/analysis" className="text-link">
                    <Trans>See your results</Trans>
                  </Link>
                </li>
              ) : null}
              <li>
                <a
                  href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)}
                  className="text-link"
                >
                  <Trans>Help with a kit</Trans>
                </a>
              </li>
            </ul>
          </>
        }
      />
    </section>
  );
}

/** The newest analysis: its results, where its kit is while they are coming, or the first one to order. */
function LatestAnalysis({ user }: { user: UserView | null }) {
  const client = user ? ownClient(user) : null;
  const language = usePageLanguage();
  const latestAnalysis = client?.attributes.latest_analysis ?? null;
  if (latestAnalysis && client?.attributes.has_results_ready) {
    const orderedOn = formatDay(latestAnalysis.created_at);
    return (
      <p className="mt-2">
        <Trans>
          Ordered on <strong>{orderedOn}</strong>. Your results are ready.
        </Trans>
      </p>
    );
  }
  if (!user) return null;
  const empty = resultsEmptyState(user, { hasStiResults: false }, language);
  if (empty.kind === 'results_coming') {
    return (
      <div className="mt-2" data-empty-state={empty.kind}>
        <StatusBadge status={empty.badge} />
        <AnalysisProgress empty={empty} withTitle />
      </div>
    );
  }
  return <EmptyStateMessage empty={empty} />;
}

function RegisteredKits({ after }: { after: ReactNode }) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const registrations = useRequest(getKitRegistrations, attempt);
  const language = usePageLanguage();
  if (registrations.status === 'error')
    return (
      <>
        <LoadError
          what={t({
            message: 'your registered kits',
            comment: 'What could not be loaded, in "We could not load {what}."',
          })}
          onRetry={() => setAttempt((count) => count + 1)}
        />
        {after}
      </>
    );
  if (registrations.status === 'loading') {
    return (
      <div className="card mt-4 p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Registered kits</Trans>
        </h2>
        <p className="mt-2" role="status">
          <span className="sr-only">
            <Trans>Loading your registered kits…</Trans>
          </span>
          <span className="skeleton inline-block h-4 w-3/5 rounded align-middle" aria-hidden="true" />
        </p>
      </div>
    );
  }
  const { data, meta } = registrations.data;
  const unregistered = meta.unregistered;
  return (
    <>
      <div className="card mt-4 p-6" data-testid="kit-registrations">
        {searchParams.get('registered') ? (
          <p className="mb-3 font-semibold" role="status">
            <Trans>Your kit is registered.</Trans>
          </p>
        ) : null}
        <h2 className="text-lg font-semibold">
          <Trans>Registered kits</Trans>
        </h2>
        {data.length === 0 ? (
          <p className="mt-2">{registeredKitsEmptyText(meta.unregistered, language)}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {data.map((registration) => {
              const title = productTitle(
                registration.attributes.product_key,
                language,
                registration.attributes.title,
              );
              const registeredOn = formatDay(registration.attributes.registered_at);
              return (
                <li key={registration.id}>
                  <Trans>
                    {title}, registered on {registeredOn}
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
        {meta.unregistered > 0 ? (
          <p className="mt-3">
            {select(countCategory(unregistered), {
              one: `${countText(unregistered)} kit is not registered yet.`,
              other: `${countText(unregistered)} kits are not registered yet.`,
            })}{' '}
            <Link href="/k-r/verify-item" className="text-link">
              <Trans>Register a kit</Trans>
            </Link>
          </p>
        ) : null}
      </div>
      {after}
    </>
  );
}
