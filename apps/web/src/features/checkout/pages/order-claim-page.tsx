import { orderClaimMessages } from '@fathom/contract/order-claim-messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/http/api-error';
import { claimOrder } from '../api/claim-order';
import { CheckoutHeader } from '../components/checkout-header';

/** Why the order was not added: the link is not whole, the server's own words, or no answer. */
type ClaimState =
  | { status: 'claiming' }
  | { status: 'incomplete' }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/** The server's reasons for adding no order, in the page's words: any other is shown as it came. */
const REFUSALS = new Map<string, MessageDescriptor>([
  [
    orderClaimMessages.linkInvalid,
    msg`This link no longer adds an order to an account: it was used, or it is more than 30 days old.`,
  ],
  [
    orderClaimMessages.needsThatAccount,
    msg`This order was placed with another email address: sign in to that address's account to add it.`,
  ],
]);

/**
 * /checkouts/claim?token=…: the link emailed for an order placed with the account's address without signing in.
 * Opened signed in (the route asks for it first), it adds the order to the account and shows the order.
 */
export default function OrderClaimPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const [state, setState] = useState<ClaimState>(token ? { status: 'claiming' } : { status: 'incomplete' });
  const { i18n } = useLingui();
  const refusal = (message: string) => {
    const known = REFUSALS.get(message);
    return known ? i18n._(known) : message;
  };

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
                refusal(state.message)
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
