import type { Queryable } from '../../db/database';
import type { EmailKind } from '../../integrations/email/index';

/** An email of the outbox as support reads it: what was written, never a live link (the outbox keeps none). */
export interface OutboxEmailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: EmailKind;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
}

const emailColumns = `o.id, o.to_address, o.subject, o.text_body, o.html_body, o.kind, o.created_at, o.sent_at,
  o.failed_at`;

/**
 * The emails sent to the customer's account address, newest first, a page at a time: never one to another
 * address (a partner, an address the account used before).
 */
export async function listEmailsTo(
  db: Queryable,
  query: { address: string; limit: number; offset: number },
): Promise<{ rows: OutboxEmailRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<OutboxEmailRow>(
      `SELECT ${emailColumns} FROM outbox o WHERE lower(o.to_address) = lower($1)
        ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [query.address, query.limit, query.offset],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM outbox o WHERE lower(o.to_address) = lower($1)',
      [query.address],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** One email of the outbox, with the customer whose account address it went to (null: no customer's). */
export async function findCustomerEmail(
  db: Queryable,
  emailId: string,
): Promise<(OutboxEmailRow & { client_id: string | null }) | null> {
  const { rows } = await db.query<OutboxEmailRow & { client_id: string | null }>(
    `SELECT ${emailColumns},
            (SELECT u.client_id FROM users u
              WHERE lower(u.email) = lower(o.to_address) AND u.role = 'client' AND u.client_id IS NOT NULL
              LIMIT 1) AS client_id
       FROM outbox o WHERE o.id = $1`,
    [emailId],
  );
  return rows[0] ?? null;
}
