import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import { useEffect, useState } from 'react';
import { getCheckoutBindings } from './api/get-checkout-bindings';
import { getCheckoutCatalogue } from './api/get-checkout-catalogue';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; products: CatalogueProductResource[]; bindings: CheckoutBindings };

/** The products and the form defaults, loaded together; `retry` asks again after a failure. */
export function useCheckoutCatalogue(): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is itself the reason to load again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    Promise.all([getCheckoutCatalogue(), getCheckoutBindings()]).then(
      ([products, bindings]) => {
        if (current) setState({ status: 'ready', products, bindings });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}
