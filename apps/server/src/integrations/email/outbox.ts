import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { EmailMessage } from './index';

/** Records a message in the outbox; `sentAt` is set when a relay has already accepted it. */
export async function recordInOutbox(
  db: Queryable,
  message: EmailMessage,
  sentAt: Date | null,
): Promise<void> {
  await db.query(
    'INSERT INTO outbox (id, to_address, subject, text_body, html_body, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), message.to, message.subject, message.text, message.html ?? null, sentAt],
  );
}
