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
        Change the card your plans renew on
      </h2>
      <p className="mt-2">
        Cards are kept by our payment provider, Stripe. You change yours on its secure page.
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
        Change my card
      </Button>
    </section>
  );
}
