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

/** A refund staff asked for, as the ledger keeps it. */
export interface PaymentRefund {
  id: string;
  attempt_id: string;
  request_key: string;
  amount_cents: number;
  reason: string;
  requested_by: string;
  notify_email: string;
  /** What it gave back money for, as its email names it: an order's number, or a plan's title and period. */
  order_number: string | null;
  plan_title: string | null;
  plan_period: number | null;
  state: 'pending' | 'made' | 'refused';
  refused_message: string | null;
  created_at: Date;
  settled_at: Date | null;
}

const refundColumns = `id, attempt_id, request_key, amount_cents, reason, requested_by, notify_email, order_number,
  plan_title, plan_period, state, refused_message, created_at, settled_at`;

/** The attempt as a refund sees it, its row locked until the transaction ends: two refunds of it queue. */
export interface RefundableAttempt {
  id: string;
  purpose: AttemptPurpose;
  status: AttemptStatus;
  order_id: string | null;
  /** A renewal's plan and period. */
  subscription_id: string | null;
  cycle: number | null;
  amount_cents: number;
  refunded_cents: number;
  refund_due: boolean;
  provider_intent_id: string | null;
  /** Staff refunds written and not made yet. */
  in_flight_cents: number;
}

export async function lockAttemptForRefund(
  tx: Queryable,
  attemptId: string,
): Promise<RefundableAttempt | null> {
  const { rows } = await tx.query<Omit<RefundableAttempt, 'in_flight_cents'>>(
    `SELECT id, purpose, status, order_id, subscription_id, cycle, amount_cents, refunded_cents, refund_due,
            provider_intent_id
       FROM payment_attempts WHERE id = $1 FOR UPDATE`,
    [attemptId],
  );
  const attempt = rows[0];
  if (!attempt) return null;
  const pending = await tx.query<{ cents: number }>(
    `SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payment_refunds
      WHERE attempt_id = $1 AND state = 'pending'`,
    [attemptId],
  );
  return { ...attempt, in_flight_cents: pending.rows[0]?.cents ?? 0 };
}

export async function findRefundByRequestKey(
  tx: Queryable,
  attemptId: string,
  requestKey: string,
): Promise<PaymentRefund | null> {
  const { rows } = await tx.query<PaymentRefund>(
    `SELECT ${refundColumns} FROM payment_refunds WHERE attempt_id = $1 AND request_key = $2`,
    [attemptId, requestKey],
  );
  return rows[0] ?? null;
}

export async function insertRefund(
  tx: Queryable,
  refund: {
    id: string;
    attemptId: string;
    requestKey: string;
    amountCents: number;
    reason: string;
    requestedBy: string;
    notifyEmail: string;
    paidFor: { orderNumber: string } | { planTitle: string; period: number };
    at: Date;
  },
): Promise<PaymentRefund> {
  const { rows } = await tx.write<PaymentRefund>(
    ['payment_refunds'],
    `INSERT INTO payment_refunds (id, attempt_id, request_key, amount_cents, reason, requested_by, notify_email,
       order_number, plan_title, plan_period, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11) RETURNING ${refundColumns}`,
    [
      refund.id,
      refund.attemptId,
      refund.requestKey,
      refund.amountCents,
      refund.reason,
      refund.requestedBy,
      refund.notifyEmail,
      'orderNumber' in refund.paidFor ? refund.paidFor.orderNumber : null,
      'planTitle' in refund.paidFor ? refund.paidFor.planTitle : null,
      'period' in refund.paidFor ? refund.paidFor.period : null,
      refund.at,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('A refund was not written');
  return inserted;
}

/** Marks a pending refund made (or refused) once: null when it was settled already. */
export async function settleRefund(
  tx: Queryable,
  refundId: string,
  outcome:
    | { state: 'made'; providerRefundId: string; at: Date }
    | { state: 'refused'; message: string; at: Date },
): Promise<PaymentRefund | null> {
  const { rows } = await tx.write<PaymentRefund>(
    ['payment_refunds'],
    `UPDATE payment_refunds SET state = $2, provider_refund_id = $3, refused_message = $4, settled_at = $5
      WHERE id = $1 AND state = 'pending' RETURNING ${refundColumns}`,
    [
      refundId,
      outcome.state,
      outcome.state === 'made' ? outcome.providerRefundId : null,
      outcome.state === 'refused' ? outcome.message : null,
      outcome.at,
    ],
  );
  return rows[0] ?? null;
}

/** Staff refunds written before the cutoff and not made yet, oldest first, with their payment's intent. */
export async function findPendingRefunds(
  db: Queryable,
  cutoff: Date,
): Promise<(PaymentRefund & { provider_intent_id: string })[]> {
  const { rows } = await db.query<PaymentRefund & { provider_intent_id: string }>(
    `SELECT r.*, a.provider_intent_id
       FROM payment_refunds r JOIN payment_attempts a ON a.id = r.attempt_id
      WHERE r.state = 'pending' AND r.created_at < $1 ORDER BY r.created_at LIMIT 100`,
    [cutoff],
  );
  return rows;
}

/**
 * A customer's payments that took money (and those in flight), newest first, with their refunds: an order's
 * (order_id and po_number), or a storage plan's renewal (subscription_id, plan_title and cycle, its period).
 */
export interface ClientPayment {
  id: string;
  purpose: AttemptPurpose;
  order_id: string | null;
  po_number: string | null;
  subscription_id: string | null;
  plan_title: string | null;
  cycle: number | null;
  instalment_number: number | null;
  status: AttemptStatus;
  amount_cents: number;
  refunded_cents: number;
  in_flight_cents: number;
  refund_due: boolean;
  payment_method_token: string | null;
  created_at: Date;
  refunds: {
    id: string;
    amount_cents: number;
    reason: string;
    state: 'pending' | 'made' | 'refused';
    created_at: string;
  }[];
}

export async function findPaymentsOfClient(db: Queryable, clientId: string): Promise<ClientPayment[]> {
  const { rows } = await db.query<ClientPayment>(
    `SELECT a.id, a.purpose, a.order_id, a.po_number, a.subscription_id, a.plan_title, a.cycle,
            a.instalment_number, a.status, a.amount_cents, a.refunded_cents, a.refund_due, a.payment_method_token,
            a.created_at,
            coalesce((SELECT sum(r.amount_cents) FROM payment_refunds r
                       WHERE r.attempt_id = a.id AND r.state = 'pending'), 0)::int AS in_flight_cents,
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents,
                                'reason', r.reason, 'state', r.state, 'created_at', r.created_at)
                              ORDER BY r.created_at)
                        FROM payment_refunds r WHERE r.attempt_id = a.id), '[]'::json) AS refunds
       FROM (SELECT paid.*, mine.po_number, NULL::text AS plan_title
               FROM payment_attempts paid JOIN orders mine ON mine.id = paid.order_id
              WHERE mine.client_id = $1 AND paid.status = 'succeeded'
             UNION ALL
             SELECT paid.*, NULL, plan.title
               FROM payment_attempts paid JOIN subscriptions mine ON mine.id = paid.subscription_id
               JOIN products plan ON plan.id = mine.product_id
              WHERE mine.client_id = $1 AND paid.status = 'succeeded') a
      ORDER BY a.created_at DESC, a.id LIMIT 100`,
    [clientId],
  );
  return rows;
}

/** A refund the processor made whose charge's total it did not report: added, never beyond what was paid. */
export async function recordRefundIncrease(tx: Queryable, attemptId: string, cents: number): Promise<void> {
  await tx.write(
    ['payment_attempts'],
    'UPDATE payment_attempts SET refunded_cents = least(refunded_cents + $2::int, amount_cents) WHERE id = $1',
    [attemptId, cents],
  );
}

/** Attempts not settled yet, by status (ours to settle, or the customer's bank's to confirm), for the operator's metrics. */
export interface OpenAttemptReading {
  status: 'pending' | 'requires_action';
  count: number;
  /** Seconds since the oldest of them was made (0 when none is open). */
  oldest_seconds: number;
}

export async function openAttemptReadings(db: Queryable): Promise<OpenAttemptReading[]> {
  // Through the index of open attempts (payment_attempts_open_by_age): a settled attempt is never read here.
  const { rows } = await db.query<OpenAttemptReading>(
    `SELECT s.status, count(a.id)::int AS count,
            COALESCE(EXTRACT(EPOCH FROM now() - min(a.created_at)), 0)::float8 AS oldest_seconds
       FROM (VALUES ('pending'), ('requires_action')) AS s (status)
       LEFT JOIN payment_attempts a ON a.status = s.status AND a.status IN ('pending', 'requires_action')
      GROUP BY s.status ORDER BY s.status`,
  );
  return rows;
}
