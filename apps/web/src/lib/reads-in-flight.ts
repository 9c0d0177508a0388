/**
 * The reads whose answers the page has not drawn yet. A link to a section (#concentration) lands once they are
 * all drawn, so it lands where the section ends up rather than where it was before the content above it came in
 * (app/scroll-on-navigation.tsx). `useRequest` holds one while its read is loading and lets it go in the commit
 * that draws the answer.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

/** Counts a read as in flight; the returned function ends it (once) when its answer is drawn. */
export function holdForRead(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    // An answer often starts the next read in the same commit: judge once that commit is over.
    if (inFlight === 0)
      queueMicrotask(() => {
        if (inFlight === 0) for (const listener of [...listeners]) listener();
      });
  };
}

export const readsInFlight = (): boolean => inFlight > 0;

/** Calls `listener` each time the last read in flight has been drawn; returns the unsubscribe. */
export function onReadsDrawn(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
