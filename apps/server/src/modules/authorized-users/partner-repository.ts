import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';

export interface PartnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
  password_chosen_at: Date | null;
  first_signed_in_at: Date | null;
}

/**
 * What the partner has done since they were added (a partner added again starts afresh): chosen a password
 * from an email (a used link), and signed in (a session).
 */
const partnerColumns = `u.id, u.first_name, u.last_name, u.email, u.created_at,
  (SELECT min(r.used_at) FROM password_resets r WHERE r.user_id = u.id AND r.used_at >= u.created_at)
    AS password_chosen_at,
  (SELECT min(s.created_at) FROM sessions s WHERE s.user_id = u.id AND s.created_at >= u.created_at)
    AS first_signed_in_at`;

/** The account holder's current partner, if any (a removed partner is not). */
export async function findPartner(db: Queryable, parentUserId: string): Promise<PartnerRow | null> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${partnerColumns} FROM users u
      WHERE u.parent_user_id = $1 AND u.role = 'authorized_user' AND u.disabled_at IS NULL`,
    [parentUserId],
  );
  return rows[0] ?? null;
}

export type AddPartnerOutcome =
  | { added: true; partner: PartnerRow }
  | { added: false; reason: 'has_partner' | 'email_taken' };

/**
 * Adds the one partner of an account. The account holder's row is locked so two requests cannot add two
 * partners. An address with an account of its own cannot be used, except a partner this account removed
 * before, who is given access again.
 */
export async function addPartner(
  db: Database,
  parentUserId: string,
  partner: { firstName: string; lastName: string; email: string; unusablePasswordHash: string },
  now: Date,
): Promise<AddPartnerOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [parentUserId]);
    if (await findPartner(tx, parentUserId)) return { added: false, reason: 'has_partner' };
    const existing = await tx.query<{ id: string; parent_user_id: string | null; disabled_at: Date | null }>(
      'SELECT id, parent_user_id, disabled_at FROM users WHERE lower(email) = lower($1)',
      [partner.email],
    );
    const earlier = existing.rows[0];
    if (earlier && !(earlier.parent_user_id === parentUserId && earlier.disabled_at)) {
      return { added: false, reason: 'email_taken' };
    }
    const id = earlier?.id ?? randomUUID();
    if (earlier) {
      await tx.query(
        `UPDATE users SET first_name = $2, last_name = $3, disabled_at = NULL, password_hash = $4,
                google2fa_secret = NULL, google2fa_configured_at = NULL, created_at = $5, updated_at = $5
          WHERE id = $1`,
        [id, partner.firstName, partner.lastName, partner.unusablePasswordHash, now],
      );
    } else {
      await tx.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, role, parent_user_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'authorized_user', $6, $7, $7)`,
        [
          id,
          partner.email,
          partner.unusablePasswordHash,
          partner.firstName,
          partner.lastName,
          parentUserId,
          now,
        ],
      );
    }
    const added = await findPartner(tx, parentUserId);
    if (!added) throw new Error('The partner just added was not found.');
    return { added: true, partner: added };
  });
}

export async function renamePartner(
  db: Queryable,
  parentUserId: string,
  partnerId: string,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<PartnerRow | null> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE users SET first_name = $3, last_name = $4, updated_at = $5
      WHERE id = $2 AND parent_user_id = $1 AND role = 'authorized_user' AND disabled_at IS NULL RETURNING id`,
    [parentUserId, partnerId, names.firstName, names.lastName, now],
  );
  return rows[0] ? findPartner(db, parentUserId) : null;
}

/**
 * Removes the partner's access at once: the account is disabled and every session of it ends. Answers the
 * removed partner's user id, or null when the account has no partner.
 */
export async function removePartner(db: Database, parentUserId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE users SET disabled_at = $2, updated_at = $2
        WHERE parent_user_id = $1 AND role = 'authorized_user' AND disabled_at IS NULL RETURNING id`,
      [parentUserId, now],
    );
    const removed = rows[0];
    if (!removed) return null;
    await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
      removed.id,
      now,
    ]);
    return removed.id;
  });
}
