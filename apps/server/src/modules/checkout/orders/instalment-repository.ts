import type { InstalmentState } from '@fathom/domain/instalments';
import type { Queryable } from '../../../db/database';
import { instalmentDue, instalmentState } from './order-repository';

/** A later part of an order paid in instalments: the order and the part's number. */
export interface InstalmentKey {
  order_id: string;
  number: number;
}

/** A part as its emails and charge name it: the order, where to write to its buyer, and the plan's size. */
export interface InstalmentCharge extends InstalmentKey {
  amount_cents: number;
  due_date: string;
  email: string;
  po_number: string;
  /** How many parts the plan has. */
  parts: number;
}

const chargeColumns = `n.order_id, n.number, n.amount_cents, to_char(n.due_date, 'YYYY-MM-DD') AS due_date,
  coalesce(c.email, o.email) AS email, o.po_number,
  (SELECT count(*)::int FROM order_instalments e WHERE e.order_id = n.order_id) AS parts`;
const chargeJoins = 'JOIN orders o ON o.id = n.order_id LEFT JOIN clients c ON c.id = o.client_id';

/** The parts of these keys, with what telling their buyers and charging them needs. */
export async function findInstalmentCharges(
  db: Queryable,
  keys: readonly InstalmentKey[],
): Promise<InstalmentCharge[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<InstalmentCharge>(
    `SELECT ${chargeColumns} FROM order_instalments n ${chargeJoins}
      WHERE (n.order_id, n.number) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))
      ORDER BY n.due_date, n.order_id, n.number`,
    [keys.map((key) => key.order_id), keys.map((key) => key.number)],
  );
  return rows;
}

/**
 * A part paid (the payments ledger tells it once): marked so, and the order is paid once its last part is: answers
 * whether this payment finished it.
 */
export async function settleInstalmentPaid(
  tx: Queryable,
  key: InstalmentKey,
  at: Date,
): Promise<{ orderPaid: boolean }> {
  await tx.write(
    ['order_instalments'],
    `UPDATE order_instalments SET status = 'paid', paid_at = $3
      WHERE order_id = $1 AND number = $2 AND status <> 'paid'`,
    [key.order_id, key.number, at],
  );
  const order = await tx.write(
    ['orders'],
    `UPDATE orders SET status = 'paid'
      WHERE id = $1 AND status = 'paying_instalments'
        AND NOT EXISTS (SELECT 1 FROM order_instalments WHERE order_id = $1 AND status <> 'paid')
      RETURNING id`,
    [key.order_id],
  );
  return { orderPaid: order.rows.length > 0 };
}

/** The customer's orders with parts still to pay. */
export async function findOrdersWithPartsToPay(db: Queryable, clientId: string): Promise<string[]> {
  const { rows } = await db.query<{ order_id: string }>(
    `SELECT DISTINCT n.order_id FROM order_instalments n JOIN orders o ON o.id = n.order_id
      WHERE o.client_id = $1 AND n.status <> 'paid'`,
    [clientId],
  );
  return rows.map((row) => row.order_id);
}

export interface InstalmentPlanRow {
  order_id: string;
  po_number: string;
  parts: { number: number; due_date: string; amount_cents: number; status: InstalmentState }[];
}

/** The customer's orders still paying in instalments, with their parts as they stand, oldest first. */
export async function findInstalmentPlansOf(db: Queryable, clientId: string): Promise<InstalmentPlanRow[]> {
  const { rows } = await db.query<InstalmentPlanRow>(
    `SELECT o.id AS order_id, o.po_number,
            json_agg(json_build_object('number', n.number, 'due_date', to_char(n.due_date, 'YYYY-MM-DD'),
                     'amount_cents', n.amount_cents, 'status', ${instalmentState}) ORDER BY n.number) AS parts
       FROM orders o JOIN order_instalments n ON n.order_id = o.id ${instalmentDue}
      WHERE o.client_id = $1 AND o.status = 'paying_instalments'
      GROUP BY o.id, o.po_number, o.created_at ORDER BY o.created_at`,
    [clientId],
  );
  return rows;
}

/** A part whose last attempt was declined, as staff follow it up: the order, the buyer and what comes next. */
export interface UnpaidInstalmentRow extends InstalmentCharge {
  client_id: string | null;
  status: 'declined' | 'failed';
  attempts: number;
  last_tried_at: Date | null;
  next_attempt_at: Date | null;
}

/** The orders staff may sort these parts by (a column, `-` first for descending). */
export const unpaidInstalmentSorts = {
  due_date: 'n.due_date ASC',
  '-due_date': 'n.due_date DESC',
  amount: 'n.amount_cents ASC',
  '-amount': 'n.amount_cents DESC',
  attempts: 'd.attempts ASC',
  '-attempts': 'd.attempts DESC',
  next_attempt_at: 'd.next_attempt_at ASC NULLS LAST',
  '-next_attempt_at': 'd.next_attempt_at DESC NULLS FIRST',
} as const;
export type UnpaidInstalmentSort = keyof typeof unpaidInstalmentSorts;

/** The part's due in the payments ledger, whose last attempt was declined (a retry due, or none left). */
const declinedDue = `JOIN payment_dues d
  ON d.owner_kind = 'order' AND d.owner_id = n.order_id AND d.owner_part = n.number
 AND d.status IN ('declined', 'failed')`;

/**
 * One page of the parts whose last attempt was declined: a retry due (declined) or none left (failed), in the
 * order asked.
 */
export async function findUnpaidInstalments(
  db: Queryable,
  page: { sort: UnpaidInstalmentSort; limit: number; offset: number },
): Promise<UnpaidInstalmentRow[]> {
  const { rows } = await db.query<UnpaidInstalmentRow>(
    `SELECT ${chargeColumns}, o.client_id, d.status, d.attempts, d.tried_at AS last_tried_at, d.next_attempt_at
       FROM order_instalments n ${declinedDue} ${chargeJoins}
      ORDER BY ${unpaidInstalmentSorts[page.sort]}, n.due_date, n.order_id, n.number LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows;
}

export async function countUnpaidInstalments(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM order_instalments n ${declinedDue}`,
  );
  return rows[0]?.total ?? 0;
}

/** Where a part stands (its due's state, paid or scheduled until tried): null when the order has no such part. */
export async function findInstalmentStatus(
  db: Queryable,
  key: InstalmentKey,
): Promise<InstalmentState | null> {
  const { rows } = await db.query<{ status: InstalmentState }>(
    `SELECT ${instalmentState} AS status FROM order_instalments n ${instalmentDue}
      WHERE n.order_id = $1 AND n.number = $2`,
    [key.order_id, key.number],
  );
  return rows[0]?.status ?? null;
}
