import type { Queryable } from '../../../db/database';
import { NO_PASSWORD } from '../../auth';

export interface KitSessionRow {
  first_name: string;
  has_password: boolean;
  item_id: string;
  title: string;
  product_key: string | null;
  kit_identifier: string | null;
  po_number: string | null;
  ordered_at: Date;
  tracking_stage: number | null;
  order_details_completed_at: Date | null;
  order_status: 'pending_payment' | 'paid' | 'paying_instalments' | 'payment_failed' | 'cancelled' | null;
  method: string;
  registered_at: Date;
}

/** The kit of a kit registration's limited session, with its registration and its owner's name. */
export async function findKitSession(
  db: Queryable,
  userId: string,
  itemId: string | null,
): Promise<KitSessionRow | null> {
  const { rows } = await db.query<KitSessionRow>(
    `SELECT coalesce(u.preferred_first_name, u.first_name) AS first_name, (u.password_hash <> $3) AS has_password,
            i.id AS item_id, i.title, p.key AS product_key, i.kit_identifier, i.po_number, i.created_at AS ordered_at, i.tracking_stage,
            i.order_details_completed_at, o.status AS order_status, r.method, r.registered_at
       FROM users u JOIN items i ON i.client_id = u.client_id AND i.id = $2
       JOIN kit_registrations r ON r.item_id = i.id
       LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN orders o ON o.id = i.order_id
      WHERE u.id = $1`,
    [userId, itemId, NO_PASSWORD],
  );
  return rows[0] ?? null;
}
