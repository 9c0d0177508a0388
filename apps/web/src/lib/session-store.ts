import type { UserResource } from '@fathom/contract/user';
import { create } from 'zustand';

export const SESSION_STORAGE_KEY = 'fathom-session';

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
  useOldAuthentication: boolean;
  login: (token: string, user: UserResource, options?: LoginOptions) => void;
  setUser: (user: UserResource) => void;
  logout: () => void;
}

type SessionData = Pick<
  SessionState,
  'isLoggedIn' | 'token' | 'user' | 'profileFresh' | 'disableTrackEvents' | 'useOldAuthentication'
>;

const signedOut: SessionData = {
  isLoggedIn: false,
  token: null,
  user: null,
  profileFresh: false,
  disableTrackEvents: false,
  useOldAuthentication: false,
};

/**
 * What of the user the browser keeps on disk: who they are and which frame the pages have. The client
 * record (date of birth, phone, results, storage) and the partner's account holder stay in memory only.
 */
export function userFrame(user: UserResource): UserResource {
  return { ...user, relationships: { client: null, parent_user: null } };
}

type KeptSession = Pick<SessionData, 'isLoggedIn' | 'user' | 'disableTrackEvents'>;

function keptOf(state: SessionData): KeptSession {
  return {
    isLoggedIn: state.isLoggedIn,
    user: state.user ? userFrame(state.user) : null,
    disableTrackEvents: state.disableTrackEvents,
  };
}

/**
 * What the browser kept of the session from an earlier visit (`{ state, version }`, as zustand's persist wrote it
 * before this store kept it itself); nothing where there is no storage, or nothing readable in it.
 */
export function keptSession(): Partial<KeptSession> {
  try {
    const kept = localStorage.getItem(SESSION_STORAGE_KEY);
    return (kept ? (JSON.parse(kept) as { state?: Partial<KeptSession> }).state : undefined) ?? {};
  } catch {
    return {};
  }
}

function keepSession(state: SessionData): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: keptOf(state), version: 0 }));
  } catch {
    // Storage full or refused (a private window): the session lasts this visit only.
  }
}

export const useSession = create<SessionState>()((set) => ({
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
  logout: () => {
    set({ ...signedOut });
    try {
      localStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // Nothing was kept where there is no storage.
    }
  },
}));

// What the browser kept is put in after the store is made, not in its first state: React reads that first state
// while it takes a prerendered page over (the page was drawn signed out), as it did while zustand's persist
// middleware kept the session.
useSession.setState(keptSession());
// Every change is kept at once, as the browser reads it back on the next visit (keptSession).
useSession.subscribe(keepSession);

/** Calls `listener` each time a signed-in session ends, so other state areas can reset. */
export function onSessionEnd(listener: () => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.isLoggedIn && !state.isLoggedIn) listener();
  });
}
