import type { UserResource } from '@fathom/contract/user';
import { isAuthorizedUser } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { LoadError, LoadingSkeleton } from '../../../components/loading-skeleton';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { AnnouncementBanner } from '../../announcements';
import { getAccountSummary } from '../../results';
import { getCryogenics, getMatchableItems } from '../api/cryogenics';
import { CryoMatching } from '../components/cryo-matching';
import { StorageFacts } from '../components/storage-facts';
import { StorageSummary } from '../components/storage-summary';
import { StoredSample } from '../components/stored-sample';

/** The account holder's storage, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = (user: UserResource) => (isAuthorizedUser(user) ? [] : [readStoragePage]);

export default function CryogenicPage() {
  const user = useSession((state) => state.user);
  const accountHolder = user !== null && !isAuthorizedUser(user);

  return (
    <section className="page-section" aria-labelledby="cryogenic-title">
      <h1 id="cryogenic-title" className="page-title" tabIndex={-1}>
        <Trans>Cryogenic storage</Trans>
      </h1>
      <AnnouncementBanner location="cryogenic" />
      {accountHolder ? (
        <Storage />
      ) : (
        <>
          <p className="mt-6">
            <Trans>Storage is managed by the account holder who added you.</Trans>
          </p>
          <StorageFacts />
        </>
      )}
    </section>
  );
}

/**
 * The storage and what of it can be matched with analyses, read together: the page appears whole, with the
 * facts below it, rather than section by section pushing what is below down. Matching is an extra: when it
 * cannot be read the storage still shows, without it. Whether storage is offered at all is the account
 * summary's answer, the home page's storage card's too.
 */
const readStoragePage = () =>
  Promise.all([
    getCryogenics(),
    getMatchableItems().catch(() => null),
    getAccountSummary().catch(() => null),
  ]).then(([storage, matchable, summary]) => ({
    storage,
    matchable,
    offerStorage: summary ? !('offer_storage' in summary.storage) || summary.storage.offer_storage : true,
  }));

function Storage() {
  const user = useSession((state) => state.user);
  const [refresh, setRefresh] = useState(0);
  const page = useRequest(readStoragePage, refresh);
  const { t } = useLingui();
  if (page.status === 'loading') {
    return <LoadingSkeleton label={t`Loading your storage…`} />;
  }
  if (page.status === 'error') {
    return <LoadError what={t`your storage`} onRetry={() => setRefresh((count) => count + 1)} />;
  }
  const { storage: data, matchable, offerStorage } = page.data;
  return (
    <>
      {user ? <StorageSummary storage={data} user={user} offerStorage={offerStorage} /> : null}
      {data.storage_payment_past_due ? (
        <div className="mt-6 rounded-lg border-l-4 border-error-600 bg-error-50 p-4" role="alert">
          <p className="font-semibold">
            <Trans>Your storage payment did not go through.</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              Your vials stay stored while we try again.{' '}
              <Link href="/manage-billing#change-card" className="text-link">
                Change your card
              </Link>{' '}
              so your plan can renew.
            </Trans>
          </p>
        </div>
      ) : null}
      {matchable ? (
        <CryoMatching matchable={matchable} onSaved={() => setRefresh((count) => count + 1)} />
      ) : null}
      {data.items.map((item) => (
        <StoredSample key={item.id} item={item} canWithdraw />
      ))}
      <StorageFacts />
    </>
  );
}
