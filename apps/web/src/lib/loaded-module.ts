import { use, useEffect, useReducer } from 'react';

/** A promise carrying its outcome in the fields React's `use` reads, so a settled one is read at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface ModuleLoader<T> {
  /** Starts loading (once; again after a failure) and answers the load under way or done. */
  start(): Promise<T>;
  /** The module, in a component: at once when it is in, else suspending to the nearest Suspense boundary. */
  read(): T;
}

/**
 * Code split off and drawn once it is in. React.lazy suspends on its first draw even when the browser already
 * has the module (the import answers a tick later), and a Suspense boundary that has shown its fallback reveals
 * its content no sooner than 300 ms after (React throttles reveals): a signed-in page whose code was ready
 * still waited that long after its profile came. `read` suspends only while the module is truly still coming.
 */
export function moduleLoader<T>(load: () => Promise<T>): ModuleLoader<T> {
  let current: Tracked<T> | null = null;
  const start = (): Tracked<T> => {
    if (current) return current;
    const loading: Tracked<T> = load();
    loading.status = 'pending';
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
        // The next draw tries again (a chunk lost to a dropped connection, say).
        if (current === loading) current = null;
      },
    );
    current = loading;
    return loading;
  };
  return { start, read: () => use(start() as Promise<T>) };
}

/**
 * The module once it is in, else null (and the component draws again when it arrives): for code whose absence
 * shows nothing, so no Suspense boundary, and no throttled reveal, stands in its place.
 */
export function useModuleOnceLoaded<T>(loader: ModuleLoader<T>): T | null {
  const loading = loader.start() as Tracked<T>;
  const drawnLoaded = loading.status === 'fulfilled';
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // Drawn without it: draw again once it is in, even when it came between the draw and this effect.
    if (drawnLoaded) return;
    let current = true;
    loading.then(
      () => current && drawAgain(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loading, drawnLoaded]);
  return loading.status === 'fulfilled' ? (loading.value as T) : null;
}
