import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { takeEarlyRead } from './early-reads';
import { holdForRead } from './reads-in-flight';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs a read on mount and whenever refreshKey changes, and ignores answers that arrive after the page
 * moved on. `load` must be stable (a module-level fetcher). The answer is rendered as a transition: a page
 * drawn from its data yields to the browser between components rather than blocking input until it is done.
 * A read the router started before the page was drawn (early-reads.ts) is taken rather than asked again.
 * While it loads, the read counts as in flight (reads-in-flight.ts), until the commit that draws its answer.
 */
export function useRequest<T>(load: () => Promise<T>, refreshKey: unknown = 0): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const loading = state.status === 'loading';
  // A layout effect: counted in the commit that draws the page, before anything observing the page can look.
  useLayoutEffect(() => (loading ? holdForRead() : undefined), [loading]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only asks for a fresh read
  useEffect(() => {
    let current = true;
    // On mount the state is already loading: a new object would draw the component again for nothing.
    setState((state) => (state.status === 'loading' ? state : { status: 'loading' }));
    (takeEarlyRead(load) ?? load()).then(
      (data) => {
        if (current) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, refreshKey]);

  return state;
}
