import { cartFromUrlItems, parseUrlItems } from '@fathom/domain/cart';
import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { CheckoutFlow, readCheckoutParams } from '../components/checkout-flow';
import { CheckoutHeader } from '../components/checkout-header';
import { EmptyCheckout } from '../components/empty-checkout';
import { useCheckoutCatalogue } from '../use-checkout-catalogue';
import { useSavedAddress } from '../use-saved-address';

function CheckoutContent() {
  const search = useSearch();
  const { state, retry } = useCheckoutCatalogue();
  const saved = useSavedAddress();
  if (state.status === 'loading' || (state.status === 'ready' && saved.status === 'loading')) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Spinner />
        <span className="sr-only">
          <Trans>Loading the checkout…</Trans>
        </span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className="mx-auto max-w-xl p-8" aria-labelledby="checkout-unavailable">
        <h1 id="checkout-unavailable" className="page-title">
          <Trans>Checkout</Trans>
        </h1>
        <p className="mt-4" role="alert">
          <Trans>We could not load our products just now. Please try again in a moment.</Trans>
        </p>
        <Button className="mt-4" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    );
  }
  const params = readCheckoutParams(search);
  // A saved checkout (abandon=) brings its own cart; otherwise a cart of nothing we sell is an empty one.
  if (!params.abandon && cartFromUrlItems(parseUrlItems(params.items), state.products).length === 0) {
    return <EmptyCheckout products={state.products} />;
  }
  return (
    <CheckoutFlow
      products={state.products}
      bindings={state.bindings}
      params={params}
      savedAddress={saved.status === 'ready' ? saved.address : null}
    />
  );
}

export default function CheckoutPage() {
  return (
    <>
      <CheckoutHeader />
      <CheckoutContent />
    </>
  );
}
