import type { Queryable } from '../../../db/database';

/** Orders placed before the cutoff and still waiting for their payment, oldest first. */
export async function findUnpaidOrdersBefore(db: Queryable, cutoff: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM orders WHERE status IN ('pending_payment', 'payment_failed') AND created_at < $1
      ORDER BY created_at LIMIT $2`,
    [cutoff, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Cancels the order when it is still unpaid (the caller holds its lock), keeping the status it had; false when it
 * was not unpaid.
 */
export async function cancelUnpaidOrder(tx: Queryable, orderId: string, at: Date): Promise<boolean> {
  const { rows } = await tx.write(
    ['orders'],
    `UPDATE orders SET status = 'cancelled', cancelled_at = $2, cancelled_from = status
      WHERE id = $1 AND status IN ('pending_payment', 'payment_failed')
     RETURNING id`,
    [orderId, at],
  );
  return rows.length > 0;
}

/** An unpaid order as staff see it: its payment attempts, and how many intents of them are still open. */
export interface UnpaidOrderRow {
  id: string;
  po_number: string;
  email: string;
  status: 'pending_payment' | 'payment_failed' | 'cancelled';
  total_cents: number;
  created_at: Date;
  cancelled_at: Date | null;
  attempts: number;
  last_attempt_status: string | null;
  intents_open: number;
}

const unpaidOrderColumns = `o.id, o.po_number, o.email, o.status, o.total_cents, o.created_at, o.cancelled_at,
  a.attempts, a.last_attempt_status, a.intents_open`;

/** The order's attempts in the payments ledger, read for staff (the payments room writes them). */
const attemptsOfOrder = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS attempts,
           (array_agg(p.status ORDER BY p.attempt DESC))[1] AS last_attempt_status,
           count(*) FILTER (WHERE p.status IN ('abandoned', 'declined') AND p.method = 'card'
                              AND p.provider_intent_id IS NOT NULL AND p.intent_closed_at IS NULL)::int AS intents_open
      FROM payment_attempts p WHERE p.owner_kind = 'order' AND p.owner_id = o.id
  ) a ON true`;

/**
 * Orders cancelled unpaid, the latest first; or those still waiting for their payment, the oldest first (those
 * past a day are cancelled at the job's next run, unless a payment is in flight or an intent still open).
 */
export async function listUnpaidOrders(
  db: Queryable,
  filter: { status: 'cancelled' | 'awaiting_payment'; limit: number },
): Promise<UnpaidOrderRow[]> {
  const { rows } = await db.query<UnpaidOrderRow>(
    filter.status === 'cancelled'
      ? `SELECT ${unpaidOrderColumns} FROM orders o ${attemptsOfOrder}
          WHERE o.status = 'cancelled' ORDER BY o.cancelled_at DESC, o.id LIMIT $1`
      : `SELECT ${unpaidOrderColumns} FROM orders o ${attemptsOfOrder}
          WHERE o.status IN ('pending_payment', 'payment_failed') ORDER BY o.created_at, o.id LIMIT $1`,
    [filter.limit],
  );
  return rows;
}
