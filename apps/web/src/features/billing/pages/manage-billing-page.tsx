import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { isAuthorizedUser, ownClient } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function ManageBillingPage() {
  const user = useSession((state) => state.user);
  const client = user ? ownClient(user) : null;

  if (user && isAuthorizedUser(user)) {
    return (
      <section className="page-section" aria-labelledby="billing-title">
        <h1 id="billing-title" className="page-title" tabIndex={-1}>
          Manage billing
        </h1>
        <p className="page-lead">Billing is managed by the account holder who added you.</p>
        <p className="mt-6">
          <Link href="/analysis" className="text-link">
            Go to the analysis
          </Link>
        </p>
      </section>
    );
  }

  const subscriptions = client?.attributes;
  return (
    <section className="page-section" aria-labelledby="billing-title">
      <h1 id="billing-title" className="page-title" tabIndex={-1}>
        Manage billing
      </h1>
      <p className="page-lead">Your payment methods, storage subscriptions and invoices.</p>
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">Storage subscriptions</h2>
        <p className="mt-2">
          {subscriptions?.has_active_subscriptions
            ? 'You have an active storage subscription. It renews automatically so your vials stay in storage.'
            : 'You have no active storage subscription.'}
        </p>
        {subscriptions?.has_unmatched_subscriptions ? (
          <p className="mt-2">
            One of your storage plans is not yet linked to a stored sample. We link it for you once your
            sample reaches storage.
          </p>
        ) : null}
        <p className="mt-4">
          To change a card, cancel a renewal or get an invoice, contact us with your client number{' '}
          <strong>{client?.attributes.number ?? '- -'}</strong>.
        </p>
      </div>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/orders/history" className="text-link">
            Order history
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us about billing
          </a>
        </li>
      </ul>
    </section>
  );
}
