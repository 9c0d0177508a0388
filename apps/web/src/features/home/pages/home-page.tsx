import { profileMenuItems } from '@fathom/domain/navigation';
import { displayName } from '@fathom/domain/user';
import { useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { AnnouncementBanner } from '../../announcements/announcement-banner';
import { KitList } from '../../kits/components/kit-list';
import { LifestyleRecommendations } from '../../results/components/lifestyle-recommendations';
import { LatestResultCard } from '../components/latest-result-card';
import { QuickLinks } from '../components/quick-links';
import { RecommendationList } from '../components/recommendation-list';
import { StaffOperations } from '../components/staff-operations';
import { StorageCard } from '../components/storage-card';

export default function HomePage() {
  const user = useSession((state) => state.user);
  const [now] = useState(() => new Date());

  if (!user) return null;
  if (user.attributes.role === 'staff') return <StaffOperations name={displayName(user)} />;
  const client = user.relationships.client;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="page-title" tabIndex={-1}>
          Hello, {displayName(user)}
        </h1>
        <p className="page-lead">Your results, storage and next steps, in one place.</p>
      </header>
      <AnnouncementBanner location="home" />
      <div className="grid gap-4 md:grid-cols-2">
        <LatestResultCard user={user} now={now} />
        <StorageCard user={user} />
      </div>
      {user.attributes.role === 'client' ? <KitList /> : null}
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
