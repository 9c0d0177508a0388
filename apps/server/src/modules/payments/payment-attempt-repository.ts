import type { Queryable } from '../../db/database';

export type AttemptStatus = 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'abandoned';
/** What an attempt does at the provider: charge a card, or start an instalment plan (its first part charged). */
export type AttemptMethod = 'card' | 'instalment_plan';

/**
 * What an attempt pays for, as its owner names it (ADR 063): the kind of thing (the owner's word: checkout's
 * `order`, billing's `storage_plan`), its id, and the owner's key, the scope of one attempt in flight and of attempt
 * numbers (`''` unless the owner scopes them finer: a plan's period). The ledger never reads the owner's tables.
 */
export interface OwnerReference {
  kind: string;
  id: string;
  key?: string;
}

export interface PaymentAttempt {
  id: string;
  owner_kind: string;
  owner_id: string;
  owner_key: string;
  /** The part of the owner's debt this attempt pays (a later instalment's number, a renewal's period), if any. */
  owner_part: number | null;
  method: AttemptMethod;
  attempt: number;
  amount_cents: number;
  idempotency_key: string;
  payment_method_token: string | null;
  status: AttemptStatus;
  provider_intent_id: string | null;
  created_at: Date;
}

const attemptColumns = `id, owner_kind, owner_id, owner_key, owner_part, method, attempt, amount_cents, idempotency_key,
  payment_method_token, status, provider_intent_id, created_at`;

/** The next attempt of its scope, numbered after the scope's earlier ones (one text, built once). */
const INSERT_ATTEMPT_SQL = `WITH next AS (
       SELECT coalesce(max(attempt), 0) + 1 AS attempt FROM payment_attempts
        WHERE owner_kind = $1 AND owner_id = $2::uuid AND owner_key = $3
     )
     INSERT INTO payment_attempts (id, owner_kind, owner_id, owner_key, owner_part, method, attempt, provider,
       amount_cents, idempotency_key, payment_method_token, status, created_at)
     SELECT $4, $1, $2::uuid, $3, $5::int, $6, next.attempt, $7, $8, $9 || ':' || next.attempt, $10, 'pending', $11
       FROM next
     RETURNING ${attemptColumns}`;

/**
 * A new attempt, pending, numbered after the earlier attempts of its owner's scope; its key is the prefix and that
 * number. A second open attempt in one scope is refused by a unique index (error 23505).
 */
export async function insertAttempt(
  tx: Queryable,
  attempt: {
    id: string;
    owner: OwnerReference;
    /** The part of the owner's debt it pays, if any. */
    part: number | null;
    method: AttemptMethod;
    provider: string;
    amountCents: number;
    paymentMethodToken: string | null;
    keyPrefix: string;
    at: Date;
  },
): Promise<PaymentAttempt> {
  // The earlier attempts of the scope are read through its unique index (owner_kind, owner_id, owner_key, attempt).
  const { rows } = await tx.write<PaymentAttempt>(['payment_attempts'], INSERT_ATTEMPT_SQL, [
    attempt.owner.kind,
    attempt.owner.id,
    attempt.owner.key ?? '',
    attempt.id,
    attempt.part,
    attempt.method,
    attempt.provider,
    attempt.amountCents,
    attempt.keyPrefix,
    attempt.paymentMethodToken,
    attempt.at,
  ]);
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

/** The attempt in flight (pending, or waiting for the customer's authentication) of an owner's scope, if any. */
export async function findOpenAttemptOf(
  db: Queryable,
  owner: OwnerReference,
): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE owner_kind = $1 AND owner_id = $2 AND owner_key = $3 AND status IN ('pending', 'requires_action')`,
    [owner.kind, owner.id, owner.key ?? ''],
  );
  return rows[0] ?? null;
}

/** Attempts of these kinds of owner in flight since before the cutoff, oldest first. */
export async function findStaleOpenAttempts(
  db: Queryable,
  cutoff: Date,
  ownerKinds: readonly string[],
): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE status IN ('pending', 'requires_action') AND created_at < $1 AND owner_kind = ANY($2::text[])
      ORDER BY created_at LIMIT 100`,
    [cutoff, ownerKinds],
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
  owner: OwnerReference | null = null,
): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE status IN ('abandoned', 'declined') AND provider_intent_id IS NOT NULL AND intent_closed_at IS NULL
        AND ($1::timestamptz IS NULL OR created_at < $1) AND provider = $2 AND method = 'card'
        AND ($3::text IS NULL OR (owner_kind = $3 AND owner_id = $4::uuid))
      ORDER BY created_at LIMIT 100`,
    [cutoff, provider, owner?.kind ?? null, owner?.id ?? null],
  );
  return rows;
}

/** The latest attempt of an owner's scope, whatever became of it: how its customer chose to pay. */
export async function findLatestAttemptOf(
  db: Queryable,
  owner: OwnerReference,
): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `SELECT ${attemptColumns} FROM payment_attempts
      WHERE owner_kind = $1 AND owner_id = $2 AND owner_key = $3 ORDER BY attempt DESC LIMIT 1`,
    [owner.kind, owner.id, owner.key ?? ''],
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

/** How an owner's attempts stand, read in the caller's transaction (whose lock on the owner keeps them so). */
export interface OwnerAttemptsState {
  attempts: number;
  /** In flight (pending, or waiting for the customer's authentication). */
  open: number;
  succeeded: number;
  /** Took nothing, but their intent may still be confirmed: not cancelled at the provider yet. */
  intentsOpen: number;
}

export async function ownerAttemptsState(db: Queryable, owner: OwnerReference): Promise<OwnerAttemptsState> {
  const { rows } = await db.query<OwnerAttemptsState>(
    `SELECT count(*)::int AS attempts,
            count(*) FILTER (WHERE status IN ('pending', 'requires_action'))::int AS open,
            count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
            count(*) FILTER (WHERE status IN ('abandoned', 'declined') AND method = 'card'
                               AND provider_intent_id IS NOT NULL AND intent_closed_at IS NULL)::int AS "intentsOpen"
       FROM payment_attempts WHERE owner_kind = $1 AND owner_id = $2`,
    [owner.kind, owner.id],
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
  /** The plan's product, which its email names the plan by in the reader's language (plan_title otherwise). */
  plan_product_key: string | null;
  plan_title: string | null;
  plan_period: number | null;
  state: 'pending' | 'made' | 'refused';
  refused_message: string | null;
  created_at: Date;
  settled_at: Date | null;
}

const refundColumns = `id, attempt_id, request_key, amount_cents, reason, requested_by, notify_email, order_number,
  plan_product_key, plan_title, plan_period, state, refused_message, created_at, settled_at`;

/** The attempt as a refund sees it, its row locked until the transaction ends: two refunds of it queue. */
export interface RefundableAttempt {
  id: string;
  method: AttemptMethod;
  status: AttemptStatus;
  owner_kind: string;
  owner_id: string;
  /** The part of the owner's debt it paid (a renewal's period, a later instalment's number). */
  owner_part: number | null;
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
    `SELECT id, method, status, owner_kind, owner_id, owner_part, amount_cents, refunded_cents, refund_due,
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
    paidFor: { orderNumber: string } | { planKey: string | null; planTitle: string; period: number };
    at: Date;
  },
): Promise<PaymentRefund> {
  const { rows } = await tx.write<PaymentRefund>(
    ['payment_refunds'],
    `INSERT INTO payment_refunds (id, attempt_id, request_key, amount_cents, reason, requested_by, notify_email,
       order_number, plan_product_key, plan_title, plan_period, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12) RETURNING ${refundColumns}`,
    [
      refund.id,
      refund.attemptId,
      refund.requestKey,
      refund.amountCents,
      refund.reason,
      refund.requestedBy,
      refund.notifyEmail,
      'orderNumber' in refund.paidFor ? refund.paidFor.orderNumber : null,
      'planTitle' in refund.paidFor ? refund.paidFor.planKey : null,
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

/** A payment that took money, with its refunds, as the owners it paid for list them (newest first). */
export interface OwnerPayment {
  id: string;
  method: AttemptMethod;
  owner_kind: string;
  owner_id: string;
  /** The part of the owner's debt it paid (a renewal's period, a later instalment's number), if any. */
  owner_part: number | null;
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

/** The payments that took money of these owners (every scope of each), newest first, at most 100. */
export async function findPaymentsOfOwners(
  db: Queryable,
  owners: readonly { kind: string; id: string }[],
): Promise<OwnerPayment[]> {
  if (owners.length === 0) return [];
  const { rows } = await db.query<OwnerPayment>(
    `SELECT a.id, a.method, a.owner_kind, a.owner_id, a.owner_part, a.status, a.amount_cents, a.refunded_cents, a.refund_due, a.payment_method_token,
            a.created_at,
            coalesce((SELECT sum(r.amount_cents) FROM payment_refunds r
                       WHERE r.attempt_id = a.id AND r.state = 'pending'), 0)::int AS in_flight_cents,
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents,
                                'reason', r.reason, 'state', r.state, 'created_at', r.created_at)
                              ORDER BY r.created_at)
                        FROM payment_refunds r WHERE r.attempt_id = a.id), '[]'::json) AS refunds
       FROM payment_attempts a
       JOIN unnest($1::text[], $2::uuid[]) AS owner (kind, id) ON a.owner_kind = owner.kind AND a.owner_id = owner.id
      WHERE a.status = 'succeeded'
      ORDER BY a.created_at DESC, a.id LIMIT 100`,
    [owners.map((owner) => owner.kind), owners.map((owner) => owner.id)],
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
