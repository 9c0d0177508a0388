import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { isAuthorizedUser, ownClient } from '@fathom/domain/user';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

export default function OrderHistoryPage() {
  const user = useSession((state) => state.user);
  const client = user ? ownClient(user) : null;
  const accountHolder = user !== null && !isAuthorizedUser(user);

  return (
    <section className="page-section" aria-labelledby="order-history-title">
      <h1 id="order-history-title" className="page-title" tabIndex={-1}>
        Order history
      </h1>
      {accountHolder ? (
        <>
          <p className="page-lead">
            The kits, storage plans and services you have ordered from {appConfig.productName}.
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">Your account</h2>
            <dl className="mt-3 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-ink-faint">Client number</dt>
                <dd className="font-semibold">{client?.attributes.number ?? '- -'}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-faint">Storage subscription</dt>
                <dd className="font-semibold">
                  {client?.attributes.has_active_subscriptions ? 'Active' : 'None active'}
                </dd>
              </div>
            </dl>
            <p className="mt-4">
              Your order confirmations and receipts are in your email. Quote your client number when you
              contact us about an order and we will find it straight away.
            </p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/manage-billing" className="text-link">
                Invoices and payment methods
              </Link>
            </li>
            <li>
              <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.order)} className="text-link">
                Order a kit or storage plan
              </a>
            </li>
            <li>
              <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
                Contact us about an order
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className="page-lead">Orders belong to the account holder who placed them.</p>
          <p className="mt-6">
            <Link href="/analysis" className="text-link">
              Go to the analysis
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
