import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';

export async function insertLoginToken(
  db: Queryable,
  token: { userId: string; tokenHash: string; disableTrackEvents: boolean; now: Date; expiresAt: Date },
): Promise<void> {
  await db.write(
    ['login_tokens'],
    `INSERT INTO login_tokens (id, user_id, token_hash, disable_track_events, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), token.userId, token.tokenHash, token.disableTrackEvents, token.now, token.expiresAt],
  );
}

/** Marks the token used, once: a second use, or a use after expiry, finds nothing. */
export async function consumeLoginToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; disableTrackEvents: boolean } | null> {
  const { rows } = await db.write<{ user_id: string; disable_track_events: boolean }>(
    ['login_tokens'],
    `UPDATE login_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING user_id, disable_track_events`,
    [tokenHash, now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, disableTrackEvents: row.disable_track_events } : null;
}

/** Sign-in links that expired before `cutoff`, used or not. */
export function deleteExpiredLoginTokens(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'login_tokens',
    key: 'id',
    condition: 'expires_at < $1',
    params: [cutoff],
    limit,
  });
}
