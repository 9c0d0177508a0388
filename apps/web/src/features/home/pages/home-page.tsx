import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { browserTimezone } from '@fathom/domain/format';
import { profileMenuItems } from '@fathom/domain/navigation';
import { displayName, isAuthorizedUser } from '@fathom/domain/user';
import { useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { AnnouncementBanner } from '../../announcements/announcement-banner';
import { PartnerConsentRequests } from '../../cryogenic/components/partner-consent-requests';
import { KitList } from '../../kits/components/kit-list';
import { type AccountSummary, getAccountSummary } from '../../results/api/account-summary';
import { LifestyleRecommendations } from '../../results/components/lifestyle-recommendations';
import { AttentionList } from '../components/attention-list';
import { LatestResultCard } from '../components/latest-result-card';
import { QuickLinks } from '../components/quick-links';
import { RecommendationList } from '../components/recommendation-list';
import { StaffOperations } from '../components/staff-operations';
import { StorageCard } from '../components/storage-card';

/** A partner on the account reads no summary of its own: the account holder's storage and kits are not theirs. */
const noSummary = (): Promise<AccountSummary | null> => Promise.resolve(null);

export default function HomePage() {
  const user = useSession((state) => state.user);
  const [now] = useState(() => new Date());
  const [today] = useState(() =>
    calendarDateIn(now, browserTimezone({ logger: console }) || DEFAULT_TIMEZONE),
  );
  const isClient = user?.attributes.role === 'client';
  const summary = useRequest(isClient ? getAccountSummary : noSummary);

  if (!user) return null;
  if (user.attributes.role === 'staff') return <StaffOperations name={displayName(user)} />;
  const client = user.relationships.client;
  const loaded = summary.status === 'success' ? summary.data : null;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="page-title" tabIndex={-1}>
          Hello, {displayName(user)}
        </h1>
        <p className="page-lead">Your results, storage and next steps, in one place.</p>
      </header>
      <AnnouncementBanner location="home" />
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
      {client ? (
        <section aria-labelledby="lifestyle-recommendations-title">
          <h2 id="lifestyle-recommendations-title" className="text-lg font-semibold">
            Your lifestyle recommendations
          </h2>
          <LifestyleRecommendations
            recommendations={client.relationships.lifestyleRecommendations ?? []}
            offerSurvey={profileMenuItems(user).some((item) => item.key === 'lifestyle')}
          />
        </section>
      ) : null}
      <QuickLinks user={user} />
    </div>
  );
}
