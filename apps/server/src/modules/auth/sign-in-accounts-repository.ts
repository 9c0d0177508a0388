import { randomUUID } from 'node:crypto';
import type { Language } from '@fathom/domain/languages';
import type { StaffRole } from '@fathom/domain/staff-roles';
import type { Queryable } from '../../db/database';
import { NO_PASSWORD } from './passwords';

/**
 * A customer's sign-in for an address nobody signs in with yet, without a password until the customer chooses
 * one from an email; null when any sign-in (client, partner or staff) already holds the address.
 */
export async function openClientSignIn(
  tx: Queryable,
  account: {
    email: string;
    firstName: string;
    lastName: string;
    clientId: string;
    /** The language the account reads in (its e-mails first), when known: the one its buyer checked out in. */
    language: Language | null;
  },
): Promise<string | null> {
  const { rows } = await tx.write<{ id: string }>(
    ['users'],
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, client_id, language)
     VALUES ($1, $2, $3, $4, $5, 'client', $6, $7)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      account.email,
      NO_PASSWORD,
      account.firstName,
      account.lastName,
      account.clientId,
      account.language,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * A staff member's sign-in in one role, with the password hash given (or an unusable one, until they choose
 * theirs from an invitation); null when any sign-in already holds the address.
 */
export async function openStaffSignIn(
  db: Queryable,
  account: { email: string; firstName: string; lastName: string; passwordHash: string; staffRole: StaffRole },
): Promise<string | null> {
  const { rows } = await db.write<{ id: string }>(
    ['users'],
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, staff_role)
     VALUES ($1, $2, $3, $4, $5, 'staff', $6)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      account.email,
      account.passwordHash,
      account.firstName,
      account.lastName,
      account.staffRole,
    ],
  );
  return rows[0]?.id ?? null;
}

/** The sign-in that holds an address, whoever's it is. */
export async function findSignInByEmail(tx: Queryable, email: string) {
  const { rows } = await tx.query<{ id: string; parent_user_id: string | null; disabled_at: Date | null }>(
    'SELECT id, parent_user_id, disabled_at FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

/**
 * A partner's sign-in under the account holder: a new one, or the holder's earlier partner at that address
 * enabled again and started afresh (names, an unusable password, no second factor, a new creation time, neither a
 * password chosen nor a sign-in yet).
 */
export async function openPartnerSignIn(
  tx: Queryable,
  partner: {
    /** The earlier partner's sign-in to enable again, or null for a new one. */
    earlierId: string | null;
    parentUserId: string;
    email: string;
    firstName: string;
    lastName: string;
    unusablePasswordHash: string;
    at: Date;
  },
): Promise<string> {
  if (partner.earlierId) {
    await tx.write(
      ['users'],
      `UPDATE users SET first_name = $2, last_name = $3, disabled_at = NULL, password_hash = $4,
              google2fa_secret = NULL, google2fa_configured_at = NULL, created_at = $5, updated_at = $5,
              password_chosen_at = NULL, first_signed_in_at = NULL
        WHERE id = $1`,
      [partner.earlierId, partner.firstName, partner.lastName, partner.unusablePasswordHash, partner.at],
    );
    return partner.earlierId;
  }
  const id = randomUUID();
  await tx.write(
    ['users'],
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, parent_user_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'authorized_user', $6, $7, $7)`,
    [
      id,
      partner.email,
      partner.unusablePasswordHash,
      partner.firstName,
      partner.lastName,
      partner.parentUserId,
      partner.at,
    ],
  );
  return id;
}

/** Renames the holder's enabled partner; false when the holder has none with that id. */
export async function renamePartnerSignIn(
  db: Queryable,
  change: { parentUserId: string; partnerId: string; firstName: string; lastName: string; at: Date },
): Promise<boolean> {
  const { rows } = await db.write(
    ['users'],
    `UPDATE users SET first_name = $3, last_name = $4, updated_at = $5
      WHERE id = $2 AND parent_user_id = $1 AND role = 'authorized_user' AND disabled_at IS NULL RETURNING id`,
    [change.parentUserId, change.partnerId, change.firstName, change.lastName, change.at],
  );
  return rows.length > 0;
}

/** Disables the holder's partner sign-in; its id, or null when the holder has no enabled partner. */
export async function disablePartnerSignIn(
  tx: Queryable,
  parentUserId: string,
  at: Date,
): Promise<string | null> {
  const { rows } = await tx.write<{ id: string }>(
    ['users'],
    `UPDATE users SET disabled_at = $2, updated_at = $2
      WHERE parent_user_id = $1 AND role = 'authorized_user' AND disabled_at IS NULL RETURNING id`,
    [parentUserId, at],
  );
  return rows[0]?.id ?? null;
}

/** The names a person is addressed by, and the language they read the portal, its e-mails and documents in. */
export async function updateSignInProfile(
  db: Queryable,
  userId: string,
  names: {
    first_name?: string;
    last_name?: string;
    preferred_first_name?: string | null;
    language?: Language;
  },
  at: Date,
): Promise<void> {
  const assignments: string[] = [];
  const values: unknown[] = [userId];
  const set = (column: string, value: unknown) => {
    values.push(value);
    assignments.push(`${column} = $${values.length}`);
  };
  if (names.first_name !== undefined) set('first_name', names.first_name);
  if (names.last_name !== undefined) set('last_name', names.last_name);
  if (names.preferred_first_name !== undefined)
    set('preferred_first_name', names.preferred_first_name || null);
  if (names.language !== undefined) set('language', names.language);
  set('updated_at', at);
  await db.write(['users'], `UPDATE users SET ${assignments.join(', ')} WHERE id = $1`, values);
}
