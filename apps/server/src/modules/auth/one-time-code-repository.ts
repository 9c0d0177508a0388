import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Records an authenticator time step as used; false when it (or a later one) was accepted before. */
export async function claimAuthenticatorStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rows } = await db.write(
    ['users'],
    `UPDATE users SET google2fa_last_step = $2
      WHERE id = $1 AND (google2fa_last_step IS NULL OR google2fa_last_step < $2)
      RETURNING id`,
    [userId, step],
  );
  return rows.length === 1;
}

/** The account's recovery codes become these digests; earlier codes, used or not, stop working. */
export async function replaceRecoveryCodes(
  db: Queryable,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.write(['two_factor_recovery_codes'], 'DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [
    userId,
  ]);
  await db.write(
    ['two_factor_recovery_codes'],
    `INSERT INTO two_factor_recovery_codes (id, user_id, code_hash, created_at)
     SELECT id, $2, code_hash, $3 FROM unnest($1::uuid[], $4::text[]) AS codes (id, code_hash)`,
    [codeHashes.map(() => randomUUID()), userId, now, codeHashes],
  );
}

/** Marks an unused recovery code as used; false when the account has no such unused code. */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['two_factor_recovery_codes'],
    `UPDATE two_factor_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
      RETURNING id`,
    [userId, codeHash, now],
  );
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Two-factor sign-in is off: its recovery codes and the last step accepted go with it. */
export async function forgetOneTimeCodes(db: Queryable, userId: string): Promise<void> {
  await db.write(['two_factor_recovery_codes'], 'DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [
    userId,
  ]);
  await db.write(['users'], 'UPDATE users SET google2fa_last_step = NULL WHERE id = $1', [userId]);
}
