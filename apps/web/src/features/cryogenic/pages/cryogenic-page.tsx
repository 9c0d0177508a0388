import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { hasCryogenic, hasUnmatchedSubscriptions, isAuthorizedUser } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { AnnouncementBanner } from '../../announcements/announcement-banner';
import { StorageFacts } from '../components/storage-facts';

export default function CryogenicPage() {
  const user = useSession((state) => state.user);
  const stored = user !== null && hasCryogenic(user);
  const unmatched = user !== null && hasUnmatchedSubscriptions(user);
  const accountHolder = user !== null && !isAuthorizedUser(user);

  return (
    <section className="page-section" aria-labelledby="cryogenic-title">
      <h1 id="cryogenic-title" className="page-title" tabIndex={-1}>
        Cryogenic storage
      </h1>
      <AnnouncementBanner location="cryogenic" />
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">Storage status</h2>
        {stored ? (
          <p className="mt-2">
            <span className="font-semibold text-success-700">In storage.</span> Your vials are frozen and kept
            safe in our storage facility.
          </p>
        ) : (
          <p className="mt-2">
            <span className="font-semibold">Nothing in storage.</span> Freezing a sample keeps your options
            open for the future.
          </p>
        )}
        {unmatched ? (
          <p className="mt-2">
            You have a storage plan that is not yet linked to a sample. We link it for you once your sample
            reaches storage.
          </p>
        ) : null}
      </div>
      <StorageFacts />
      {accountHolder ? (
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {stored ? (
            <li>
              <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
                Plan a withdrawal with our team
              </a>
            </li>
          ) : (
            <li>
              <Link href="/buy-cryogenic" className="text-link">
                Choose a storage plan
              </Link>
            </li>
          )}
          <li>
            <Link href="/storage-setup" className="text-link">
              Freeze another sample
            </Link>
          </li>
          <li>
            <Link href="/manage-billing" className="text-link">
              Storage billing
            </Link>
          </li>
        </ul>
      ) : (
        <p className="mt-6">Storage is managed by the account holder who added you.</p>
      )}
    </section>
  );
}
