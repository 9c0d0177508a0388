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
  /**
   * Whether `user` came from the server in this visit. After a reload only the user's frame is remembered
   * (name, role, flags: no client record, health fact, date of birth or phone), so signed-in pages wait
   * until the profile is read again.
   */
  profileFresh: boolean;
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
  | 'isLoggedIn'
  | 'token'
  | 'user'
  | 'profileFresh'
  | 'disableTrackEvents'
  | 'announcements'
  | 'useOldAuthentication'
>;

const signedOut: SessionData = {
  isLoggedIn: false,
  token: null,
  user: null,
  profileFresh: false,
  disableTrackEvents: false,
  announcements: [],
  useOldAuthentication: false,
};

/**
 * What of the user the browser keeps on disk: who they are and which frame the pages have. The client
 * record (date of birth, phone, results, storage) and the partner's account holder stay in memory only.
 */
export function userFrame(user: UserResource): UserResource {
  return { ...user, relationships: { client: null, parent_user: null } };
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      login: (token, user, options = {}) =>
        set({
          isLoggedIn: true,
          token,
          user,
          profileFresh: true,
          disableTrackEvents: options.disableTrackEvents ?? false,
          useOldAuthentication: options.useOldAuthentication ?? true,
        }),
      setUser: (user) => set({ user, profileFresh: true }),
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
        user: state.user ? userFrame(state.user) : null,
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
