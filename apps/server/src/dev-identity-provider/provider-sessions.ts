import { randomBytes } from 'node:crypto';

export const PROVIDER_SESSION_COOKIE = 'fathom_idp_session';
export const PROVIDER_SESSION_LIFETIME_MS = 24 * 60 * 60_000;

export interface ProviderSession {
  /** Named in the tokens (`sid`); the cookie's value is another, secret id. */
  sid: string;
  email: string;
  userId: string;
  openedAt: number;
  expiresAt: number;
}

/**
 * The development provider's own sign-in sessions (its cookie, not the portal's): they let a hidden
 * frame with prompt=none get a new code without the form, as a hosted provider's session does. In memory,
 * like the provider's codes: for one development instance. Tokens name their session, which ends them too.
 */
export function createProviderSessions(now: () => Date) {
  const sessions = new Map<string, ProviderSession>();
  const ended = new Set<string>();
  const alive = (session: ProviderSession) => session.expiresAt > now().getTime() && !ended.has(session.sid);
  return {
    open(email: string, userId: string): { id: string; sid: string; expiresAt: number } {
      const id = randomBytes(32).toString('base64url');
      const sid = randomBytes(16).toString('base64url');
      const openedAt = now().getTime();
      const expiresAt = openedAt + PROVIDER_SESSION_LIFETIME_MS;
      sessions.set(id, { sid, email, userId, openedAt, expiresAt });
      return { id, sid, expiresAt };
    },
    find(id: string | undefined): ProviderSession | null {
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      if (!alive(session)) {
        sessions.delete(id as string);
        return null;
      }
      return session;
    },
    /** Ends the session of this cookie; answers its sid, so the tokens it gave end with it. */
    end(id: string | undefined): string | null {
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      sessions.delete(id as string);
      ended.add(session.sid);
      return session.sid;
    },
    isEnded(sid: string): boolean {
      return ended.has(sid);
    },
  };
}
