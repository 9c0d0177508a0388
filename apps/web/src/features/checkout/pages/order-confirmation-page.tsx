import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { OrderConfirmation as Confirmation } from '@fathom/contract/orders';
import { upsellOffers } from '@fathom/domain/upsell';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/http/api-error';
import { useSession } from '../../../lib/session-store';
import { getCheckoutCatalogue } from '../api/get-checkout-catalogue';
import { getOrderConfirmation } from '../api/get-order-confirmation';
import { CheckoutHeader } from '../components/checkout-header';
import { OrderConfirmation } from '../components/order-confirmation';
import { UpsellOffers } from '../components/upsell-offers';

type PageState =
  | { status: 'loading' }
  | { status: 'ready'; order: Confirmation }
  | { status: 'unreachable'; reason: 'sign_in' | 'not_found' }
  | { status: 'failed' };

function Unreachable({ reason }: { reason: 'sign_in' | 'not_found' }) {
  return (
    <section className="card p-6" aria-labelledby="order-unreachable">
      <h1 id="order-unreachable" className="page-title">
        {reason === 'sign_in' ? <Trans>Sign in to see this order</Trans> : <Trans>Order not found</Trans>}
      </h1>
      <p className="mt-3">
        {reason === 'sign_in' ? (
          <Trans>
            An order shows here in the browser that placed it, or once you sign in to the account it belongs
            to.
          </Trans>
        ) : (
          <Trans>
            We could not find this order in your account. Your order history lists every order you placed.
          </Trans>
        )}
      </p>
      <Link
        href={reason === 'sign_in' ? '/login' : '/orders/history'}
        className={`${buttonClassName('primary')} mt-4`}
      >
        {reason === 'sign_in' ? <Trans>Sign in</Trans> : <Trans>See your order history</Trans>}
      </Link>
    </section>
  );
}

/** /checkouts/orders/{po_number}: an order's confirmation, which a reload keeps (the cart is gone by then). */
export default function OrderConfirmationPage() {
  const { poNumber = '' } = useParams<{ poNumber: string }>();
  const signedIn = useSession((state) => state.isLoggedIn);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [products, setProducts] = useState<CatalogueProductResource[]>([]);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is itself the reason to load again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getOrderConfirmation(poNumber).then(
      (order) => current && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 401) setState({ status: 'unreachable', reason: 'sign_in' });
        else if (isApiError(error) && (error.status === 403 || error.status === 404))
          setState({ status: 'unreachable', reason: 'not_found' });
        else setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [poNumber, attempt]);

  useEffect(() => {
    // The supplements offered next are a bonus: without the catalogue the page simply shows none.
    getCheckoutCatalogue().then(setProducts, () => undefined);
  }, []);

  return (
    <>
      <CheckoutHeader />
      <div className="mx-auto max-w-2xl p-4 sm:p-8">
        {state.status === 'loading' ? (
          <div className="flex min-h-[40vh] items-center justify-center" role="status">
            <Spinner />
            <span className="sr-only">
              <Trans>Loading your order…</Trans>
            </span>
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <section className="card p-6" aria-labelledby="order-failed">
            <h1 id="order-failed" className="page-title">
              <Trans>Your order</Trans>
            </h1>
            <p className="mt-3" role="alert">
              <Trans>
                We could not load your order just now. It is placed: nothing more is needed from you.
              </Trans>
            </p>
            <Button className="mt-4" onClick={() => setAttempt((value) => value + 1)}>
              <Trans>Try again</Trans>
            </Button>
          </section>
        ) : null}
        {state.status === 'unreachable' ? <Unreachable reason={state.reason} /> : null}
        {state.status === 'ready' ? (
          <>
            <OrderConfirmation
              order={state.order}
              signedIn={signedIn}
              onChanged={() => setAttempt((value) => value + 1)}
            />
            {state.order.status === 'paid' || state.order.status === 'paying_instalments' ? (
              <UpsellOffers
                offers={upsellOffers(
                  products,
                  state.order.items.map((item) => item.product_uuid),
                )}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
