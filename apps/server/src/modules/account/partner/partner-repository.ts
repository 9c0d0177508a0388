import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import {
  disablePartnerSignIn,
  findSignInByEmail,
  openPartnerSignIn,
  renamePartnerSignIn,
  revokeSessionsOfUser,
} from '../../auth';

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
 * from an email, and signed in; kept on their sign-in by the auth room, as the links and sessions are not kept.
 */
const partnerColumns =
  'u.id, u.first_name, u.last_name, u.email, u.created_at, u.password_chosen_at, u.first_signed_in_at';

/**
 * The account holder's current partner, if any (a removed partner is not): their partner account, or the
 * request recorded for an address that has an account of its own, which reads as a partner still invited.
 */
export async function findPartner(db: Queryable, parentUserId: string): Promise<PartnerRow | null> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${partnerColumns} FROM users u
      WHERE u.parent_user_id = $1 AND u.role = 'authorized_user' AND u.disabled_at IS NULL`,
    [parentUserId],
  );
  return rows[0] ?? (await findPartnerRequest(db, parentUserId));
}

async function findPartnerRequest(db: Queryable, parentUserId: string): Promise<PartnerRow | null> {
  const { rows } = await db.query<PartnerRow>(
    `SELECT id, first_name, last_name, email, created_at,
            NULL::timestamptz AS password_chosen_at, NULL::timestamptz AS first_signed_in_at
       FROM partner_requests WHERE parent_user_id = $1 AND removed_at IS NULL`,
    [parentUserId],
  );
  return rows[0] ?? null;
}

/**
 * Added: a partner account was made (or given back), who is invited to choose a password; or, for an address
 * with an account of its own, a request was recorded that reads the same to the holder and whose owner is told.
 */
export type AddPartnerOutcome =
  | { added: true; partner: PartnerRow; addressHasAccount: boolean }
  | { added: false; reason: 'has_partner' };

/**
 * Adds the one partner of an account, in the caller's transaction. The account holder's row is locked until it
 * ends, so two requests cannot add two partners. An address with an account of its own gives no access (except a
 * partner this account removed before, who is given access again): it is recorded as a request, so that the
 * answer is the same.
 */
export async function addPartner(
  tx: Queryable,
  parentUserId: string,
  partner: { firstName: string; lastName: string; email: string; unusablePasswordHash: string },
  now: Date,
): Promise<AddPartnerOutcome> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [parentUserId]);
  if (await findPartner(tx, parentUserId)) return { added: false, reason: 'has_partner' };
  const earlier = await findSignInByEmail(tx, partner.email);
  if (earlier && !(earlier.parent_user_id === parentUserId && earlier.disabled_at)) {
    await tx.write(
      ['partner_requests'],
      `INSERT INTO partner_requests (id, parent_user_id, first_name, last_name, email, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [randomUUID(), parentUserId, partner.firstName, partner.lastName, partner.email, now],
    );
    const requested = await findPartnerRequest(tx, parentUserId);
    if (!requested) throw new Error('The partner request just recorded was not found.');
    return { added: true, partner: requested, addressHasAccount: true };
  }
  await openPartnerSignIn(tx, {
    earlierId: earlier?.id ?? null,
    parentUserId,
    email: partner.email,
    firstName: partner.firstName,
    lastName: partner.lastName,
    unusablePasswordHash: partner.unusablePasswordHash,
    at: now,
  });
  const added = await findPartner(tx, parentUserId);
  if (!added) throw new Error('The partner just added was not found.');
  return { added: true, partner: added, addressHasAccount: false };
}

export async function renamePartner(
  db: Queryable,
  parentUserId: string,
  partnerId: string,
  names: { firstName: string; lastName: string },
  now: Date,
): Promise<PartnerRow | null> {
  const values = [parentUserId, partnerId, names.firstName, names.lastName, now];
  const renamed = await renamePartnerSignIn(db, { parentUserId, partnerId, ...names, at: now });
  const request = renamed
    ? []
    : (
        await db.write<{ id: string }>(
          ['partner_requests'],
          `UPDATE partner_requests SET first_name = $3, last_name = $4, updated_at = $5
            WHERE id = $2 AND parent_user_id = $1 AND removed_at IS NULL RETURNING id`,
          values,
        )
      ).rows;
  return renamed || request[0] ? findPartner(db, parentUserId) : null;
}

/**
 * Removes the partner's access at once, in the caller's transaction: the account is disabled and every session of
 * it ends (a request for an address with an account of its own is withdrawn). Answers the removed partner's id,
 * or null when the account has no partner.
 */
export async function removePartner(tx: Queryable, parentUserId: string, now: Date): Promise<string | null> {
  const removedId = await disablePartnerSignIn(tx, parentUserId, now);
  if (!removedId) {
    const request = await tx.write<{ id: string }>(
      ['partner_requests'],
      `UPDATE partner_requests SET removed_at = $2, updated_at = $2
        WHERE parent_user_id = $1 AND removed_at IS NULL RETURNING id`,
      [parentUserId, now],
    );
    return request.rows[0]?.id ?? null;
  }
  await revokeSessionsOfUser(tx, removedId, now);
  return removedId;
}
