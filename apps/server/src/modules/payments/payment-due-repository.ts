import type { DueStatus } from '@fathom/domain/payment-owners';
import type { Queryable } from '../../db/database';
import type { OwnerReference } from './payment-attempt-repository';

/** Where a due stands (declined: tried again at `next_attempt_at`); the owners read it in their joins too. */
export type { DueStatus };

/** A part of an owner's debt the ledger charges on its date and retries on its policy (ADR 063). */
export interface PaymentDue {
  id: string;
  owner_kind: string;
  owner_id: string;
  /** The scope of its attempts (one in flight, numbered together). */
  owner_key: string;
  /** The owner's number for it: an instalment's number, a renewal's period. */
  owner_part: number;
  amount_cents: number;
  due_at: Date;
  payment_method_token: string | null;
  key_prefix: string;
  max_attempts: number;
  retry_delay_seconds: number;
  remind_before_seconds: number | null;
  status: DueStatus;
  /** Attempts claimed so far. */
  attempts: number;
  next_attempt_at: Date | null;
  /** When its latest attempt was claimed. */
  tried_at: Date | null;
  /** When its latest outcome (declined, paid) was recorded. */
  settled_at: Date | null;
  reminded_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
}

const dueColumns = `id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at, payment_method_token,
  key_prefix, max_attempts, retry_delay_seconds, remind_before_seconds, status, attempts, next_attempt_at, tried_at,
  settled_at, reminded_at, paid_at, created_at`;
/** The same, of the row an `UPDATE … FROM` changes (`d`). */
const updatedDueColumns = dueColumns.replaceAll(/\w+/g, (column) => `d.${column}`);

/** A due to write: what the owner asks, with the policy it is tried on. */
export interface NewDue {
  id: string;
  owner: OwnerReference;
  part: number;
  amountCents: number;
  dueAt: Date;
  paymentMethodToken: string | null;
  keyPrefix: string;
  maxAttempts: number;
  retryDelaySeconds: number;
  remindBeforeSeconds: number | null;
}

/**
 * Writes dues, scheduled for their date, in the caller's transaction, one statement however many: a part an owner
 * scheduled already is kept as it is. Answers how many were written.
 */
export async function insertDues(tx: Queryable, dues: readonly NewDue[], at: Date): Promise<number> {
  if (dues.length === 0) return 0;
  const { rows } = await tx.write<{ id: string }>(
    ['payment_dues'],
    `INSERT INTO payment_dues (id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at,
       payment_method_token, key_prefix, max_attempts, retry_delay_seconds, remind_before_seconds, status, attempts,
       collect_at, created_at)
     SELECT due.id, due.owner_kind, due.owner_id, due.owner_key, due.owner_part, due.amount_cents, due.due_at,
            due.token, due.key_prefix, due.max_attempts, due.retry_delay_seconds, due.remind_before_seconds,
            'scheduled', 0, due.due_at, $13
       FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::timestamptz[],
                   $8::text[], $9::text[], $10::int[], $11::int[], $12::int[])
            AS due (id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at, token, key_prefix,
                    max_attempts, retry_delay_seconds, remind_before_seconds)
     ON CONFLICT (owner_kind, owner_id, owner_part) DO NOTHING
     RETURNING id`,
    [
      dues.map((due) => due.id),
      dues.map((due) => due.owner.kind),
      dues.map((due) => due.owner.id),
      dues.map((due) => due.owner.key ?? ''),
      dues.map((due) => due.part),
      dues.map((due) => due.amountCents),
      dues.map((due) => due.dueAt),
      dues.map((due) => due.paymentMethodToken),
      dues.map((due) => due.keyPrefix),
      dues.map((due) => due.maxAttempts),
      dues.map((due) => due.retryDelaySeconds),
      dues.map((due) => due.remindBeforeSeconds),
      at,
    ],
  );
  return rows.length;
}

/** Which dues a pass collects: of these kinds of owner, and of these owners alone when named. */
export interface DueScope {
  kinds: readonly string[];
  ownerIds: readonly string[] | null;
}

/**
 * Claims up to `limit` dues to collect now, in the order they fell due, for this claim until then: scheduled ones
 * due, declined ones whose retry is due (each counted as one attempt more), and pending ones whose claim ran out
 * (their run stopped). An owner's dues are collected in the order of their parts: one waits while an earlier one is
 * unpaid. Rows another run is claiming at this moment are skipped, not waited for, so runs on several instances take
 * batches of their own.
 */
export async function claimDues(
  db: Queryable,
  claim: { id: string; until: Date; now: Date; limit: number; scope: DueScope },
): Promise<PaymentDue[]> {
  const { rows } = await db.write<PaymentDue>(
    ['payment_dues'],
    `UPDATE payment_dues d
        SET status = 'pending', claim_id = $1, claimed_until = $2, collect_at = $2, next_attempt_at = NULL,
            attempts = CASE WHEN d.status = 'pending' THEN d.attempts ELSE d.attempts + 1 END,
            tried_at = CASE WHEN d.status = 'pending' THEN d.tried_at ELSE $3 END
       FROM (SELECT e.id FROM payment_dues e
              WHERE e.collect_at <= $3 AND e.status IN ('scheduled', 'declined', 'pending')
                AND e.owner_kind = ANY($5::text[]) AND ($6::uuid[] IS NULL OR e.owner_id = ANY($6::uuid[]))
                AND NOT EXISTS (SELECT 1 FROM payment_dues b
                                 WHERE b.owner_kind = e.owner_kind AND b.owner_id = e.owner_id
                                   AND b.owner_part < e.owner_part AND b.status <> 'paid')
              ORDER BY e.collect_at LIMIT $4 FOR UPDATE SKIP LOCKED) owed
      WHERE d.id = owed.id
      RETURNING ${updatedDueColumns}`,
    [claim.id, claim.until, claim.now, claim.limit, claim.scope.kinds, claim.scope.ownerIds],
  );
  return rows;
}

/**
 * Takes the due's row for this transaction; the due when it is still pending and held by this claim (a claim that
 * ran out and was taken by another run, or a due paid meanwhile, answers null).
 */
export async function holdDue(tx: Queryable, dueId: string, claimId: string): Promise<PaymentDue | null> {
  const { rows } = await tx.query<PaymentDue & { claim_id: string | null }>(
    `SELECT ${dueColumns}, claim_id FROM payment_dues WHERE id = $1 FOR UPDATE`,
    [dueId],
  );
  const row = rows[0];
  return row?.status === 'pending' && row.claim_id === claimId ? row : null;
}

/** The due an attempt pays (its owner's part), its row locked for this transaction; null when there is none. */
export async function lockDueOf(
  tx: Queryable,
  owner: { kind: string; id: string; part: number },
): Promise<PaymentDue | null> {
  const { rows } = await tx.query<PaymentDue>(
    `SELECT ${dueColumns} FROM payment_dues WHERE owner_kind = $1 AND owner_id = $2 AND owner_part = $3 FOR UPDATE`,
    [owner.kind, owner.id, owner.part],
  );
  return rows[0] ?? null;
}

/** A due paid: once (null when it was paid already); a declined or failed one too (a late charge went through). */
export async function markDuePaid(tx: Queryable, dueId: string, at: Date): Promise<PaymentDue | null> {
  const { rows } = await tx.write<PaymentDue>(
    ['payment_dues'],
    `UPDATE payment_dues
        SET status = 'paid', paid_at = $2, settled_at = $2, next_attempt_at = NULL, collect_at = NULL,
            claim_id = NULL, claimed_until = NULL
      WHERE id = $1 AND status <> 'paid'
      RETURNING ${dueColumns}`,
    [dueId, at],
  );
  return rows[0] ?? null;
}

/**
 * A due's attempt declined: tried again at `retryAt`, or failed (no attempt left) when it is null; once, while it
 * is pending (null otherwise).
 */
export async function markDueDeclined(
  tx: Queryable,
  dueId: string,
  decline: { at: Date; retryAt: Date | null },
): Promise<PaymentDue | null> {
  const { rows } = await tx.write<PaymentDue>(
    ['payment_dues'],
    `UPDATE payment_dues
        SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'declined' END,
            next_attempt_at = $3, collect_at = $3, settled_at = $2, claim_id = NULL, claimed_until = NULL
      WHERE id = $1 AND status = 'pending'
      RETURNING ${dueColumns}`,
    [dueId, decline.at, decline.retryAt],
  );
  return rows[0] ?? null;
}

/** When the first claim on a due of these kinds runs out, after this moment; null when none is claimed. */
export async function nextDueClaimExpiry(
  db: Queryable,
  now: Date,
  kinds: readonly string[],
): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | null }>(
    `SELECT min(collect_at) AS until FROM payment_dues
      WHERE status = 'pending' AND collect_at > $1 AND owner_kind = ANY($2::text[])`,
    [now, kinds],
  );
  return rows[0]?.until ?? null;
}

/**
 * Claims the reminders of dues of these kinds that fall due within their reminder window (after now, up to now and
 * the window), once each: the dues claimed, for the transaction that tells their customers. A due behind an earlier
 * one of its owner that was declined or failed is not charged on its date (it waits for that one), so it is not
 * announced.
 */
export async function claimDueReminders(
  tx: Queryable,
  now: Date,
  kinds: readonly string[],
): Promise<PaymentDue[]> {
  const { rows } = await tx.write<PaymentDue>(
    ['payment_dues'],
    `UPDATE payment_dues SET reminded_at = $1
      WHERE id IN (
        SELECT d.id FROM payment_dues d
         WHERE d.status = 'scheduled' AND d.reminded_at IS NULL AND d.remind_before_seconds IS NOT NULL
           AND d.due_at > $1 AND d.due_at <= $1 + make_interval(secs => d.remind_before_seconds)
           AND d.owner_kind = ANY($2::text[])
           AND NOT EXISTS (SELECT 1 FROM payment_dues e
                            WHERE e.owner_kind = d.owner_kind AND e.owner_id = d.owner_id
                              AND e.owner_part < d.owner_part AND e.status IN ('declined', 'failed'))
         ORDER BY d.due_at LIMIT 500 FOR UPDATE OF d SKIP LOCKED)
      RETURNING ${dueColumns}`,
    [now, kinds],
  );
  return rows;
}

/** Which dues a change applies to: of one kind of owner, of these owners, of this part alone when named. */
export interface DueSelection {
  kind: string;
  ownerIds: readonly string[];
  part?: number;
}

/**
 * Dues declined or failed are due again now, as a retry that fell due is (a due that used all its attempts gets one
 * more), for the next collector to claim: those changed.
 */
export async function retryDuesNow(tx: Queryable, selection: DueSelection, now: Date): Promise<PaymentDue[]> {
  const { rows } = await tx.write<PaymentDue>(
    ['payment_dues'],
    `UPDATE payment_dues
        SET status = 'declined', next_attempt_at = $4, collect_at = $4, attempts = least(attempts, max_attempts - 1)
      WHERE owner_kind = $1 AND owner_id = ANY($2::uuid[]) AND ($3::int IS NULL OR owner_part = $3)
        AND status IN ('declined', 'failed')
      RETURNING ${dueColumns}`,
    [selection.kind, selection.ownerIds, selection.part ?? null, now],
  );
  return rows;
}

/** The unpaid dues selected are charged to this card from now on: the owners changed. */
export async function useCardForDues(
  tx: Queryable,
  selection: DueSelection,
  paymentMethodToken: string,
): Promise<string[]> {
  const { rows } = await tx.write<{ owner_id: string }>(
    ['payment_dues'],
    `UPDATE payment_dues SET payment_method_token = $4
      WHERE owner_kind = $1 AND owner_id = ANY($2::uuid[]) AND ($3::int IS NULL OR owner_part = $3)
        AND status <> 'paid'
      RETURNING owner_id`,
    [selection.kind, selection.ownerIds, selection.part ?? null, paymentMethodToken],
  );
  return [...new Set(rows.map((row) => row.owner_id))];
}

/** The owner's declined dues are not tried again: they fail as they stand. */
export async function stopRetryingDues(tx: Queryable, owner: { kind: string; id: string }): Promise<void> {
  await tx.write(
    ['payment_dues'],
    `UPDATE payment_dues SET status = 'failed', next_attempt_at = NULL, collect_at = NULL
      WHERE owner_kind = $1 AND owner_id = $2 AND status = 'declined'`,
    [owner.kind, owner.id],
  );
}

/** A due by its owner's part; null when the owner has no such due. */
export async function findDue(
  db: Queryable,
  owner: { kind: string; id: string; part: number },
): Promise<PaymentDue | null> {
  const { rows } = await db.query<PaymentDue>(
    `SELECT ${dueColumns} FROM payment_dues WHERE owner_kind = $1 AND owner_id = $2 AND owner_part = $3`,
    [owner.kind, owner.id, owner.part],
  );
  return rows[0] ?? null;
}

/** How many of these dues are paid. */
export async function countPaidDues(db: Queryable, dueIds: readonly string[]): Promise<number> {
  if (dueIds.length === 0) return 0;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_dues WHERE id = ANY($1::uuid[]) AND status = 'paid'`,
    [dueIds],
  );
  return rows[0]?.n ?? 0;
}

/** How many dues of these owners were paid since that moment. */
export async function countDuesPaidSince(
  db: Queryable,
  selection: DueSelection,
  since: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_dues
      WHERE owner_kind = $1 AND owner_id = ANY($2::uuid[]) AND status = 'paid' AND paid_at >= $3`,
    [selection.kind, selection.ownerIds, since],
  );
  return rows[0]?.n ?? 0;
}
