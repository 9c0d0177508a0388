import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;
/** Nothing is drawn from the hash, so hydrating a prerendered page may read the browser's at once. */
const hashWhilePrerendering = () => (typeof window === 'undefined' ? '' : window.location.hash);

/**
 * Each navigation starts at the top of the page, or at the element the #hash names once the route's reads are
 * drawn: a section lands where it ends up, not where it was before the content above it came in. The landing's
 * code loads with the first link to a section; a page opened without one pays nothing for it.
 */
export function ScrollOnNavigation() {
  const [pathname] = useLocation();
  const hash = useLocationProperty(currentHash, hashWhilePrerendering);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is itself the reason to scroll
  useEffect(() => {
    if (!hash || hash === '#') {
      window.scrollTo(0, 0);
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    void import('./land-on-hash').then(({ landOnHash }) => {
      if (!left) stop = landOnHash(hash);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, hash]);

  return null;
}
