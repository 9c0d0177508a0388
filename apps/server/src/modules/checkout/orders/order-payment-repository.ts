import type { Queryable } from '../../../db/database';
import type { GuestOrder } from './guest-order-repository';
import { type PaidOrder, paidOrderColumns } from './order-confirmation-repository';
import { type LineRow, orderLinesColumn } from './order-repository';

/** A paid order whose fulfilment this transaction has claimed (its `fulfilled_at` was set by it). */
export interface OrderToFulfil {
  id: string;
  client_id: string;
  po_number: string;
  shipping_address: Record<string, unknown> | null;
  /** Whether subscriptions were written with the order, pending until it is paid. */
  has_subscriptions: boolean;
  /** The order's lines, when the statement that marked it paid read them too. */
  lines?: LineRow[];
}

/**
 * The columns of an order to fulfil, for the RETURNING of the statement that marks it paid and fulfilled.
 * An order is fulfilled in the transaction that pays it, never otherwise: an unpaid order is never fulfilled.
 */
const orderToFulfilColumns = `id, client_id, po_number, shipping_address,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.order_id = orders.id) AS has_subscriptions, ${orderLinesColumn}`;

/** Takes the order's row for this transaction: every payment step locks it first, so none deadlock. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
}

/** The order's state, its row locked for this transaction; null when none. */
export async function lockOrderForAttempt(tx: Queryable, orderId: string) {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  return rows[0] ?? null;
}

/** A declined payment leaves the order unpaid, marked so (never an order already paid, nor one cancelled). */
export async function markOrderPaymentFailed(tx: Queryable, orderId: string): Promise<void> {
  await tx.write(
    ['orders'],
    `UPDATE orders SET status = 'payment_failed'
      WHERE id = $1 AND status NOT IN ('paid', 'paying_instalments', 'cancelled')`,
    [orderId],
  );
}

const MARK_ORDER_PAID_SQL = `UPDATE orders SET status = CASE $3 WHEN 'instalments' THEN 'paying_instalments' ELSE 'paid' END,
            paid_at = $2, payment_method = $3, fulfilled_at = $2, confirmed_at = $2
      WHERE id = $1 AND status NOT IN ('paid', 'paying_instalments', 'cancelled')
     RETURNING ${orderToFulfilColumns}, ${paidOrderColumns}, orders.guest_buyer`;

/**
 * Marks the order paid (paying in instalments, when its first part was paid), fulfilled and confirmed; the order
 * when this call paid it (null when it was paid already, or cancelled unpaid: a charge arriving after that is given
 * back), with its lines, its guest buyer and what its confirmation says: what its fulfilment and its confirmation,
 * queued in the same transaction, need.
 */
export async function markOrderPaid(
  tx: Queryable,
  orderId: string,
  paid: { at: Date; method: 'card' | 'instalments' },
): Promise<(OrderToFulfil & PaidOrder & GuestOrder & { lines: LineRow[] }) | null> {
  const { rows } = await tx.write<OrderToFulfil & PaidOrder & GuestOrder & { lines: LineRow[] }>(
    ['orders'],
    MARK_ORDER_PAID_SQL,
    [orderId, paid.at, paid.method],
  );
  return rows[0] ?? null;
}

/**
 * The instalments of a plan, the first paid with the order, the others owed (the payments ledger charges them on
 * their dates); once.
 */
export async function insertInstalments(
  tx: Queryable,
  orderId: string,
  plan: { parts: readonly { number: number; dueDate: string; amountCents: number }[]; at: Date },
): Promise<void> {
  if (plan.parts.length === 0) return;
  await tx.write(
    ['order_instalments'],
    `INSERT INTO order_instalments (order_id, number, due_date, amount_cents, status, paid_at)
     SELECT $1, part.number, part.due_date, part.amount_cents,
            CASE WHEN part.number = 1 THEN 'paid' ELSE 'scheduled' END,
            CASE WHEN part.number = 1 THEN $5::timestamptz END
       FROM unnest($2::int[], $3::date[], $4::int[]) AS part (number, due_date, amount_cents)
     ON CONFLICT (order_id, number) DO NOTHING`,
    [
      orderId,
      plan.parts.map((part) => part.number),
      plan.parts.map((part) => part.dueDate),
      plan.parts.map((part) => part.amountCents),
      plan.at,
    ],
  );
}
