import { STAFF_SESSION_IDLE_MS } from '@fathom/domain/staff-roles';
import type { SessionKind } from '../../platform/auth-context';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A half-finished login (password given, one-time password still due) is short-lived. */
export const PENDING_TWO_FACTOR_ABSOLUTE_MS = 10 * 60 * 1000;
/** A kit registration's limited session lasts long enough to read the kit and give the password. */
export const KIT_SESSION_ABSOLUTE_MS = 30 * 60 * 1000;
/** Sliding expiry is recorded at most this often, so reads do not cost a write each. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60 * 1000;

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function sessionExpiry(kind: SessionKind, createdAt: Date): Date {
  const lifetime =
    kind === 'pending_2fa'
      ? PENDING_TWO_FACTOR_ABSOLUTE_MS
      : kind === 'kit'
        ? KIT_SESSION_ABSOLUTE_MS
        : SESSION_ABSOLUTE_MS;
  return new Date(createdAt.getTime() + lifetime);
}

/** How long a session lasts without a request: staff's 15 minutes (issue 47), everyone else's 30. */
export function sessionIdleMs(user: { role: string }): number {
  return user.role === 'staff' ? STAFF_SESSION_IDLE_MS : SESSION_IDLE_MS;
}

export function isSessionUsable(session: SessionTimes, now: Date, idleMs = SESSION_IDLE_MS): boolean {
  if (session.revokedAt !== null) return false;
  if (now.getTime() >= session.expiresAt.getTime()) return false;
  return now.getTime() - session.lastSeenAt.getTime() < idleMs;
}

export function shouldRecordActivity(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
}
