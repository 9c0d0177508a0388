import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';

export async function insertPasswordReset(
  db: Queryable,
  reset: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.write(
    ['password_resets'],
    'INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), reset.userId, reset.tokenHash, reset.now, reset.expiresAt],
  );
}

/**
 * Uses the reset token if it belongs to the user, is unused and has not expired; also retires the
 * user's other outstanding links, and records the user's first password chosen from a link. Returns false when
 * the token cannot be used.
 */
export async function consumePasswordReset(
  db: Queryable,
  reset: { userId: string; tokenHash: string; now: Date },
): Promise<boolean> {
  const { rows } = await db.write<{ id: string }>(
    ['password_resets'],
    `UPDATE password_resets SET used_at = $3
      WHERE user_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING id`,
    [reset.userId, reset.tokenHash, reset.now],
  );
  if (rows.length === 0) return false;
  // The user's other links are retired, and the first time they chose a password from one is kept on the user
  // (the links themselves are deleted a month after they expire).
  await db.write(
    ['password_resets', 'users'],
    `WITH retired AS (UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL)
     UPDATE users SET password_chosen_at = $2 WHERE id = $1 AND password_chosen_at IS NULL`,
    [reset.userId, reset.now],
  );
  return true;
}

/** Password-reset links that expired before `cutoff`, used or not. */
export function deleteExpiredPasswordResets(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'password_resets',
    key: 'id',
    condition: 'expires_at < $1',
    params: [cutoff],
    limit,
  });
}
