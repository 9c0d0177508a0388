import { shouldLoadAnnouncements } from '@fathom/domain/announcements';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { create } from 'zustand';

/** How long a signed-in page waits at most for its first announcements before it shows without them. */
export const FIRST_ANNOUNCEMENTS_WAIT_MS = 1_000;

/** Whether this visit's first request for announcements has been answered, either way. */
export const useFirstAnnouncements = create<{ settled: boolean; settle: () => void }>()((set) => ({
  settled: false,
  settle: () => set({ settled: true }),
}));

/**
 * False while a signed-in page should stay out of sight: until the first announcements have come (or could
 * not), at most FIRST_ANNOUNCEMENTS_WAIT_MS. The page is painted from the remembered user at once, so a
 * banner arriving after it would push everything the customer is reading down the screen. A page where no
 * announcements are loaded does not wait.
 */
export function useReadyForAnnouncements(): boolean {
  const [path] = useLocation();
  const settled = useFirstAnnouncements((state) => state.settled) || !shouldLoadAnnouncements(path);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), FIRST_ANNOUNCEMENTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || waitedLongEnough;
}
