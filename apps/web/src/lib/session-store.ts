import type { AnnouncementResource } from '@fathom/contract/announcements';
import type { UserResource } from '@fathom/contract/user';
import {
  dismissAnnouncement,
  dismissedAnnouncementIds,
  mergeAnnouncements,
} from '@fathom/domain/announcements';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readDismissedAnnouncementIds, writeDismissedAnnouncementIds } from './dismissed-announcements';

export const SESSION_STORAGE_KEY = 'fathom-session';

export type SessionAnnouncement = AnnouncementResource & {
  attributes: AnnouncementResource['attributes'] & { is_dismissed: boolean };
};

export interface LoginOptions {
  disableTrackEvents?: boolean;
  /** Password and login-token sessions use the portal's own ("old") authentication. */
  useOldAuthentication?: boolean;
}

export interface SessionState {
  isLoggedIn: boolean;
  /** Kept in memory only: after a reload the HttpOnly session cookie authenticates. */
  token: string | null;
  user: UserResource | null;
  disableTrackEvents: boolean;
  announcements: SessionAnnouncement[];
  useOldAuthentication: boolean;
  login: (token: string, user: UserResource, options?: LoginOptions) => void;
  setUser: (user: UserResource) => void;
  /** Keeps dismissed flags from the previous list and from this user's remembered dismissals. */
  setAnnouncements: (list: AnnouncementResource[]) => void;
  dismissAnnouncement: (id: string) => void;
  logout: () => void;
}

type SessionData = Pick<
  SessionState,
  'isLoggedIn' | 'token' | 'user' | 'disableTrackEvents' | 'announcements' | 'useOldAuthentication'
>;

const signedOut: SessionData = {
  isLoggedIn: false,
  token: null,
  user: null,
  disableTrackEvents: false,
  announcements: [],
  useOldAuthentication: false,
};

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      login: (token, user, options = {}) =>
        set({
          isLoggedIn: true,
          token,
          user,
          disableTrackEvents: options.disableTrackEvents ?? false,
          useOldAuthentication: options.useOldAuthentication ?? true,
        }),
      setUser: (user) => set({ user }),
      setAnnouncements: (list) => {
        const { announcements, user } = get();
        const remembered = readDismissedAnnouncementIds(user?.attributes.uuid);
        set({ announcements: mergeAnnouncements(announcements, list, remembered) });
      },
      dismissAnnouncement: (id) => {
        const { announcements, user } = get();
        const next = dismissAnnouncement(announcements, id);
        const userUuid = user?.attributes.uuid;
        writeDismissedAnnouncementIds(userUuid, [
          ...readDismissedAnnouncementIds(userUuid),
          ...dismissedAnnouncementIds(next),
        ]);
        set({ announcements: next });
      },
      logout: () => {
        set({ ...signedOut });
        useSession.persist.clearStorage();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        isLoggedIn: state.isLoggedIn,
        user: state.user,
        disableTrackEvents: state.disableTrackEvents,
      }),
    },
  ),
);

/** Calls `listener` each time a signed-in session ends, so other state areas can reset. */
export function onSessionEnd(listener: () => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) listener();
  });
}
