import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** What a renewing product says of its plan. */
export interface PlanTerms {
  uuid: string;
  subscription_repeats_frequency: string | null;
  subscription_repeats_every: number | null;
  subscription_billing_cycles: number | null;
}

/** Written with the order, pending until the order is paid. */
export async function createPendingSubscriptions(
  tx: Queryable,
  order: { id: string; clientId: string },
  products: readonly PlanTerms[],
): Promise<void> {
  for (const product of products) {
    await tx.write(
      ['subscriptions'],
      `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, repeats_every,
         billing_cycles, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
      [
        randomUUID(),
        order.clientId,
        order.id,
        product.uuid,
        product.subscription_repeats_frequency,
        product.subscription_repeats_every,
        product.subscription_billing_cycles,
      ],
    );
  }
}

/** The plans an order cancelled unpaid would have started: they never began, and nothing of them is kept. */
export async function dropPendingPlans(tx: Queryable, orderId: string): Promise<void> {
  await tx.write(['subscriptions'], "DELETE FROM subscriptions WHERE order_id = $1 AND status = 'pending'", [
    orderId,
  ]);
}

/** A plan's period in SQL: every N months, or N years (as months, so month ends stay month ends). */
export const PLAN_PERIOD =
  "make_interval(months => repeats_every * CASE repeats_frequency WHEN 'month' THEN 1 ELSE 12 END)";

/** The order's first cycle is paid: the next falls one period later, unless the plan had a single cycle. */
export async function activateSubscriptions(tx: Queryable, orderId: string, paidAt: Date): Promise<void> {
  await tx.write(
    ['subscriptions'],
    `UPDATE subscriptions
        SET status = 'active', activated_at = $2, cycles_billed = 1,
            payment_method_token = (
              SELECT a.payment_method_token FROM payment_attempts a
               WHERE a.owner_kind = 'order' AND a.owner_id = $1 AND a.owner_key = '' AND a.status = 'succeeded'
               ORDER BY a.attempt DESC LIMIT 1
            ),
            next_billing_at = CASE WHEN billing_cycles = 1 THEN NULL ELSE $2::timestamptz + ${PLAN_PERIOD} END
      WHERE order_id = $1 AND status = 'pending'`,
    [orderId, paidAt],
  );
}

/** A claimed guest order's plans go with it to the account that claimed it. */
export async function moveOrderPlansToClient(
  tx: Queryable,
  orderId: string,
  clientId: string,
): Promise<void> {
  await tx.write(['subscriptions'], 'UPDATE subscriptions SET client_id = $2 WHERE order_id = $1', [
    orderId,
    clientId,
  ]);
}

/** Cancels the account's active plan: its order and the end of the period paid for, or null when none. */
export async function cancelActivePlan(tx: Queryable, clientId: string, subscriptionId: string) {
  const { rows } = await tx.write<{ order_id: string; paid_until: string | null }>(
    ['subscriptions'],
    `UPDATE subscriptions SET status = 'cancelled'
      WHERE id = $1 AND client_id = $2 AND status = 'active'
      RETURNING order_id, to_char(next_billing_at, 'YYYY-MM-DD') AS paid_until`,
    [subscriptionId, clientId],
  );
  return rows[0] ?? null;
}

/** Whether the order starts a storage plan (its card is then kept for the renewals). */
export async function orderStartsPlan(db: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM subscriptions WHERE order_id = $1 LIMIT 1', [orderId]);
  return rows.length > 0;
}
