import { randomUUID } from 'node:crypto';
import type { Role } from '@fathom/contract/user';
import { isLanguage } from '@fathom/domain/languages';
import type { StaffRole } from '@fathom/domain/staff-roles';
import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';
import type { AuthUser, SessionKind, StoredSession } from '../../platform/auth-context';
import { SESSION_IDLE_MS } from './session-rules';

interface SessionRow {
  id: string;
  kind: SessionKind;
  disable_track_events: boolean;
  kit_item_id: string | null;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
  user_id: string;
  email: string;
  role: Role;
  staff_role: StaffRole | null;
  first_name: string;
  last_name: string;
  preferred_first_name: string | null;
  client_id: string | null;
  parent_user_id: string | null;
  parent_client_id: string | null;
  google2fa_configured_at: Date | null;
  flag_unmarketable: boolean;
  language: string | null;
}

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    userId: string;
    kind: SessionKind;
    disableTrackEvents: boolean;
    now: Date;
    expiresAt: Date;
    kitItemId?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  const { rows } = await db.write<{ first: boolean }>(
    ['sessions'],
    `INSERT INTO sessions (id, token_hash, user_id, kind, disable_track_events, created_at, last_seen_at, expires_at,
       kit_item_id)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)
     RETURNING (SELECT u.first_signed_in_at IS NULL FROM users u WHERE u.id = $3) AS first`,
    [
      id,
      session.tokenHash,
      session.userId,
      session.kind,
      session.disableTrackEvents,
      session.now,
      session.expiresAt,
      session.kitItemId ?? null,
    ],
  );
  // The user's first sign-in is kept on the user (sessions are deleted a month after they expire): a second
  // statement only that once, so that a sign-in leaves the cached reads of users as they are.
  if (rows[0]?.first) {
    await db.write(
      ['users'],
      'UPDATE users SET first_signed_in_at = $2 WHERE id = $1 AND first_signed_in_at IS NULL',
      [session.userId, session.now],
    );
  }
  return id;
}

export async function findSessionByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<StoredSession | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.kind, s.disable_track_events, s.kit_item_id, s.last_seen_at, s.expires_at, s.revoked_at, s.user_agent,
            ${userColumns}
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN users parent ON parent.id = u.parent_user_id
      WHERE s.token_hash = $1 AND u.disabled_at IS NULL`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    disableTrackEvents: row.disable_track_events,
    kitItemId: row.kit_item_id,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    revokedAt: row.revoked_at,
    user: toAuthUser(row),
  };
}

export type UserColumns = Pick<
  SessionRow,
  | 'user_id'
  | 'email'
  | 'role'
  | 'staff_role'
  | 'first_name'
  | 'last_name'
  | 'preferred_first_name'
  | 'client_id'
  | 'parent_user_id'
  | 'parent_client_id'
  | 'google2fa_configured_at'
  | 'flag_unmarketable'
  | 'language'
>;

export const userColumns = `u.id AS user_id, u.email, u.role, u.staff_role, u.first_name, u.last_name, u.preferred_first_name, u.client_id,
  u.parent_user_id, parent.client_id AS parent_client_id, u.google2fa_configured_at, u.flag_unmarketable, u.language`;

export function toAuthUser(row: UserColumns): AuthUser {
  return {
    id: row.user_id,
    email: row.email,
    role: row.role,
    staffRole: row.staff_role,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredFirstName: row.preferred_first_name,
    clientId: row.client_id,
    parentUserId: row.parent_user_id,
    parentClientId: row.parent_client_id,
    google2faConfiguredAt: row.google2fa_configured_at,
    flagUnmarketable: row.flag_unmarketable,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** The signed-in user an identity provider's token names, by email (emails are unique without case). */
export async function findAuthUserByEmail(db: Queryable, email: string): Promise<AuthUser | null> {
  const { rows } = await db.query<UserColumns>(
    `SELECT ${userColumns} FROM users u LEFT JOIN users parent ON parent.id = u.parent_user_id
      WHERE lower(u.email) = lower($1) AND u.disabled_at IS NULL`,
    [email],
  );
  return rows[0] ? toAuthUser(rows[0]) : null;
}

/** Last use (at most once a minute), and the browser the session is first used from. */
export async function recordSessionActivity(
  db: Queryable,
  sessionId: string,
  now: Date,
  userAgent: string | null = null,
): Promise<void> {
  await db.write(
    ['sessions'],
    `UPDATE sessions SET last_seen_at = $2, user_agent = coalesce(user_agent, $3)
      WHERE id = $1 AND last_seen_at < $2`,
    [sessionId, now, userAgent?.slice(0, 300) ?? null],
  );
}

export interface ActiveSessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
}

/** A user's sessions that can still be used, most recent first. */
export async function activeSessions(db: Queryable, userId: string, now: Date): Promise<ActiveSessionRow[]> {
  const { rows } = await db.query<ActiveSessionRow>(
    `SELECT id, created_at, last_seen_at, user_agent FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3
      ORDER BY last_seen_at DESC LIMIT 50`,
    [userId, now, new Date(now.getTime() - SESSION_IDLE_MS)],
  );
  return rows;
}

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['sessions'],
    'UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
    [sessionId, userId, now],
  );
  return rows.length > 0;
}

/** Ends every other session of the user; answers how many. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepId: string,
  now: Date,
): Promise<number> {
  const { rows } = await db.write(
    ['sessions'],
    'UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
    [userId, keepId, now],
  );
  return rows.length;
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.write(['sessions'], 'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

export async function revokeSessionsOfUser(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.write(
    ['sessions'],
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now],
  );
}

/** Sessions that expired before `cutoff`, but a staff session a view as a customer names (kept with the view). */
export function deleteExpiredSessions(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'sessions',
    key: 'id',
    condition:
      'expires_at < $1 AND NOT EXISTS (SELECT 1 FROM view_as_grants g WHERE g.staff_session_id = sessions.id)',
    params: [cutoff],
    limit,
  });
}
