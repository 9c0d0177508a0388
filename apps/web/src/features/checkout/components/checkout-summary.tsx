import { parseUrlItems } from '@fathom/domain/cart';
import { INSTALMENT_COUNT, SPLIT_PAYMENT_EXTRADATA } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useSearch } from 'wouter';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';

/** What the checkout address asks for: its items and options, read from the query string. */
export function CheckoutSummary({ title, lead }: { title: string; lead: string }) {
  const params = new URLSearchParams(useSearch());
  const items = parseUrlItems(params.get('items'));
  const isGift = params.get('gift') === 'true';
  const withdrawalItemUuid = params.get('withdrawalItemUuid');
  const discount = params.get('discount');
  const isLoggedIn = useSession((state) => state.isLoggedIn);

  return (
    <section className="page-section mx-auto" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="page-title" tabIndex={-1}>
        {title}
      </h1>
      <p className="page-lead">{lead}</p>
      <section className="card mt-6 p-6" aria-labelledby="cart-title">
        <h2 id="cart-title" className="text-lg font-semibold">
          Your cart
        </h2>
        {items.length > 0 ? (
          <ul className="mt-3 divide-y divide-line" data-testid="cart-items">
            {items.map((item) => (
              <li
                key={`${item.id}:${item.count}:${item.extradata ?? ''}`}
                className="flex flex-wrap justify-between gap-2 py-2"
              >
                <span>
                  Product <span className="font-mono text-sm break-all">{item.id}</span>
                  {item.extradata === SPLIT_PAYMENT_EXTRADATA
                    ? ` (paid in ${INSTALMENT_COUNT} instalments)`
                    : ''}
                </span>
                <span className="font-semibold">Quantity {item.count}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">
            {withdrawalItemUuid ? 'Shipping for your vial withdrawal.' : 'Your cart is empty.'}
          </p>
        )}
        {isGift ? <p className="mt-3">This order is a gift.</p> : null}
        {discount ? (
          <p className="mt-3">
            Promo code <strong>{discount}</strong> is applied when you pay.
          </p>
        ) : null}
      </section>
      <p className="mt-6">
        To place this order, or for help choosing, contact our team and quote the products above.
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us to order
          </a>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.orderPlans)} className="text-link">
            Compare products
          </a>
        </li>
        <li>
          <Link href={isLoggedIn ? '/' : '/login'} className="text-link">
            {isLoggedIn ? 'Back to your account' : 'Sign in'}
          </Link>
        </li>
      </ul>
    </section>
  );
}
