import type { InstalmentState } from '@fathom/domain/instalments';
import type { Queryable } from '../../../db/database';

/** A later part of an order paid in instalments: the order and the part's number. */
export interface InstalmentKey {
  order_id: string;
  number: number;
}

/** A part to charge or tell about, with the card, the order and where to write to its buyer. */
export interface InstalmentCharge extends InstalmentKey {
  amount_cents: number;
  due_date: string;
  attempts: number;
  payment_method_token: string | null;
  email: string;
  po_number: string;
  /** How many parts the plan has. */
  parts: number;
}

const chargeColumns = `i.order_id, i.number, i.amount_cents, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.attempts,
  i.payment_method_token, coalesce(c.email, o.email) AS email, o.po_number,
  (SELECT count(*)::int FROM order_instalments n WHERE n.order_id = i.order_id) AS parts`;
const chargeJoins = 'JOIN orders o ON o.id = i.order_id LEFT JOIN clients c ON c.id = o.client_id';

/** The parts of these keys, with what charging them needs. */
export async function findInstalmentCharges(
  db: Queryable,
  keys: readonly InstalmentKey[],
): Promise<InstalmentCharge[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<InstalmentCharge>(
    `SELECT ${chargeColumns} FROM order_instalments i ${chargeJoins}
      WHERE (i.order_id, i.number) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))
      ORDER BY i.due_date, i.order_id, i.number`,
    [keys.map((key) => key.order_id), keys.map((key) => key.number)],
  );
  return rows;
}

/**
 * Claims the reminders of parts charged in the coming days (after today, up to `until`), once each: the parts
 * claimed, for the transaction that queues their emails. A part behind an earlier one that was declined is not
 * charged on its date (it waits for that one), so it is not announced.
 */
export async function claimInstalmentReminders(
  tx: Queryable,
  window: { today: string; until: string; at: Date },
): Promise<InstalmentCharge[]> {
  const { rows } = await tx.write<InstalmentKey>(
    ['order_instalments'],
    `UPDATE order_instalments SET reminded_at = $3
      WHERE (order_id, number) IN (
        SELECT i.order_id, i.number FROM order_instalments i
         WHERE i.status = 'scheduled' AND i.reminded_at IS NULL AND i.due_date > $1::date AND i.due_date <= $2::date
           AND NOT EXISTS (SELECT 1 FROM order_instalments e
                            WHERE e.order_id = i.order_id AND e.number < i.number
                              AND e.status IN ('declined', 'failed'))
         ORDER BY i.due_date LIMIT 500 FOR UPDATE OF i SKIP LOCKED)
      RETURNING order_id, number`,
    [window.today, window.until, window.at],
  );
  return findInstalmentCharges(tx, rows);
}

/**
 * Moves parts due by today (scheduled), and declined parts whose retry is due, to their next attempt: pending,
 * counted, claimed now. An order's parts are charged in their order: a part waits while an earlier one is unpaid.
 * Only the parts of these orders, when named.
 */
export async function claimDueInstalments(
  db: Queryable,
  due: { today: string; at: Date; orderIds: readonly string[] | null; limit: number },
): Promise<InstalmentKey[]> {
  const { rows } = await db.write<InstalmentKey>(
    ['order_instalments'],
    `UPDATE order_instalments SET status = 'pending', attempts = attempts + 1, claimed_at = $2
      WHERE (order_id, number) IN (
        SELECT i.order_id, i.number FROM order_instalments i
         WHERE ((i.status = 'scheduled' AND i.due_date <= $1::date)
                OR (i.status = 'declined' AND i.next_attempt_at <= $2))
           AND ($3::uuid[] IS NULL OR i.order_id = ANY($3::uuid[]))
           AND NOT EXISTS (SELECT 1 FROM order_instalments e
                            WHERE e.order_id = i.order_id AND e.number < i.number AND e.status <> 'paid')
         ORDER BY i.due_date LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING order_id, number`,
    [due.today, due.at, due.orderIds, due.limit],
  );
  return rows;
}

/**
 * Parts claimed before the cutoff with no payment attempt in flight: their attempt was never started (a stopped
 * process) or was abandoned. Each gets a new attempt.
 */
export async function findInstalmentsWithoutAttempt(
  db: Queryable,
  cutoff: Date,
): Promise<InstalmentCharge[]> {
  const { rows } = await db.query<InstalmentCharge>(
    `SELECT ${chargeColumns} FROM order_instalments i ${chargeJoins}
      WHERE i.status = 'pending' AND i.claimed_at < $1
        AND NOT EXISTS (SELECT 1 FROM payment_attempts a
                         WHERE a.owner_kind = 'order' AND a.owner_id = i.order_id AND a.owner_key = ''
                           AND a.owner_part = i.number AND a.status IN ('pending', 'requires_action'))
      LIMIT 100`,
    [cutoff],
  );
  return rows;
}

/**
 * A part paid: settled once (false when it was paid already). The order is paid once its last part is: answers
 * whether this payment finished it.
 */
export async function settleInstalmentPaid(
  tx: Queryable,
  key: InstalmentKey,
  at: Date,
): Promise<{ settled: boolean; orderPaid: boolean }> {
  const done = await tx.write(
    ['order_instalments'],
    `UPDATE order_instalments SET status = 'paid', paid_at = $3, next_attempt_at = NULL
      WHERE order_id = $1 AND number = $2 AND status <> 'paid' RETURNING number`,
    [key.order_id, key.number, at],
  );
  if (done.rows.length === 0) return { settled: false, orderPaid: false };
  const order = await tx.write(
    ['orders'],
    `UPDATE orders SET status = 'paid'
      WHERE id = $1 AND status = 'paying_instalments'
        AND NOT EXISTS (SELECT 1 FROM order_instalments WHERE order_id = $1 AND status <> 'paid')
      RETURNING id`,
    [key.order_id],
  );
  return { settled: true, orderPaid: order.rows.length > 0 };
}

/**
 * A part declined: settled once (false when it was settled already); retried then when given, otherwise failed
 * (no attempt left).
 */
export async function settleInstalmentDeclined(
  tx: Queryable,
  key: InstalmentKey,
  retryAt: Date | null,
): Promise<boolean> {
  const { rows } = await tx.write(
    ['order_instalments'],
    `UPDATE order_instalments
        SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'declined' END, next_attempt_at = $3
      WHERE order_id = $1 AND number = $2 AND status = 'pending' RETURNING number`,
    [key.order_id, key.number, retryAt],
  );
  return rows.length > 0;
}

/**
 * The customer's unpaid parts are charged to this card from now on; their declined and failed parts are due
 * again now (a part that used all its attempts gets one more). Answers the orders changed.
 */
export async function useCardForInstalments(
  db: Queryable,
  change: { clientId: string; paymentMethodToken: string; at: Date; maxAttempts: number },
): Promise<string[]> {
  const { rows } = await db.write<{ order_id: string }>(
    ['order_instalments'],
    `UPDATE order_instalments i
        SET payment_method_token = $2,
            status = CASE WHEN i.status IN ('declined', 'failed') THEN 'declined' ELSE i.status END,
            next_attempt_at = CASE WHEN i.status IN ('declined', 'failed') THEN $3 ELSE i.next_attempt_at END,
            attempts = CASE WHEN i.status = 'failed' THEN least(i.attempts, $4 - 1) ELSE i.attempts END
       FROM orders o
      WHERE o.id = i.order_id AND o.client_id = $1 AND i.status <> 'paid'
      RETURNING i.order_id`,
    [change.clientId, change.paymentMethodToken, change.at, change.maxAttempts],
  );
  return [...new Set(rows.map((row) => row.order_id))];
}

/** How many of these parts are paid. */
export async function countPaidInstalments(db: Queryable, keys: readonly InstalmentKey[]): Promise<number> {
  if (keys.length === 0) return 0;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM order_instalments
      WHERE status = 'paid' AND (order_id, number) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
    [keys.map((key) => key.order_id), keys.map((key) => key.number)],
  );
  return rows[0]?.n ?? 0;
}

export interface InstalmentPlanRow {
  order_id: string;
  po_number: string;
  parts: { number: number; due_date: string; amount_cents: number; status: InstalmentState }[];
}

/** The customer's orders still paying in instalments, with their parts, oldest first. */
export async function findInstalmentPlansOf(db: Queryable, clientId: string): Promise<InstalmentPlanRow[]> {
  const { rows } = await db.query<InstalmentPlanRow>(
    `SELECT o.id AS order_id, o.po_number,
            json_agg(json_build_object('number', i.number, 'due_date', to_char(i.due_date, 'YYYY-MM-DD'),
                     'amount_cents', i.amount_cents, 'status', i.status) ORDER BY i.number) AS parts
       FROM orders o JOIN order_instalments i ON i.order_id = o.id
      WHERE o.client_id = $1 AND o.status = 'paying_instalments'
      GROUP BY o.id, o.po_number, o.created_at ORDER BY o.created_at`,
    [clientId],
  );
  return rows;
}

/** A part whose last attempt was declined, as staff follow it up: the order, the buyer and what comes next. */
export interface UnpaidInstalmentRow extends Omit<InstalmentCharge, 'payment_method_token'> {
  client_id: string | null;
  status: 'declined' | 'failed';
  last_tried_at: Date | null;
  next_attempt_at: Date | null;
}

/** The orders staff may sort these parts by (a column, `-` first for descending). */
export const unpaidInstalmentSorts = {
  due_date: 'i.due_date ASC',
  '-due_date': 'i.due_date DESC',
  amount: 'i.amount_cents ASC',
  '-amount': 'i.amount_cents DESC',
  attempts: 'i.attempts ASC',
  '-attempts': 'i.attempts DESC',
  next_attempt_at: 'i.next_attempt_at ASC NULLS LAST',
  '-next_attempt_at': 'i.next_attempt_at DESC NULLS FIRST',
} as const;
export type UnpaidInstalmentSort = keyof typeof unpaidInstalmentSorts;

const lastAttemptDeclined = "i.status IN ('declined', 'failed')";

/**
 * One page of the parts whose last attempt was declined: a retry due (declined) or none left (failed), in the
 * order asked.
 */
export async function findUnpaidInstalments(
  db: Queryable,
  page: { sort: UnpaidInstalmentSort; limit: number; offset: number },
): Promise<UnpaidInstalmentRow[]> {
  const { rows } = await db.query<UnpaidInstalmentRow>(
    `SELECT i.order_id, i.number, i.amount_cents, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.attempts,
            coalesce(c.email, o.email) AS email, o.po_number, o.client_id, i.status,
            i.claimed_at AS last_tried_at, i.next_attempt_at,
            (SELECT count(*)::int FROM order_instalments n WHERE n.order_id = i.order_id) AS parts
       FROM order_instalments i ${chargeJoins}
      WHERE ${lastAttemptDeclined}
      ORDER BY ${unpaidInstalmentSorts[page.sort]}, i.due_date, i.order_id, i.number LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows;
}

export async function countUnpaidInstalments(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM order_instalments i WHERE ${lastAttemptDeclined}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * A part whose last attempt was declined is due again now, as a retry that fell due is (one attempt more for a
 * part that used them all), for the next collection to claim: false when it is not declined (paid, being
 * charged, or never tried).
 */
export async function retryDeclinedInstalmentNow(
  tx: Queryable,
  key: InstalmentKey,
  change: { at: Date; maxAttempts: number },
): Promise<boolean> {
  const { rows } = await tx.write(
    ['order_instalments'],
    `UPDATE order_instalments i
        SET status = 'declined', next_attempt_at = $3, attempts = least(i.attempts, $4 - 1)
      WHERE i.order_id = $1 AND i.number = $2 AND ${lastAttemptDeclined}
      RETURNING i.number`,
    [key.order_id, key.number, change.at, change.maxAttempts],
  );
  return rows.length > 0;
}

/** Where a part stands: null when the order has no such part. */
export async function findInstalmentStatus(
  db: Queryable,
  key: InstalmentKey,
): Promise<InstalmentState | null> {
  const { rows } = await db.query<{ status: InstalmentState }>(
    'SELECT status FROM order_instalments WHERE order_id = $1 AND number = $2',
    [key.order_id, key.number],
  );
  return rows[0]?.status ?? null;
}
