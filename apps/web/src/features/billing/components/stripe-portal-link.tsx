import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { getBillingPortalUrl } from '../api/billing';

/** With Stripe, cards are changed in Stripe's billing portal, opened in this window. */
export function StripePortalLink({
  open = (url: string) => window.location.assign(url),
}: {
  open?: (url: string) => void;
}) {
  const [loading, setLoading] = useState(false);
  return (
    <section className="card mt-6 p-6" aria-labelledby="portal-title">
      <h2 id="portal-title" className="text-lg font-semibold">
        <Trans>Change the card your plans renew on</Trans>
      </h2>
      <p className="mt-2">
        <Trans>Cards are kept by our payment provider, Stripe. You change yours on its secure page.</Trans>
      </p>
      <Button
        className="mt-4"
        loading={loading}
        onClick={() => {
          setLoading(true);
          getBillingPortalUrl()
            .then(open)
            .catch(() => setLoading(false));
        }}
      >
        <Trans>Change my card</Trans>
      </Button>
    </section>
  );
}
