import type { RefusalReason, VerificationPurpose, VerifiedGroup } from '@fathom/domain/identity-verification';
import type { Queryable } from '../../db/database';
import type { VerificationOutcome } from '../../integrations/identity-verification/index';

export interface IdentityVerificationRow {
  id: string;
  user_id: string;
  session_id: string;
  purpose: VerificationPurpose;
  provider: string;
  return_path: string | null;
  expires_at: Date;
  code_hash: string | null;
  status: 'verified' | 'refused' | null;
  reason: RefusalReason | null;
  groups: VerifiedGroup[];
  completed_at: Date | null;
}

const columns = `id, user_id, session_id, purpose, provider, return_path, expires_at, code_hash, status, reason,
  groups, completed_at`;

export async function insertVerification(
  db: Queryable,
  row: {
    id: string;
    userId: string;
    clientId: string;
    sessionId: string;
    purpose: VerificationPurpose;
    provider: string;
    stateHash: string;
    returnPath: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.write(
    ['identity_verifications'],
    `INSERT INTO identity_verifications
       (id, user_id, client_id, session_id, purpose, provider, state_hash, return_path, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.userId,
      row.clientId,
      row.sessionId,
      row.purpose,
      row.provider,
      row.stateHash,
      row.returnPath,
      row.createdAt,
      row.expiresAt,
    ],
  );
}

export async function findVerificationByStateHash(
  db: Queryable,
  stateHash: string,
): Promise<IdentityVerificationRow | null> {
  const { rows } = await db.query<IdentityVerificationRow>(
    `SELECT ${columns} FROM identity_verifications WHERE state_hash = $1`,
    [stateHash],
  );
  return rows[0] ?? null;
}

export type ClaimResult = 'claimed' | 'taken' | 'code_used';

/**
 * Ties the code to the verification before it is exchanged, so one exchange happens per code: 'taken' when
 * another request claimed this verification first, 'code_used' when the code already serves another one.
 */
export async function claimVerification(
  db: Queryable,
  id: string,
  codeHash: string,
  now: Date,
): Promise<ClaimResult> {
  try {
    const { rows } = await db.write(
      ['identity_verifications'],
      `UPDATE identity_verifications SET code_hash = $2, claimed_at = $3
        WHERE id = $1 AND code_hash IS NULL RETURNING id`,
      [id, codeHash, now],
    );
    return rows.length > 0 ? 'claimed' : 'taken';
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505')
      return 'code_used';
    throw error;
  }
}

/** Lets the code be tried again after the provider could not answer (nothing was learnt about it). */
export async function releaseClaim(db: Queryable, id: string): Promise<void> {
  await db.write(
    ['identity_verifications'],
    'UPDATE identity_verifications SET code_hash = NULL, claimed_at = NULL WHERE id = $1 AND status IS NULL',
    [id],
  );
}

export async function recordOutcome(
  db: Queryable,
  id: string,
  outcome: VerificationOutcome,
  now: Date,
): Promise<IdentityVerificationRow> {
  const { rows } = await db.write<IdentityVerificationRow>(
    ['identity_verifications'],
    `UPDATE identity_verifications
        SET status = $2, reason = $3, groups = $4, provider_subject = $5, completed_at = $6
      WHERE id = $1 RETURNING ${columns}`,
    [
      id,
      outcome.status,
      outcome.status === 'refused' ? outcome.reason : null,
      outcome.status === 'verified' ? outcome.groups : [],
      outcome.status === 'verified' ? outcome.subject : null,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`identity verification ${id} disappeared while it was completed`);
  return row;
}

/** The user's most recent verification that succeeded, whatever it was for. */
export async function latestVerified(db: Queryable, userId: string): Promise<IdentityVerificationRow | null> {
  const { rows } = await db.query<IdentityVerificationRow>(
    `SELECT ${columns} FROM identity_verifications
      WHERE user_id = $1 AND status = 'verified'
      ORDER BY completed_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}
