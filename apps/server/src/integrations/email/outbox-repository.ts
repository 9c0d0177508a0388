import type { Queryable } from '../../db/database';
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

export async function findQueuedEmail(db: Queryable, id: string): Promise<QueuedEmail | null> {
  const { rows } = await db.query<QueuedEmail>(
    'SELECT id, to_address, subject, text_body, html_body, sealed_body, sent_at FROM outbox WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Sent: the sealed message, live links and all, is wiped; what staff read stays. */
export async function markEmailSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.write(
    ['outbox'],
    `UPDATE outbox SET sent_at = $2, sealed_body = NULL, attempts = attempts + 1, last_error = NULL, failed_at = NULL
     WHERE id = $1`,
    [id, at],
  );
}

/** A failed attempt; `failedAt` when no retry is left: the message is flagged to staff. */
export async function markEmailAttemptFailed(
  db: Queryable,
  id: string,
  failure: { error: string; failedAt: Date | null },
): Promise<void> {
  await db.write(
    ['outbox'],
    'UPDATE outbox SET attempts = attempts + 1, last_error = $2, failed_at = $3 WHERE id = $1 AND sent_at IS NULL',
    [id, failure.error.slice(0, 500), failure.failedAt],
  );
}
