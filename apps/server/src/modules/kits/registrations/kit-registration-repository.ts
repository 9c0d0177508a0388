import type { Queryable } from '../../../db/database';
import { startHeldKit } from './kit-arrival-repository';

export interface KitOwner {
  item_id: string;
  client_id: string;
  user_id: string | null;
  email: string | null;
  date_of_birth: string | null;
  registered: boolean;
}

/** Registers the kit; false when it was registered already (by this call's twin, or long before). */
export async function registerKit(
  db: Queryable,
  itemId: string,
  clientId: string,
  method: 'qr_code' | 'po_number',
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['kit_registrations'],
    `INSERT INTO kit_registrations (item_id, client_id, method, registered_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (item_id) DO NOTHING RETURNING item_id`,
    [itemId, clientId, method, now],
  );
  await startHeldKit(db, itemId, now);
  return rows.length > 0;
}

const ownerColumns = `i.id AS item_id, i.client_id, u.id AS user_id, u.email,
  to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id) AS registered
  FROM items i JOIN clients c ON c.id = i.client_id
  LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client' AND u.disabled_at IS NULL`;

/** The kit with this code (from its QR code), with its owner's sign-in and date of birth. */
export async function findKitOwnerByCode(db: Queryable, identifier: string): Promise<KitOwner | undefined> {
  const { rows } = await db.query<KitOwner>(
    `SELECT ${ownerColumns} WHERE i.kit_identifier = $1 AND i.category IN ('analysis', 'sti')`,
    [identifier],
  );
  return rows[0];
}

/** The kit with this id and order number, with its owner's sign-in and date of birth. */
export async function findKitOwnerByOrder(
  db: Queryable,
  itemId: string,
  poNumber: string,
): Promise<KitOwner | undefined> {
  const { rows } = await db.query<KitOwner>(
    `SELECT ${ownerColumns} WHERE i.id = $1 AND i.po_number = $2 AND i.category IN ('analysis', 'sti')`,
    [itemId, poNumber],
  );
  return rows[0];
}

/** The account's first kit of this order not registered yet (else its first kit), or null. */
export async function findKitToRegister(
  db: Queryable,
  clientId: string,
  poNumber: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT i.id FROM items i WHERE i.client_id = $1 AND i.po_number = $2 AND i.category IN ('analysis', 'sti')
      ORDER BY EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id), i.created_at, i.id LIMIT 1`,
    [clientId, poNumber],
  );
  return rows[0]?.id ?? null;
}

/** The account's registered kits, newest first, and how many of its kits are not registered yet. */
export async function findKitRegistrations(db: Queryable, clientId: string) {
  const { rows } = await db.query<{
    item_id: string;
    title: string;
    product_key: string | null;
    method: string;
    registered_at: Date;
  }>(
    `SELECT r.item_id, i.title, p.key AS product_key, r.method, r.registered_at
       FROM kit_registrations r JOIN items i ON i.id = r.item_id LEFT JOIN products p ON p.id = i.product_id
      WHERE r.client_id = $1 ORDER BY r.registered_at DESC`,
    [clientId],
  );
  const unregistered = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM items i WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti')
        AND NOT EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id)`,
    [clientId],
  );
  return { registered: rows, unregistered: unregistered.rows[0]?.n ?? 0 };
}

/** A kit as the lab's interface matches a result to it: its customer's name and date of birth, and whether registered. */
export interface KitForLab {
  item_id: string;
  client_id: string;
  category: 'analysis' | 'sti';
  kit_identifier: string;
  client_number: string;
  registered: boolean;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  /** Whether the lab has marked the kit received. */
  at_lab: boolean;
}

/** The analysis or STI kit printed with this id, or null. */
export async function findKitForLab(db: Queryable, identifier: string): Promise<KitForLab | null> {
  const { rows } = await db.query<KitForLab>(
    `SELECT i.id AS item_id, i.client_id, i.category, i.kit_identifier, c.number AS client_number,
            EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id) AS registered,
            coalesce(u.first_name, '') AS first_name, coalesce(u.last_name, '') AS last_name,
            to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, (i.lab_received_at IS NOT NULL) AS at_lab
       FROM items i JOIN clients c ON c.id = i.client_id
       LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'
      WHERE i.kit_identifier = $1 AND i.category IN ('analysis', 'sti')
      ORDER BY u.created_at LIMIT 1`,
    [identifier],
  );
  return rows[0] ?? null;
}

/** A kit by its id, as findKitForLab answers it (a registration's hook names the kit by id). */
export async function findKitForLabById(db: Queryable, itemId: string): Promise<KitForLab | null> {
  const { rows } = await db.query<{ kit_identifier: string | null }>(
    'SELECT kit_identifier FROM items WHERE id = $1',
    [itemId],
  );
  const identifier = rows[0]?.kit_identifier;
  return identifier ? findKitForLab(db, identifier) : null;
}
