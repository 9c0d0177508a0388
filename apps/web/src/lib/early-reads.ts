/**
 * Reads started before the component that needs them is drawn. After a reload a signed-in page waits for this
 * visit's profile (route-guard.tsx): reads it started only once drawn would follow the profile's round trip
 * instead of sharing it. The router starts the reads a page names (`earlyReads` of its module) as soon as the
 * module has loaded, and the page's `useRequest` takes the answer under way instead of asking again. Each is
 * taken once, and only while fresh: an answer nobody took in time is dropped, and the next draw asks again.
 */
type Load = () => Promise<unknown>;

export const EARLY_READ_FRESH_MS = 10_000;

const started = new Map<Load, { answer: Promise<unknown>; at: number }>();

/** Starts `load` now, unless it was started a moment ago and not yet taken. */
export function startEarlyRead(load: Load, now: number = Date.now()): void {
  const earlier = started.get(load);
  if (earlier && now - earlier.at <= EARLY_READ_FRESH_MS) return;
  const answer = load();
  // Its taker handles a failure (the shared error effects have already been told); untaken, nobody must.
  answer.catch(() => undefined);
  started.set(load, { answer, at: now });
}

/** The answer of `load` started early, if it is fresh; it is then no longer kept. */
export function takeEarlyRead<T>(load: () => Promise<T>, now: number = Date.now()): Promise<T> | null {
  const earlier = started.get(load);
  if (!earlier) return null;
  started.delete(load);
  return now - earlier.at <= EARLY_READ_FRESH_MS ? (earlier.answer as Promise<T>) : null;
}
