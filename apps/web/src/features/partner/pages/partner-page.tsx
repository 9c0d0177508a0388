import { MARKETING_PATHS, marketingLink, profileMenuItems } from '@fathom/domain/navigation';
import { isAuthorizedUser } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function PartnerPage() {
  const user = useSession((state) => state.user);
  const canAddPartner = user !== null && profileMenuItems(user).some((item) => item.key === 'partner');

  return (
    <section className="page-section" aria-labelledby="partner-title">
      <h1 id="partner-title" className="page-title" tabIndex={-1}>
        Add spouse / partner
      </h1>
      {canAddPartner ? (
        <>
          <p className="page-lead">
            Give one spouse or partner their own sign-in to read your analysis results alongside you.
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">What your partner can see</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Your analysis results, read-only.</li>
              <li>Their own account information and contracts.</li>
            </ul>
            <h2 className="mt-5 text-lg font-semibold">What stays with you</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Billing, orders and checkout.</li>
              <li>Your cryogenic storage and any withdrawal.</li>
            </ul>
            <p className="mt-4">
              You can add one partner, change their details, or remove their access at any time.
            </p>
          </div>
          <p className="mt-6">
            <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
              Ask us to add your partner
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="page-lead">
            {user && isAuthorizedUser(user)
              ? 'You already share results as a partner. Only the account holder can add or change a partner.'
              : 'Adding a partner is not available for this account.'}
          </p>
          <p className="mt-6">
            <Link href="/" className="text-link">
              Back to your account
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
