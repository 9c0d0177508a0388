import type { Queryable } from '../../db/database';

export type AttemptPurpose = 'order' | 'instalment' | 'later_instalment' | 'renewal';
export type AttemptStatus = 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'abandoned';

/**
 * What an attempt pays for: an order (its card payment or its instalment plan), a later part of an order paid in
 * instalments, or a storage plan's period.
 */
export type AttemptReference =
  | { purpose: 'order' | 'instalment'; orderId: string }
  | { purpose: 'later_instalment'; orderId: string; number: number }
  | { purpose: 'renewal'; subscriptionId: string; cycle: number };

export interface PaymentAttempt {
  id: string;
  purpose: AttemptPurpose;
  order_id: string | null;
  subscription_id: string | null;
  cycle: number | null;
  instalment_number: number | null;
  attempt: number;
  amount_cents: number;
  idempotency_key: string;
  payment_method_token: string | null;
  status: AttemptStatus;
  provider_intent_id: string | null;
  created_at: Date;
}

const attemptColumns = `id, purpose, order_id, subscription_id, cycle, instalment_number, attempt, amount_cents, idempotency_key,
  payment_method_token, status, provider_intent_id, created_at`;

/**
 * A new attempt, pending, numbered after the earlier attempts of what it pays for; its key is the prefix and that
 * number. A second open attempt of one order or period is refused by a unique index (error 23505).
 */
export async function insertAttempt(
  tx: Queryable,
  attempt: {
    id: string;
    reference: AttemptReference;
    provider: string;
    amountCents: number;
    paymentMethodToken: string | null;
    keyPrefix: string;
    at: Date;
  },
): Promise<PaymentAttempt> {
  const { reference } = attempt;
  const orderId = reference.purpose === 'renewal' ? null : reference.orderId;
  const subscriptionId = reference.purpose === 'renewal' ? reference.subscriptionId : null;
  const cycle = reference.purpose === 'renewal' ? reference.cycle : null;
  const instalmentNumber = reference.purpose === 'later_instalment' ? reference.number : null;
  // One text for each kind of reference, so the earlier attempts are always read through their unique index: a
  // condition covering both kinds (`$1 IS NOT NULL AND … OR …`) is planned once per connection for any parameters,
  // and planned while the table is small, it read the whole table for every new attempt.
  const earlier =
    reference.purpose === 'renewal'
      ? 'subscription_id = $2::uuid AND cycle = $3::int'
      : 'order_id = $1::uuid';
  const { rows } = await tx.write<PaymentAttempt>(
    ['payment_attempts'],
    `WITH next AS (
       SELECT coalesce(max(attempt), 0) + 1 AS attempt FROM payment_attempts WHERE ${earlier}
     )
     INSERT INTO payment_attempts (id, purpose, order_id, subscription_id, cycle, instalment_number, attempt, provider,
       amount_cents, idempotency_key, payment_method_token, status, created_at)
     SELECT $4, $5, $1::uuid, $2::uuid, $3::int, $11::int, next.attempt, $6, $7, $8 || ':' || next.attempt, $9,
            'pending', $10
       FROM next
     RETURNING ${attemptColumns}`,
    [
      orderId,
      subscriptionId,
      cycle,
      attempt.id,
      reference.purpose,
      attempt.provider,
      attempt.amountCents,
      attempt.keyPrefix,
      attempt.paymentMethodToken,
      attempt.at,
      instalmentNumber,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('A payment attempt was not written');
  return inserted;
}

/** Keeps the provider's intent id on the attempt: committed before the intent is confirmed. */
export async function recordIntent(db: Queryable, attemptId: string, intentId: string): Promise<void> {
  await db.write(
    ['payment_attempts'],
    'UPDATE payment_attempts SET provider_intent_id = $2 WHERE id = $1 AND provider_intent_id IS NULL',
    [attemptId, intentId],
  );
}

/** The customer's bank asked them to authenticate: the attempt waits for them. */
export async function markRequiresAction(db: Queryable, attemptId: string): Promise<void> {
  await db.write(
    ['payment_attempts'],
    "UPDATE payment_attempts SET status = 'requires_action' WHERE id = $1 AND status = 'pending'",
    [attemptId],
  );
}

/**
 * Records an attempt's outcome once: an open attempt settles, and an abandoned or declined one can still succeed
 * (the provider took the money after all: a late authentication, or the intent confirmed again in the customer's
 * browser). False when it was settled already.
 */
export async function settleAttempt(
  tx: Queryable,
  attemptId: string,
  outcome: {
    status: 'succeeded' | 'declined' | 'abandoned';
    declineReason: string | null;
    intentId: string | null;
    planId: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { rows } = await tx.write(
    ['payment_attempts'],
    `UPDATE payment_attempts
        SET status = $2, decline_reason = $3, provider_intent_id = coalesce($4, provider_intent_id),
            provider_plan_id = $5, settled_at = $6
      WHERE id = $1
        AND (status IN ('pending', 'requires_action') OR (status IN ('abandoned', 'declined') AND $2 = 'succeeded'))
      RETURNING id`,
    [attemptId, outcome.status, outcome.declineReason, outcome.intentId, outcome.planId, outcome.at],
  );
  return rows.length > 0;
}

/** The order's attempt in flight (pending, or waiting for the customer's authentication), if any. */
export async function findOpenAttemptOfOrder(db: Queryable, orderId: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE order_id = $1 AND status IN ('pending', 'requires_action')`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The attempt in flight of a plan's period (pending, or waiting for the customer's authentication), if any. */
export async function findOpenAttemptOfPeriod(
  db: Queryable,
  period: { subscriptionId: string; cycle: number },
): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE subscription_id = $1 AND cycle = $2 AND status IN ('pending', 'requires_action')`,
    [period.subscriptionId, period.cycle],
  );
  return rows[0] ?? null;
}

/** Attempts for these purposes in flight since before the cutoff, oldest first. */
export async function findStaleOpenAttempts(
  db: Queryable,
  cutoff: Date,
  purposes: readonly AttemptPurpose[],
): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE status IN ('pending', 'requires_action') AND created_at < $1 AND purpose = ANY($2::text[])
      ORDER BY created_at LIMIT 100`,
    [cutoff, purposes],
  );
  return rows;
}

/** The attempt whose intent this is, or whose idempotency key the intent carries, whatever its state. */
export async function findAttemptOfIntent(
  db: Queryable,
  intent: { intentId: string; idempotencyKey: string | null },
): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE provider_intent_id = $1 OR ($2::text IS NOT NULL AND idempotency_key = $2::text)
      ORDER BY (provider_intent_id = $1) DESC LIMIT 1`,
    [intent.intentId, intent.idempotencyKey],
  );
  return rows[0] ?? null;
}

/** The success of this attempt is not needed (what it paid for was paid otherwise): it is to be refunded. */
export async function markRefundDue(tx: Queryable, attemptId: string): Promise<void> {
  await tx.write(['payment_attempts'], 'UPDATE payment_attempts SET refund_due = true WHERE id = $1', [
    attemptId,
  ]);
}

/** The refund of an unneeded success was made: what it gave back (never counted beyond what was paid), and nothing more is due. */
export async function recordRefundMade(
  db: Queryable,
  attemptId: string,
  refundedCents: number,
): Promise<void> {
  await db.write(
    ['payment_attempts'],
    `UPDATE payment_attempts SET refund_due = false, refunded_cents = greatest(refunded_cents, least($2::int, amount_cents))
      WHERE id = $1`,
    [attemptId, refundedCents],
  );
}

/** Attempts whose refund is due and not made yet (the provider could not be reached), oldest first. */
export async function findRefundsDue(db: Queryable): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts WHERE refund_due ORDER BY created_at LIMIT 100`,
  );
  return rows;
}

export interface RecordedRefund {
  id: string;
  /** What the attempt paid. */
  amount_cents: number;
  /** What is recorded as refunded of it now: never more than it paid. */
  refunded_cents: number;
  /** What the provider reported refunded beyond what the attempt paid, kept apart for staff. */
  refunds_beyond_paid_cents: number;
}

/**
 * Records what the provider says is refunded of an intent's charge in all: the attempt keeps at most what it paid,
 * and the rest apart (refunds only grow: an older report never lowers them). Null when no attempt has that intent.
 */
export async function recordAttemptRefund(
  db: Queryable,
  intentId: string,
  refundedCents: number,
): Promise<RecordedRefund | null> {
  const { rows } = await db.write<RecordedRefund>(
    ['payment_attempts'],
    `UPDATE payment_attempts
        SET refunded_cents = greatest(refunded_cents, least($2::int, amount_cents)),
            refunds_beyond_paid_cents = greatest(refunds_beyond_paid_cents, $2::int - amount_cents)
      WHERE provider_intent_id = $1
      RETURNING id, amount_cents, refunded_cents, refunds_beyond_paid_cents`,
    [intentId, refundedCents],
  );
  return rows[0] ?? null;
}

/**
 * Attempts that took nothing (abandoned or declined) made before the cutoff whose intent, made with this provider,
 * is not known closed at it yet, oldest first: their intents are to be cancelled (or found paid after all).
 */
export async function findIntentsToClose(
  db: Queryable,
  cutoff: Date | null,
  provider: string,
  orderId: string | null = null,
): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE status IN ('abandoned', 'declined') AND provider_intent_id IS NOT NULL AND intent_closed_at IS NULL
        AND ($1::timestamptz IS NULL OR created_at < $1) AND provider = $2 AND purpose <> 'instalment'
        AND ($3::uuid IS NULL OR order_id = $3)
      ORDER BY created_at LIMIT 100`,
    [cutoff, provider, orderId],
  );
  return rows;
}

/** The order's latest attempt, whatever became of it: how its customer chose to pay. */
export async function findLatestAttemptOfOrder(
  db: Queryable,
  orderId: string,
): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The attempt's intent is closed at the provider: cancelled there, or final (it took the money, which settled it). */
export async function markIntentClosed(db: Queryable, attemptId: string, at: Date): Promise<void> {
  await db.write(
    ['payment_attempts'],
    'UPDATE payment_attempts SET intent_closed_at = $2 WHERE id = $1 AND intent_closed_at IS NULL',
    [attemptId, at],
  );
}

/** How an order's attempts stand, read in the caller's transaction (whose lock on the order keeps them so). */
export interface OrderAttemptsState {
  attempts: number;
  /** In flight (pending, or waiting for the customer's authentication). */
  open: number;
  succeeded: number;
  /** Took nothing, but their intent may still be confirmed: not cancelled at the provider yet. */
  intentsOpen: number;
}

export async function orderAttemptsState(db: Queryable, orderId: string): Promise<OrderAttemptsState> {
  const { rows } = await db.query<OrderAttemptsState>(
    `SELECT count(*)::int AS attempts,
            count(*) FILTER (WHERE status IN ('pending', 'requires_action'))::int AS open,
            count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
            count(*) FILTER (WHERE status IN ('abandoned', 'declined') AND purpose <> 'instalment'
                               AND provider_intent_id IS NOT NULL AND intent_closed_at IS NULL)::int AS "intentsOpen"
       FROM payment_attempts WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ?? { attempts: 0, open: 0, succeeded: 0, intentsOpen: 0 };
}
