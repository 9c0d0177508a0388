import { useEffect, useState } from 'react';

/**
 * How long a page below its heading stays out of sight at most while its first answers come: what arrives in
 * that time is laid out before anyone sees it, so nothing is pushed down under the reader.
 */
export const SETTLE_WAIT_MS = 1_000;

/** True once SETTLE_WAIT_MS has passed since the page opened. */
export function useWaitedLongEnough(): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return waited;
}
