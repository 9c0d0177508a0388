import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

const HASH_TARGET_WAIT_MS = 3000;

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

/** Each navigation starts at the top of the page, or at the element the #hash names. */
export function ScrollOnNavigation() {
  const [pathname] = useLocation();
  const hash = useLocationProperty(currentHash, hashWhilePrerendering);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is itself the reason to scroll
  useEffect(() => {
    if (!hash || hash === '#') {
      window.scrollTo(0, 0);
      return;
    }
    const found = targetFor(hash);
    if (found) {
      found.scrollIntoView();
      return;
    }
    // The page may still be loading: wait for its element to appear.
    window.scrollTo(0, 0);
    const observer = new MutationObserver(() => {
      const target = targetFor(hash);
      if (!target) return;
      observer.disconnect();
      target.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash]);

  return null;
}
