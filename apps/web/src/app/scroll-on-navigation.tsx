import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { onReadsDrawn, readsInFlight } from '../lib/reads-in-flight';

function targetFor(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id);
  }
}

const currentHash = () => window.location.hash;
/** Nothing is drawn from the hash, so hydrating a prerendered page may read the browser's at once. */
const hashWhilePrerendering = () => (typeof window === 'undefined' ? '' : window.location.hash);

/** What the reader does to scroll for themselves: from then on the page is theirs to move. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Each navigation starts at the top of the page, or at the element the #hash names once the route's reads are
 * drawn: a section lands where it ends up, not where it was before the content above it came in.
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
    const land = (): boolean => {
      if (readsInFlight()) return false;
      const target = targetFor(hash);
      if (!target) return false;
      stop();
      target.scrollIntoView();
      return true;
    };
    // The page or its content may still be on its way: look again as the page changes and as reads are drawn.
    const observer = new MutationObserver(land);
    const stopOnReadsDrawn = onReadsDrawn(land);
    const stop = () => {
      observer.disconnect();
      stopOnReadsDrawn();
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    if (land()) return;
    window.scrollTo(0, 0);
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
