import type { OutboxEmail } from '@fathom/contract/staff';
import type { Queryable } from '../../db/database';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
}

export async function listOutbox(
  db: Queryable,
  filter: { to?: string; limit: number },
): Promise<OutboxEmail[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, created_at FROM outbox
      WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text))
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [filter.to ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    created_at: row.created_at.toISOString(),
  }));
}
