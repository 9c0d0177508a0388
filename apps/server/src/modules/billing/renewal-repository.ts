import type { DueStatus } from '@fathom/domain/payment-owners';
import type { Queryable } from '../../db/database';
import { PLAN_PERIOD } from './plan-repository';

export interface RenewalRow {
  subscription_id: string;
  cycle: number;
  amount_cents: number;
  payment_method_token: string;
  email: string;
  product_key: string | null;
  product_title: string;
  created_at: Date;
}

type RenewalKey = { subscription_id: string; cycle: number };

const renewalColumns = `r.subscription_id, r.cycle, r.amount_cents, r.created_at,
  s.payment_method_token, c.email, p.key AS product_key, p.title AS product_title`;
const renewalJoins = `JOIN subscriptions s ON s.id = r.subscription_id
  JOIN clients c ON c.id = s.client_id JOIN products p ON p.id = s.product_id`;
/** The due the payments ledger keeps of a renewal (its state, attempts and retries): the plan's period. */
const renewalDue = `JOIN payment_dues d
  ON d.owner_kind = 'storage_plan' AND d.owner_id = r.subscription_id AND d.owner_part = r.cycle`;

/** A period a plan owes, as it was opened: what the ledger is to charge, on the plan's card. */
export interface OpenedRenewal extends RenewalKey {
  amount_cents: number;
  payment_method_token: string;
}

/**
 * Opens the next period of every plan due by then (one row per plan and period): the periods opened, in the
 * caller's transaction, which schedules them in the payments ledger.
 */
export async function openDueRenewals(tx: Queryable, now: Date): Promise<OpenedRenewal[]> {
  const { rows } = await tx.write<OpenedRenewal>(
    ['subscription_renewals'],
    `WITH opened AS (
       INSERT INTO subscription_renewals (subscription_id, cycle, amount_cents, created_at)
       SELECT s.id, s.cycles_billed + 1, p.price_cents, $1
         FROM subscriptions s JOIN products p ON p.id = s.product_id
        WHERE s.status = 'active' AND s.next_billing_at <= $1 AND s.payment_method_token IS NOT NULL
          AND (s.billing_cycles IS NULL OR s.cycles_billed < s.billing_cycles)
       ON CONFLICT (subscription_id, cycle) DO NOTHING
       RETURNING subscription_id, cycle, amount_cents
     )
     SELECT opened.subscription_id, opened.cycle, opened.amount_cents, s.payment_method_token
       FROM opened JOIN subscriptions s ON s.id = opened.subscription_id`,
    [now],
  );
  return rows;
}

/** The renewals of these (plan, period) pairs, with the card, email and product they are charged for. */
export async function findRenewals(db: Queryable, keys: readonly RenewalKey[]): Promise<RenewalRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<RenewalRow>(
    `SELECT ${renewalColumns} FROM subscription_renewals r ${renewalJoins}
      WHERE (r.subscription_id, r.cycle) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
    [keys.map((key) => key.subscription_id), keys.map((key) => key.cycle)],
  );
  return rows;
}

/** Takes the renewal's row for this transaction, before its payment attempt's. */
export async function lockRenewal(tx: Queryable, renewal: RenewalKey): Promise<void> {
  await tx.query(
    'SELECT cycle FROM subscription_renewals WHERE subscription_id = $1 AND cycle = $2 FOR UPDATE',
    [renewal.subscription_id, renewal.cycle],
  );
}

/**
 * A renewal paid (the payments ledger tells it once): the plan moves a period on, unless it is there already; it
 * is no longer past due.
 */
export async function settleRenewalPaid(tx: Queryable, renewal: RenewalKey): Promise<void> {
  await tx.write(
    ['subscriptions'],
    `UPDATE subscriptions SET cycles_billed = $2, past_due_since = NULL,
        next_billing_at = next_billing_at + ${PLAN_PERIOD}
      WHERE id = $1 AND cycles_billed < $2`,
    [renewal.subscription_id, renewal.cycle],
  );
}

/** A renewal declined: the plan is past due (since its first decline). */
export async function settleRenewalDeclined(tx: Queryable, renewal: RenewalKey, at: Date): Promise<void> {
  await tx.write(
    ['subscriptions'],
    'UPDATE subscriptions SET past_due_since = coalesce(past_due_since, $2) WHERE id = $1',
    [renewal.subscription_id, at],
  );
}

/** The account's active plans renew on this card from now on: their ids. */
export async function useCardForActivePlans(db: Queryable, clientId: string, paymentMethodToken: string) {
  const { rows } = await db.write<{ id: string }>(
    ['subscriptions'],
    `UPDATE subscriptions SET payment_method_token = $2 WHERE client_id = $1 AND status = 'active' RETURNING id`,
    [clientId, paymentMethodToken],
  );
  return rows.map((row) => row.id);
}

/** A renewal whose last attempt was declined, as staff follow it up. */
export interface FailedRenewalRow {
  subscription_id: string;
  cycle: number;
  client_id: string;
  email: string;
  product_title: string;
  amount_cents: number;
  attempts: number;
  last_tried_at: Date | null;
  next_attempt_at: Date | null;
}

/** The orders staff may sort the failed renewals by (a column, `-` first for descending). */
export const failedRenewalSorts = {
  last_tried_at: 'd.settled_at ASC NULLS FIRST',
  '-last_tried_at': 'd.settled_at DESC NULLS LAST',
  next_attempt_at: 'd.next_attempt_at ASC NULLS LAST',
  '-next_attempt_at': 'd.next_attempt_at DESC NULLS FIRST',
  amount: 'r.amount_cents ASC',
  '-amount': 'r.amount_cents DESC',
  attempts: 'd.attempts ASC',
  '-attempts': 'd.attempts DESC',
  email: 'c.email ASC',
  '-email': 'c.email DESC',
} as const;
export type FailedRenewalSort = keyof typeof failedRenewalSorts;

/** The ledger declined its last attempt (a retry to come, or none left), and the plan is active. */
const failedOfActivePlans = `d.status IN ('declined', 'failed') AND s.status = 'active'`;

/** One page of the active plans' renewals whose last attempt was declined, in the order asked. */
export async function findFailedRenewals(
  db: Queryable,
  page: { sort: FailedRenewalSort; limit: number; offset: number },
): Promise<FailedRenewalRow[]> {
  const { rows } = await db.query<FailedRenewalRow>(
    `SELECT r.subscription_id, r.cycle, s.client_id, c.email, p.title AS product_title, r.amount_cents, d.attempts,
            d.settled_at AS last_tried_at, d.next_attempt_at
       FROM subscription_renewals r ${renewalDue} ${renewalJoins}
      WHERE ${failedOfActivePlans}
      ORDER BY ${failedRenewalSorts[page.sort]}, r.subscription_id, r.cycle LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows;
}

export async function countFailedRenewals(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total
       FROM subscription_renewals r ${renewalDue} JOIN subscriptions s ON s.id = r.subscription_id
      WHERE ${failedOfActivePlans}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Where a renewal stands (its due in the payments ledger), with its plan's status, customer and card: null when
 * there is no such renewal.
 */
export async function findRenewalState(
  db: Queryable,
  renewal: RenewalKey,
): Promise<{
  status: DueStatus;
  plan_status: string;
  client_id: string;
  payment_method_token: string | null;
} | null> {
  const { rows } = await db.query<{
    status: DueStatus;
    plan_status: string;
    client_id: string;
    payment_method_token: string | null;
  }>(
    `SELECT d.status, s.status AS plan_status, s.client_id, s.payment_method_token
       FROM subscription_renewals r ${renewalDue} JOIN subscriptions s ON s.id = r.subscription_id
      WHERE r.subscription_id = $1 AND r.cycle = $2`,
    [renewal.subscription_id, renewal.cycle],
  );
  return rows[0] ?? null;
}
