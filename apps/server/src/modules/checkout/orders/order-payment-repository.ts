import type { Queryable } from '../../../db/database';
import { type PaidOrder, paidOrderColumns } from './order-confirmation-repository';

export interface PaymentRow {
  id: string;
  order_id: string;
  method: 'card' | 'instalments';
  idempotency_key: string;
  created_at: Date;
}

/** A paid order whose fulfilment this transaction has claimed (its `fulfilled_at` was set by it). */
export interface OrderToFulfil {
  id: string;
  client_id: string;
  po_number: string;
  shipping_address: Record<string, unknown> | null;
  /** Whether subscriptions were written with the order, pending until it is paid. */
  has_subscriptions: boolean;
}

/**
 * The columns of an order to fulfil, for the RETURNING of the statement that marks it paid and fulfilled.
 * An order is fulfilled in the transaction that pays it, never otherwise: an unpaid order is never fulfilled.
 */
const orderToFulfilColumns = `id, client_id, po_number, shipping_address,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.order_id = orders.id) AS has_subscriptions`;

const pendingColumns = 'id, order_id, method, idempotency_key, created_at';

/** Takes the order's row for this transaction: every payment step locks it first, so none deadlock. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<void> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
}

/** The order's state and how many attempts it has had, its row locked for this transaction; null when none. */
export async function lockOrderForAttempt(tx: Queryable, orderId: string) {
  const { rows } = await tx.query<{ status: string; attempts: number }>(
    `SELECT o.status, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS attempts
       FROM orders o WHERE o.id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** Records an attempt's outcome once; false when it was settled already. */
export async function settlePaymentAttempt(
  tx: Queryable,
  paymentId: string,
  outcome: {
    status: 'succeeded' | 'declined';
    declineReason: string | null;
    chargeId: string | null;
    planId: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { rows } = await tx.write(
    ['payments'],
    `UPDATE payments SET status = $2, decline_reason = $3, provider_charge_id = $4, provider_plan_id = $5,
            settled_at = $6
      WHERE id = $1 AND status = 'pending' RETURNING id`,
    [paymentId, outcome.status, outcome.declineReason, outcome.chargeId, outcome.planId, outcome.at],
  );
  return rows.length > 0;
}

/** A declined payment leaves the order unpaid, marked so (never an order already paid). */
export async function markOrderPaymentFailed(tx: Queryable, orderId: string): Promise<void> {
  await tx.write(
    ['orders'],
    "UPDATE orders SET status = 'payment_failed' WHERE id = $1 AND status <> 'paid'",
    [orderId],
  );
}

/** Marks the order paid and fulfilled; the order when this call paid it (null when it was paid already). */
export async function markOrderPaid(
  tx: Queryable,
  orderId: string,
  paid: { at: Date; method: PaymentRow['method'] },
): Promise<(OrderToFulfil & PaidOrder) | null> {
  const { rows } = await tx.write<OrderToFulfil & PaidOrder>(
    ['orders'],
    `UPDATE orders SET status = 'paid', paid_at = $2, payment_method = $3, fulfilled_at = $2
      WHERE id = $1 AND status <> 'paid'
     RETURNING ${orderToFulfilColumns}, ${paidOrderColumns}`,
    [orderId, paid.at, paid.method],
  );
  return rows[0] ?? null;
}

/** The instalments of a plan, the first paid with the order, once. */
export async function insertInstalments(
  tx: Queryable,
  orderId: string,
  parts: readonly { number: number; dueDate: string; amountCents: number }[],
): Promise<void> {
  for (const part of parts) {
    await tx.write(
      ['order_instalments'],
      `INSERT INTO order_instalments (order_id, number, due_date, amount_cents, status) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id, number) DO NOTHING`,
      [orderId, part.number, part.dueDate, part.amountCents, part.number === 1 ? 'paid' : 'scheduled'],
    );
  }
}

/** An attempt, pending, written before anything is charged under its idempotency key. */
export async function insertPaymentAttempt(
  tx: Queryable,
  attempt: PaymentRow & {
    attempt: number;
    provider: string;
    amountCents: number;
    paymentMethodToken: string | null | undefined;
  },
): Promise<void> {
  await tx.write(
    ['payments'],
    `INSERT INTO payments (id, order_id, attempt, provider, method, amount_cents, idempotency_key, status, created_at,
       payment_method_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9)`,
    [
      attempt.id,
      attempt.order_id,
      attempt.attempt,
      attempt.provider,
      attempt.method,
      attempt.amountCents,
      attempt.idempotency_key,
      attempt.created_at,
      attempt.paymentMethodToken,
    ],
  );
}

/** An attempt left pending that nothing was charged for: abandoned. */
export async function abandonPaymentAttempt(db: Queryable, paymentId: string, at: Date): Promise<void> {
  await db.write(
    ['payments'],
    "UPDATE payments SET status = 'abandoned', settled_at = $2 WHERE id = $1 AND status = 'pending'",
    [paymentId, at],
  );
}

/** The order's attempt in flight, if any. */
export async function findPendingPayment(db: Queryable, orderId: string): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${pendingColumns} FROM payments WHERE order_id = $1 AND status = 'pending'`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** Attempts pending since before the cutoff, oldest first. */
export async function findStalePendingPayments(db: Queryable, cutoff: Date): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${pendingColumns} FROM payments WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT 100`,
    [cutoff],
  );
  return rows;
}

/** The pending attempt charged under this idempotency key, if any. */
export async function findPendingPaymentByKey(
  db: Queryable,
  idempotencyKey: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${pendingColumns} FROM payments WHERE idempotency_key = $1 AND status = 'pending'`,
    [idempotencyKey],
  );
  return rows[0] ?? null;
}

/** Records what the provider refunded of a charge; false when no order payment has that charge. */
export async function recordPaymentRefund(
  db: Queryable,
  providerChargeId: string,
  refundedCents: number,
): Promise<boolean> {
  const { rows } = await db.write(
    ['payments'],
    'UPDATE payments SET refunded_cents = $2 WHERE provider_charge_id = $1 RETURNING id',
    [providerChargeId, refundedCents],
  );
  return rows.length > 0;
}
