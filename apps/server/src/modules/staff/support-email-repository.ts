import type { Queryable } from '../../db/database';
import type { EmailKind } from '../../integrations/email/index';

/** An email of the outbox as support reads it: what was written, never a live link (the outbox keeps none). */
export interface CustomerEmailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: EmailKind;
  created_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  /** The customer whose account's address it went to; null when it went to no customer's. */
  client_id: string | null;
}

const emailColumns = `o.id, o.to_address, o.subject, o.text_body, o.html_body, o.kind, o.created_at, o.sent_at,
  o.failed_at`;

/**
 * The emails sent to the customer's account address, newest first, a page at a time: never one to another
 * address (a partner, an address the account used before).
 */
export async function listCustomerEmails(
  db: Queryable,
  query: { clientId: string; limit: number; offset: number },
): Promise<{ rows: CustomerEmailRow[]; total: number }> {
  const account = `SELECT lower(u.email) FROM users u WHERE u.client_id = $1 AND u.role = 'client'`;
  const [page, count] = await Promise.all([
    db.query<CustomerEmailRow>(
      `SELECT ${emailColumns}, $1::uuid AS client_id FROM outbox o
        WHERE lower(o.to_address) = (${account})
        ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [query.clientId, query.limit, query.offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM outbox o WHERE lower(o.to_address) = (${account})`,
      [query.clientId],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** One email of the outbox, with the customer whose account address it went to (if any). */
export async function findCustomerEmail(db: Queryable, emailId: string): Promise<CustomerEmailRow | null> {
  const { rows } = await db.query<CustomerEmailRow>(
    `SELECT ${emailColumns},
            (SELECT u.client_id FROM users u
              WHERE lower(u.email) = lower(o.to_address) AND u.role = 'client' AND u.client_id IS NOT NULL
              LIMIT 1) AS client_id
       FROM outbox o WHERE o.id = $1`,
    [emailId],
  );
  return rows[0] ?? null;
}
