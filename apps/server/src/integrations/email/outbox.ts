import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { EmailMessage } from './index';

/**
 * A sent email's links that sign in or set a password (reset, welcome and partner links, support sign-in
 * links) carry a live token: the outbox keeps the email with the token replaced, so whoever reads the outbox
 * (staff, a database backup) cannot use them.
 */
export function withoutLiveLinks(text: string): string {
  return text.replace(/([?&;](?:token|loginToken|login_token)=)[^&\s"'<>]+/g, '$1[sent]');
}

/** Records a message in the outbox, without live links; `sentAt` is set when a relay has already accepted it. */
export async function recordInOutbox(
  db: Queryable,
  message: EmailMessage,
  sentAt: Date | null,
): Promise<void> {
  await db.write(
    ['outbox'],
    'INSERT INTO outbox (id, to_address, subject, text_body, html_body, sent_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      randomUUID(),
      message.to,
      message.subject,
      withoutLiveLinks(message.text),
      message.html ? withoutLiveLinks(message.html) : null,
      sentAt,
    ],
  );
}
