import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';
import type { EmailKind } from './index';

export interface QueuedEmail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  sealed_body: string | null;
  sent_at: Date | null;
}

export async function insertQueuedEmail(
  db: Queryable,
  email: {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    sealed: string | null;
    kind: EmailKind;
  },
): Promise<void> {
  await db.write(
    ['outbox'],
    `INSERT INTO outbox (id, to_address, subject, text_body, html_body, sealed_body, kind, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
    [email.id, email.to, email.subject, email.text, email.html, email.sealed, email.kind],
  );
}

/**
 * The language the account of an address reads its e-mails in (its profile's), or null: no account, or none chosen.
 * Addresses are one account's each, whatever their case (users_email_lower).
 */
export async function findAddressLanguage(db: Queryable, address: string): Promise<string | null> {
  const { rows } = await db.query<{ language: string | null }>(
    'SELECT language FROM users WHERE lower(email) = lower($1)',
    [address],
  );
  return rows[0]?.language ?? null;
}

export async function findQueuedEmail(db: Queryable, id: string): Promise<QueuedEmail | null> {
  const { rows } = await db.query<QueuedEmail>(
    'SELECT id, to_address, subject, text_body, html_body, sealed_body, sent_at FROM outbox WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** A run's claim on its message: the message, and the key of the run (its job and attempt). */
export interface EmailClaim {
  id: string;
  key: string;
}

/**
 * Claims unsent messages, each for its run until that run's lease runs out, in one statement: a message unclaimed,
 * or whose claim lapsed (its run died), is taken; one that another live run holds, or that was sent, is not. The
 * claim never outlasts the run, so the run that takes a dead one over finds it lapsed; and a run whose lease has
 * already run out (its worker stalled past it) takes nothing, since a claim that lapsed as it was made would leave
 * the message to be claimed and sent by the run that took it over as well. The messages taken, each with the key
 * that now holds it (of two claims of one message in one call, one wins).
 */
export async function claimQueuedEmails(
  db: Queryable,
  claims: readonly (EmailClaim & { until: Date })[],
): Promise<(QueuedEmail & { claim_id: string })[]> {
  const { rows } = await db.write<QueuedEmail & { claim_id: string }>(
    ['outbox'],
    `UPDATE outbox SET claim_id = claim.key, claimed_until = claim.until
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS claim (id, key, until)
      WHERE outbox.id = claim.id AND outbox.sent_at IS NULL AND claim.until > now()
        AND (outbox.claim_id IS NULL OR outbox.claimed_until < now())
     RETURNING outbox.id, outbox.to_address, outbox.subject, outbox.text_body, outbox.html_body, outbox.sealed_body,
               outbox.sent_at, outbox.claim_id`,
    [
      claims.map((claim) => claim.id),
      claims.map((claim) => claim.key),
      claims.map((claim) => claim.until.toISOString()),
    ],
  );
  return rows;
}

/** The claims of runs still going are renewed with their runs, until their new leases run out. */
export async function renewEmailClaims(
  db: Queryable,
  claims: readonly { id: string; key: string; until: Date }[],
): Promise<void> {
  await db.write(
    ['outbox'],
    `UPDATE outbox o SET claimed_until = c.until
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS c(id, key, until)
      WHERE o.id = c.id AND o.claim_id = c.key AND o.sent_at IS NULL`,
    [
      claims.map((claim) => claim.id),
      claims.map((claim) => claim.key),
      claims.map((claim) => claim.until.toISOString()),
    ],
  );
}

/**
 * Sent, each by the run holding its claim, which this releases, in one statement: the sealed message, live links
 * and all, is wiped; what staff read stays. The messages marked: one whose claim was no longer its run's (it lapsed
 * and another run took the message) is not.
 */
export async function markEmailsSent(
  db: Queryable,
  sent: readonly (EmailClaim & { at: Date })[],
): Promise<EmailClaim[]> {
  const { rows } = await db.write<EmailClaim>(
    ['outbox'],
    `UPDATE outbox SET sent_at = sent.at, sealed_body = NULL, attempts = attempts + 1, last_error = NULL,
            failed_at = NULL, claim_id = NULL, claimed_until = NULL
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS sent (id, key, at)
      WHERE outbox.id = sent.id AND outbox.claim_id = sent.key AND outbox.sent_at IS NULL
     RETURNING outbox.id, sent.key`,
    [sent.map((each) => each.id), sent.map((each) => each.key), sent.map((each) => each.at.toISOString())],
  );
  return rows;
}

/**
 * A failed attempt, which releases the run's claim (so that its retry claims the message at once); `failedAt`
 * when no retry is left: the message is flagged to staff. `claimKey` null: the attempt's run died (its claim
 * lapses by itself).
 */
export async function markEmailAttemptFailed(
  db: Queryable,
  id: string,
  failure: { error: string; failedAt: Date | null; claimKey: string | null },
): Promise<void> {
  await db.write(
    ['outbox'],
    `UPDATE outbox SET attempts = attempts + 1, last_error = $2, failed_at = $3,
            claimed_until = CASE WHEN claim_id = $4 THEN NULL ELSE claimed_until END,
            claim_id = CASE WHEN claim_id = $4 THEN NULL ELSE claim_id END
      WHERE id = $1 AND sent_at IS NULL`,
    [id, failure.error.slice(0, 500), failure.failedAt, failure.claimKey],
  );
}

/** E-mails sent before `cutoff` (an unsent one stays until it is sent or given up). */
export function deleteEmailsSentBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  // Sent after it was queued: the queued date narrows the search through its index.
  return deleteBatch(db, {
    table: 'outbox',
    key: 'id',
    condition: 'created_at < $1 AND sent_at < $1',
    params: [cutoff],
    limit,
  });
}

/** The outbox now, for the operator's metrics: messages still being tried, given up, and the oldest still tried. */
export interface OutboxReading {
  queued: number;
  failed: number;
  /** Seconds since the oldest message still being tried was queued (0 when none is). */
  oldest_unsent_seconds: number;
}

export async function outboxReading(db: Queryable): Promise<OutboxReading> {
  // Unsent messages only, through the index of those (outbox_unsent): a sent one is never read here.
  const { rows } = await db.query<OutboxReading>(
    `SELECT count(*) FILTER (WHERE failed_at IS NULL)::int AS queued,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
            COALESCE(EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE failed_at IS NULL)), 0)::float8
              AS oldest_unsent_seconds
       FROM outbox WHERE sent_at IS NULL`,
  );
  return rows[0] ?? { queued: 0, failed: 0, oldest_unsent_seconds: 0 };
}
