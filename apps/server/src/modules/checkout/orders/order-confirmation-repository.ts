import type { Queryable } from '../../../db/database';
import type { GuestOutcome } from './guest-order-repository';

/** What the confirmation of a paid order says, and which order it is. */
export interface PaidOrder {
  id: string;
  po_number: string;
  email: string;
  total_cents: number;
  gift: { recipient_name: string; recipient_email: string; message: string } | null;
  buyer_first_name: string | null;
  /** The language of the account of the order's email, and of the gift's recipient's, if either has one. */
  email_language: string | null;
  gift_language: string | null;
  /** The language the buyer checked out in: the confirmation's when its address's account has chosen none. */
  order_language: string | null;
  /** For an order placed without signing in: whether paying it opened an account or kept it apart. */
  guest_outcome: GuestOutcome | 'claimed' | null;
}

/** The columns of a PaidOrder, over `orders` (named so), for a SELECT or the RETURNING of the update that pays it. */
export const paidOrderColumns = `orders.po_number, orders.email, orders.total_cents, orders.gift, orders.guest_outcome,
  orders.language AS order_language,
  coalesce(
    (SELECT first_name FROM users WHERE users.client_id = orders.client_id AND users.role = 'client' LIMIT 1),
    orders.shipping_address->>'first_name'
  ) AS buyer_first_name,
  (SELECT language FROM users WHERE lower(users.email) = lower(orders.email)) AS email_language,
  (SELECT language FROM users WHERE lower(users.email) = lower(orders.gift->>'recipient_email')) AS gift_language`;

/** Orders paid before the cutoff whose confirmation has not gone, oldest first. */
export async function findOwedConfirmations(db: Queryable, cutoff: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status IN ('paid', 'paying_instalments') AND confirmed_at IS NULL AND paid_at < $1
      ORDER BY paid_at LIMIT 50`,
    [cutoff],
  );
  return rows.map((row) => row.id);
}

/** Marks the order confirmed; the order when this call marked it (null when another had). */
export async function claimConfirmation(db: Queryable, orderId: string, at: Date): Promise<PaidOrder | null> {
  const { rows } = await db.write<PaidOrder>(
    ['orders'],
    `UPDATE orders SET confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL
     RETURNING orders.id, ${paidOrderColumns}`,
    [orderId, at],
  );
  return rows[0] ?? null;
}
