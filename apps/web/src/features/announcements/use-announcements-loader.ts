import { shouldLoadAnnouncements } from '@fathom/domain/announcements';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../lib/session-store';
import { useAnnouncements } from './announcements-store';
import { getActiveAnnouncements } from './api/get-active-announcements';
import { useFirstAnnouncements } from './first-announcements';

/**
 * Reloads the active announcements on each route change while signed in, and when the profile's language changes
 * (the server answers them in it); dismissed flags carry over.
 */
export function useAnnouncementsLoader(): void {
  const [path] = useLocation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const language = useSession((state) => state.user?.attributes.language ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language only asks for a fresh read
  useEffect(() => {
    if (!isLoggedIn || !shouldLoadAnnouncements(path)) return;
    let current = true;
    getActiveAnnouncements()
      .then((list) => {
        // A late answer after sign-out or a newer navigation must not bring back an old list.
        if (current && useSession.getState().isLoggedIn) useAnnouncements.getState().setAnnouncements(list);
      })
      .catch(() => {
        // The shared error effects tell the customer; the previous list stays on screen.
      })
      .finally(() => useFirstAnnouncements.getState().settle());
    return () => {
      current = false;
    };
  }, [path, isLoggedIn, language]);
}
