import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is prerendered and while React takes the prerendered HTML over, true from then on (and
 * from the first render of a page drawn in the browser): what the HTML must not yet offer, it offers after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
