import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/http/api-error';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { claimOrder } from '../api/claim-order';
import { CheckoutHeader } from '../components/checkout-header';

/** Why the order was not added: the link is not whole, the server's own words (in the page's where known), or no answer. */
type ClaimState =
  | { status: 'claiming' }
  | { status: 'incomplete' }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/**
 * /checkouts/claim?token=…: the link emailed for an order placed with the account's address without signing in.
 * Opened signed in (the route asks for it first), it adds the order to the account and shows the order.
 */
export default function OrderClaimPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [state, setState] = useState<ClaimState>(token ? { status: 'claiming' } : { status: 'incomplete' });
  const { i18n } = useLingui();

  useEffect(() => {
    if (!token) return;
    let current = true;
    claimOrder(token).then(
      (claimed) => current && navigate(`/checkouts/orders/${claimed.po_number}`, { replace: true }),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          setState({ status: 'refused', message: error.message });
        else setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <>
      <CheckoutHeader />
      <div className="mx-auto max-w-2xl p-4 sm:p-8">
        {state.status === 'claiming' ? (
          <div className="flex min-h-[40vh] items-center justify-center" role="status">
            <Spinner />
            <span className="sr-only">
              <Trans>Adding the order to your account…</Trans>
            </span>
          </div>
        ) : (
          <section className="card p-6" aria-labelledby="order-claim-refused">
            <h1 id="order-claim-refused" className="page-title">
              <Trans>The order was not added</Trans>
            </h1>
            <p className="mt-3" role="alert">
              {state.status === 'refused' ? (
                localizedMessage(i18n, state.message)
              ) : state.status === 'incomplete' ? (
                <Trans>This link is not complete: open it from the email again, or copy all of it.</Trans>
              ) : (
                <Trans>
                  We could not add the order just now. Please open the link again in a few minutes.
                </Trans>
              )}
            </p>
            <Link href="/orders/history" className={`${buttonClassName('primary')} mt-4`}>
              <Trans>See your order history</Trans>
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
