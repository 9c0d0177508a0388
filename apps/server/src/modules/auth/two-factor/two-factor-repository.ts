import type { Queryable } from '../../../db/database';

export async function findTwoFactorSecret(
  db: Queryable,
  userId: string,
): Promise<{ secret: string | null; configuredAt: Date | null } | null> {
  const { rows } = await db.query<{ google2fa_secret: string | null; google2fa_configured_at: Date | null }>(
    'SELECT google2fa_secret, google2fa_configured_at FROM users WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { secret: row.google2fa_secret, configuredAt: row.google2fa_configured_at } : null;
}

export async function saveTwoFactorSecret(
  db: Queryable,
  userId: string,
  secret: string,
  now: Date,
): Promise<void> {
  await db.write(
    ['users'],
    'UPDATE users SET google2fa_secret = $2, google2fa_configured_at = $3, updated_at = $3 WHERE id = $1',
    [userId, secret, now],
  );
}

export async function clearTwoFactorSecret(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.write(
    ['users'],
    'UPDATE users SET google2fa_secret = NULL, google2fa_configured_at = NULL, updated_at = $2 WHERE id = $1',
    [userId, now],
  );
}
