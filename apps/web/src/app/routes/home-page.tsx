import type { UserResource } from '@fathom/contract/user';
import { calendarDateHere } from '@fathom/domain/calendar-date';
import { displayName, isAuthorizedUser } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { AnnouncementBanner } from '../../features/announcements/announcement-banner';
import { PartnerConsentRequests } from '../../features/cryogenic/components/partner-consent-requests';
import { AttentionList } from '../../features/home/components/attention-list';
import { LatestResultCard } from '../../features/home/components/latest-result-card';
import { QuickLinks } from '../../features/home/components/quick-links';
import { RecommendationList } from '../../features/home/components/recommendation-list';
import { StaffOperations } from '../../features/home/components/staff-operations';
import { StorageCard } from '../../features/home/components/storage-card';
import { KitList } from '../../features/kits/components/kit-list';
import { type AccountSummary, getAccountSummary } from '../../features/results/api/account-summary';
import { useSession } from '../../lib/session-store';
import { useRequest } from '../../lib/use-request';
import { SETTLE_WAIT_MS, useWaitedLongEnough } from '../../lib/use-waited-long-enough';

/** A partner on the account reads no summary of its own: the account holder's storage and kits are not theirs. */
const noSummary = (): Promise<AccountSummary | null> => Promise.resolve(null);

/** How long the page below the greeting waits at most for the account summary (what needs the customer goes first). */
export const SUMMARY_WAIT_MS = SETTLE_WAIT_MS;

/** A client's summary, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = (user: UserResource) =>
  user.attributes.role === 'client' ? [getAccountSummary] : [];

export default function HomePage() {
  const user = useSession((state) => state.user);
  const [now] = useState(() => new Date());
  const [today] = useState(() => calendarDateHere(now));
  const isClient = user?.attributes.role === 'client';
  const summary = useRequest(isClient ? getAccountSummary : noSummary);
  const waitedLongEnough = useWaitedLongEnough();
  const settled = summary.status !== 'loading' || waitedLongEnough;

  if (!user) return null;
  if (user.attributes.role === 'staff') return <StaffOperations name={displayName(user)} />;
  const _client = user.relationships.client;
  const loaded = summary.status === 'success' ? summary.data : null;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="page-title" tabIndex={-1}>
          <Trans>Hello, {displayName(user)}</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Your results, storage and next steps, in one place.</Trans>
        </p>
      </header>
      <AnnouncementBanner location="home" />
      <div className={settled ? 'space-y-8' : 'invisible space-y-8'} aria-busy={!settled}>
        {isAuthorizedUser(user) ? <PartnerConsentRequests /> : null}
        {loaded ? <AttentionList items={loaded.needs_attention} today={today} /> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <LatestResultCard
            user={user}
            now={now}
            stiPanels={summary.status === 'loading' ? 'loading' : (loaded?.sti_panels ?? [])}
          />
          {isClient ? (
            <StorageCard
              storage={
                summary.status === 'success' && loaded
                  ? loaded.storage
                  : summary.status === 'error'
                    ? 'error'
                    : 'loading'
              }
            />
          ) : null}
        </div>
        {isClient ? <KitList /> : null}
        <RecommendationList />
        <QuickLinks user={user} />
      </div>
    </div>
  );
}
