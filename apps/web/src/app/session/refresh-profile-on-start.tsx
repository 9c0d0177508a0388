import { useEffect } from 'react';
import { create } from 'zustand';
import { loadProfile } from '../../lib/session-profile';
import { useSession } from '../../lib/session-store';

/** Whether this visit's profile read failed (other than by an ended session), so the guard offers a retry. */
export const useProfileRefresh = create<{ failed: boolean }>()(() => ({ failed: false }));

/** Reads the profile again; a failure is left to the shared error effects (an ended session signs out). */
export function refreshProfile(): void {
  useProfileRefresh.setState({ failed: false });
  loadProfile().catch(() => {
    if (useSession.getState().isLoggedIn) useProfileRefresh.setState({ failed: true });
  });
}

/**
 * Only the user's frame is kept in the browser between visits: once per visit the profile is read again,
 * so the pages show the client record, results and flags as they are now.
 */
export function RefreshProfileOnStart() {
  useEffect(() => {
    const { isLoggedIn, profileFresh } = useSession.getState();
    // Read already when a prerendered page confirmed the session before the app took it over.
    if (isLoggedIn && !profileFresh) refreshProfile();
  }, []);
  return null;
}
