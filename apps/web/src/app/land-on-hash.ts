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

/** What the reader does to scroll for themselves: from then on the page is theirs to move. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Lands on the element `hash` names once the page's reads are drawn (at once if they are), or leaves the page at
 * its top; stops looking when the reader scrolls for themselves. Answers the function that stops looking.
 */
export function landOnHash(hash: string): () => void {
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
  if (land()) return stop;
  window.scrollTo(0, 0);
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}
