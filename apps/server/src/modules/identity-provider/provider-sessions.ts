import { randomBytes } from 'node:crypto';

export const PROVIDER_SESSION_COOKIE = 'fathom_idp_session';
export const PROVIDER_SESSION_LIFETIME_MS = 24 * 60 * 60_000;

export interface ProviderSession {
  email: string;
  userId: string;
  expiresAt: number;
}

/**
 * The development provider's own sign-in sessions (its cookie, not the portal's): they let a hidden
 * frame with prompt=none get a new code without the form, as a hosted provider's session does. In memory,
 * like the provider's codes: for one development instance.
 */
export function createProviderSessions(now: () => Date) {
  const sessions = new Map<string, ProviderSession>();
  return {
    open(email: string, userId: string): { id: string; expiresAt: number } {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = now().getTime() + PROVIDER_SESSION_LIFETIME_MS;
      sessions.set(id, { email, userId, expiresAt });
      return { id, expiresAt };
    },
    find(id: string | undefined): ProviderSession | null {
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      if (session.expiresAt <= now().getTime()) {
        sessions.delete(id as string);
        return null;
      }
      return session;
    },
    end(id: string | undefined): void {
      if (id) sessions.delete(id);
    },
  };
}
