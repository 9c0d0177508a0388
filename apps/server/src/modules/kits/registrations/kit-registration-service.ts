import type { Database, Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { issueSession } from '../../auth/session-service';
import { startHeldKit } from './kit-arrival-repository';

/** Never says whether the kit, the order number or the date was wrong. */
export const NOT_VERIFIED = 'We could not verify these details. Check them and try again.';

/** A kit's details register it once: afterwards its owner signs in with the password. */
export const ALREADY_REGISTERED =
  'This kit is already registered. Sign in with your email and password to see it.';

interface KitOwner {
  item_id: string;
  client_id: string;
  user_id: string | null;
  email: string | null;
  date_of_birth: string | null;
  registered: boolean;
}

/** Registers the kit; false when it was registered already (by this call's twin, or long before). */
async function registerKit(
  db: Queryable,
  itemId: string,
  clientId: string,
  method: 'qr_code' | 'po_number',
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO kit_registrations (item_id, client_id, method, registered_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (item_id) DO NOTHING RETURNING item_id`,
    [itemId, clientId, method, now],
  );
  await startHeldKit(db, itemId);
  return rows.length > 0;
}

const ownerColumns = `i.id AS item_id, i.client_id, u.id AS user_id, u.email,
  to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id) AS registered
  FROM items i JOIN clients c ON c.id = i.client_id
  LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client' AND u.disabled_at IS NULL`;

/** What a kit's details answer: a limited session for the kit just registered, or why not. */
export type KitSignIn =
  | { outcome: 'signed_in'; token: string; email: string; itemId: string }
  | { outcome: 'already_registered' }
  | { outcome: 'not_verified' };

/**
 * A kit's details register it once. The first time, when the owner's date of birth matches, the kit is
 * registered and a limited session opened: it reaches this kit's registration and order details until the
 * password is given (ADR 023). A registered kit's details never open a session again, and say so before the
 * date is even compared, so they never tell whether a date of birth is right.
 */
async function registerAndSignIn(
  db: Database,
  owner: KitOwner | undefined,
  dateOfBirth: string,
  method: 'qr_code' | 'po_number',
  now: Date,
): Promise<KitSignIn> {
  if (owner?.registered) return { outcome: 'already_registered' };
  if (!owner?.user_id || !owner.email || !owner.date_of_birth || owner.date_of_birth !== dateOfBirth) {
    return { outcome: 'not_verified' };
  }
  const { user_id: userId, email } = owner;
  return db.transaction(async (tx) => {
    if (!(await registerKit(tx, owner.item_id, owner.client_id, method, now))) {
      return { outcome: 'already_registered' } as const;
    }
    const session = await issueSession(tx, {
      userId,
      kind: 'kit',
      disableTrackEvents: false,
      now,
      kitItemId: owner.item_id,
    });
    return { outcome: 'signed_in', token: session.token, email, itemId: owner.item_id } as const;
  });
}

/** A kit's code (its QR code) and its owner's date of birth. */
export async function verifyKitOwner(
  db: Database,
  identifier: string,
  dateOfBirth: string,
  now: Date,
): Promise<KitSignIn> {
  const { rows } = await db.query<KitOwner>(
    `SELECT ${ownerColumns} WHERE i.kit_identifier = $1 AND i.category IN ('analysis', 'sti')`,
    [identifier],
  );
  return registerAndSignIn(db, rows[0], dateOfBirth, 'qr_code', now);
}

/** A kit's reference (from its email), the order number printed on it, and its owner's date of birth. */
export async function verifyKitByOrder(
  db: Database,
  itemId: string,
  details: { poNumber: string; dateOfBirth: string },
  now: Date,
): Promise<KitSignIn> {
  const { rows } = await db.query<KitOwner>(
    `SELECT ${ownerColumns} WHERE i.id = $1 AND i.po_number = $2 AND i.category IN ('analysis', 'sti')`,
    [itemId, details.poNumber.trim()],
  );
  return registerAndSignIn(db, rows[0], details.dateOfBirth, 'po_number', now);
}

/**
 * A signed-in customer registers one of their own kits by its order number: the order's first kit not
 * registered yet, so an order of several kits registers each in turn.
 */
export async function registerKitByPoNumber(db: Database, clientId: string, poNumber: string, now: Date) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT i.id FROM items i WHERE i.client_id = $1 AND i.po_number = $2 AND i.category IN ('analysis', 'sti')
      ORDER BY EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id), i.created_at, i.id LIMIT 1`,
    [clientId, poNumber.trim()],
  );
  const item = rows[0];
  if (!item) throw new HttpError(422, NOT_VERIFIED, { po_number: [NOT_VERIFIED] });
  await registerKit(db, item.id, clientId, 'po_number', now);
  return { item_uuid: item.id };
}

export async function listKitRegistrations(db: Database, clientId: string) {
  const { rows } = await db.query<{ item_id: string; title: string; method: string; registered_at: Date }>(
    `SELECT r.item_id, i.title, r.method, r.registered_at FROM kit_registrations r JOIN items i ON i.id = r.item_id
      WHERE r.client_id = $1 ORDER BY r.registered_at DESC`,
    [clientId],
  );
  const unregistered = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM items i WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti')
        AND NOT EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id)`,
    [clientId],
  );
  return {
    data: rows.map((row) => ({
      id: row.item_id,
      type: 'kit-registrations' as const,
      attributes: {
        title: row.title,
        method: row.method,
        registered_at: new Date(row.registered_at).toISOString(),
      },
    })),
    meta: { registered: rows.length, unregistered: unregistered.rows[0]?.n ?? 0 },
  };
}
