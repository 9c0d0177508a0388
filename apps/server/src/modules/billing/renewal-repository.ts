import { RENEWAL_MAX_ATTEMPTS } from '@fathom/domain/storage-billing';
import type { Queryable } from '../../db/database';
import { PLAN_PERIOD } from './plan-repository';

export interface RenewalRow {
  subscription_id: string;
  cycle: number;
  amount_cents: number;
  attempts: number;
  payment_method_token: string;
  email: string;
  product_title: string;
  created_at: Date;
}

type RenewalKey = { subscription_id: string; cycle: number };

const renewalColumns = `r.subscription_id, r.cycle, r.amount_cents, r.attempts, r.created_at,
  s.payment_method_token, c.email, p.title AS product_title`;
const renewalJoins = `JOIN subscriptions s ON s.id = r.subscription_id
  JOIN clients c ON c.id = s.client_id JOIN products p ON p.id = s.product_id`;

/** Opens the next period of every plan due by then (one row per plan and period, unclaimed): the periods opened. */
export async function openDueRenewals(db: Queryable, now: Date): Promise<RenewalKey[]> {
  const { rows } = await db.write<RenewalKey>(
    ['subscription_renewals'],
    `INSERT INTO subscription_renewals
       (subscription_id, cycle, amount_cents, attempts, status, created_at)
     SELECT s.id, s.cycles_billed + 1, p.price_cents, 1, 'pending', $1
       FROM subscriptions s JOIN products p ON p.id = s.product_id
      WHERE s.status = 'active' AND s.next_billing_at <= $1 AND s.payment_method_token IS NOT NULL
        AND (s.billing_cycles IS NULL OR s.cycles_billed < s.billing_cycles)
     ON CONFLICT (subscription_id, cycle) DO NOTHING
     RETURNING subscription_id, cycle`,
    [now],
  );
  return rows;
}

/**
 * Moves declined renewals whose retry is due (of these plans only, when named) to their next attempt: held by
 * this claim until then when one is given, else left for the next batch to claim.
 */
export async function claimRenewalRetries(
  db: Queryable,
  now: Date,
  subscriptionIds: readonly string[] | null,
  claim: { id: string; until: Date } | null = null,
): Promise<RenewalKey[]> {
  const { rows } = await db.write<RenewalKey>(
    ['subscription_renewals'],
    `UPDATE subscription_renewals
        SET status = 'pending', attempts = attempts + 1, created_at = $1, claim_id = $4, claimed_until = $5
      WHERE status = 'failed' AND next_attempt_at <= $1 AND attempts < $2
        AND ($3::uuid[] IS NULL OR subscription_id = ANY($3::uuid[]))
      RETURNING subscription_id, cycle`,
    [now, RENEWAL_MAX_ATTEMPTS, subscriptionIds, claim?.id ?? null, claim?.until ?? null],
  );
  return rows;
}

/**
 * Claims up to `limit` owed periods that no claim holds (never claimed, or whose claim ran out: its run stopped),
 * oldest first, for this claim until then. Rows another run is claiming at this moment are skipped, not waited
 * for, so runs on several instances take batches of their own.
 */
export async function claimOwedRenewals(
  db: Queryable,
  claim: { id: string; until: Date; now: Date; limit: number },
): Promise<RenewalKey[]> {
  const { rows } = await db.write<RenewalKey>(
    ['subscription_renewals'],
    `UPDATE subscription_renewals r SET claim_id = $1, claimed_until = $2
       FROM (SELECT subscription_id, cycle FROM subscription_renewals
              WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until <= $3)
              ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED) owed
      WHERE r.subscription_id = owed.subscription_id AND r.cycle = owed.cycle
      RETURNING r.subscription_id, r.cycle`,
    [claim.id, claim.until, claim.now, claim.limit],
  );
  return rows;
}

/**
 * Takes the renewal's row for this transaction; true when it is still owed and still held by this claim (a
 * claim that ran out and was taken by another run, or a period paid meanwhile, answers false).
 */
export async function holdRenewal(tx: Queryable, renewal: RenewalKey, claimId: string): Promise<boolean> {
  const { rows } = await tx.query<{ status: string; claim_id: string | null }>(
    `SELECT status, claim_id FROM subscription_renewals WHERE subscription_id = $1 AND cycle = $2 FOR UPDATE`,
    [renewal.subscription_id, renewal.cycle],
  );
  const row = rows[0];
  return row?.status === 'pending' && row.claim_id === claimId;
}

/** When the first claim on an owed period runs out, after this moment; null when no owed period is claimed. */
export async function nextRenewalClaimExpiry(db: Queryable, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | null }>(
    `SELECT min(claimed_until) AS until FROM subscription_renewals
      WHERE status = 'pending' AND claimed_until > $1`,
    [now],
  );
  return rows[0]?.until ?? null;
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
 * A renewal paid: settled once (false when it was paid already), and the plan moves a period on. A renewal declined
 * meanwhile is paid too: a late charge of an earlier attempt went through after all.
 */
export async function settleRenewalPaid(
  tx: Queryable,
  renewal: RenewalKey,
  charge: { at: Date },
): Promise<boolean> {
  const done = await tx.write(
    ['subscription_renewals'],
    `UPDATE subscription_renewals SET status = 'succeeded', settled_at = $3, next_attempt_at = NULL
      WHERE subscription_id = $1 AND cycle = $2 AND status <> 'succeeded' RETURNING cycle`,
    [renewal.subscription_id, renewal.cycle, charge.at],
  );
  if (done.rows.length === 0) return false;
  await tx.write(
    ['subscriptions'],
    `UPDATE subscriptions SET cycles_billed = $2, past_due_since = NULL,
        next_billing_at = next_billing_at + ${PLAN_PERIOD}
      WHERE id = $1`,
    [renewal.subscription_id, renewal.cycle],
  );
  return true;
}

/** A renewal declined: settled once (false when it was settled already), retried then if given; the plan is past due. */
export async function settleRenewalDeclined(
  tx: Queryable,
  renewal: RenewalKey,
  decline: { at: Date; retryAt: Date | null },
): Promise<boolean> {
  const done = await tx.write(
    ['subscription_renewals'],
    `UPDATE subscription_renewals SET status = 'failed', settled_at = $3, next_attempt_at = $4
      WHERE subscription_id = $1 AND cycle = $2 AND status = 'pending' RETURNING cycle`,
    [renewal.subscription_id, renewal.cycle, decline.at, decline.retryAt],
  );
  if (done.rows.length === 0) return false;
  await tx.write(
    ['subscriptions'],
    'UPDATE subscriptions SET past_due_since = coalesce(past_due_since, $2) WHERE id = $1',
    [renewal.subscription_id, decline.at],
  );
  return true;
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

/** The plans' declined renewals are due again now, with one attempt more for those that used them all. */
export async function retryDeclinedRenewalsNow(db: Queryable, subscriptionIds: readonly string[], now: Date) {
  await db.write(
    ['subscription_renewals'],
    `UPDATE subscription_renewals SET next_attempt_at = $2, attempts = LEAST(attempts, $3)
      WHERE status = 'failed' AND subscription_id = ANY($1::uuid[])`,
    [subscriptionIds, now, RENEWAL_MAX_ATTEMPTS - 1],
  );
}

/** How many of the plans' renewals were paid since that moment. */
export async function countRenewalsPaidSince(db: Queryable, subscriptionIds: readonly string[], since: Date) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM subscription_renewals
      WHERE subscription_id = ANY($1::uuid[]) AND status = 'succeeded' AND settled_at >= $2`,
    [subscriptionIds, since],
  );
  return rows[0]?.n ?? 0;
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
  last_tried_at: 'r.settled_at ASC NULLS FIRST',
  '-last_tried_at': 'r.settled_at DESC NULLS LAST',
  next_attempt_at: 'r.next_attempt_at ASC NULLS LAST',
  '-next_attempt_at': 'r.next_attempt_at DESC NULLS FIRST',
  amount: 'r.amount_cents ASC',
  '-amount': 'r.amount_cents DESC',
  attempts: 'r.attempts ASC',
  '-attempts': 'r.attempts DESC',
  email: 'c.email ASC',
  '-email': 'c.email DESC',
} as const;
export type FailedRenewalSort = keyof typeof failedRenewalSorts;

const failedOfActivePlans = `r.status = 'failed' AND s.status = 'active'`;

/** One page of the active plans' renewals whose last attempt was declined, in the order asked. */
export async function findFailedRenewals(
  db: Queryable,
  page: { sort: FailedRenewalSort; limit: number; offset: number },
): Promise<FailedRenewalRow[]> {
  const { rows } = await db.query<FailedRenewalRow>(
    `SELECT r.subscription_id, r.cycle, s.client_id, c.email, p.title AS product_title, r.amount_cents, r.attempts,
            r.settled_at AS last_tried_at, r.next_attempt_at
       FROM subscription_renewals r ${renewalJoins}
      WHERE ${failedOfActivePlans}
      ORDER BY ${failedRenewalSorts[page.sort]}, r.subscription_id, r.cycle LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return rows;
}

export async function countFailedRenewals(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM subscription_renewals r JOIN subscriptions s ON s.id = r.subscription_id
      WHERE ${failedOfActivePlans}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * A declined renewal of an active plan owed again now, as a retry that fell due is (one attempt more for one that
 * used them all), for the next charging run to claim: its plan's client, or null when it is not declined (paid,
 * being charged, or its plan ended).
 */
export async function oweDeclinedRenewalNow(
  tx: Queryable,
  renewal: RenewalKey,
  now: Date,
): Promise<{ client_id: string } | null> {
  const { rows } = await tx.write<{ client_id: string }>(
    ['subscription_renewals'],
    `UPDATE subscription_renewals r
        SET status = 'pending', attempts = LEAST(r.attempts, $4) + 1, created_at = $3, next_attempt_at = NULL,
            claim_id = NULL, claimed_until = NULL
       FROM subscriptions s
      WHERE s.id = r.subscription_id AND r.subscription_id = $1 AND r.cycle = $2 AND ${failedOfActivePlans}
      RETURNING s.client_id`,
    [renewal.subscription_id, renewal.cycle, now, RENEWAL_MAX_ATTEMPTS - 1],
  );
  return rows[0] ?? null;
}

/** Where a renewal stands, with its plan's: null when there is no such renewal. */
export async function findRenewalState(
  db: Queryable,
  renewal: RenewalKey,
): Promise<{ status: string; plan_status: string; client_id: string } | null> {
  const { rows } = await db.query<{ status: string; plan_status: string; client_id: string }>(
    `SELECT r.status, s.status AS plan_status, s.client_id
       FROM subscription_renewals r JOIN subscriptions s ON s.id = r.subscription_id
      WHERE r.subscription_id = $1 AND r.cycle = $2`,
    [renewal.subscription_id, renewal.cycle],
  );
  return rows[0] ?? null;
}
