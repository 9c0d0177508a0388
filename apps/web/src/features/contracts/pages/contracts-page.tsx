import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { displayName, isAuthorizedUser } from '@fathom/domain/user';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function ContractsPage() {
  const user = useSession((state) => state.user);

  return (
    <section className="page-section" aria-labelledby="contracts-title">
      <h1 id="contracts-title" className="page-title" tabIndex={-1}>
        Contracts
      </h1>
      <p className="page-lead">
        The agreements {user ? `between ${displayName(user)} and ` : 'you have with '}
        {appConfig.productName}: the client agreement for testing and storage, and any power of attorney.
      </p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">Where your agreements are</h2>
        <p className="mt-2">
          Each agreement is emailed to you as a signed copy as soon as it is complete. Agreements are always
          signed in your legal name.
        </p>
        {user && isAuthorizedUser(user) ? (
          <p className="mt-2">Agreements are held by the account holder who added you.</p>
        ) : (
          <p className="mt-2">
            If you need another copy of an agreement, contact us and we will send it to you.
          </p>
        )}
      </div>
      <p className="mt-6">
        <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
          Ask for a copy of an agreement
        </a>
      </p>
    </section>
  );
}
