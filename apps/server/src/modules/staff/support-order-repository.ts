import type { Queryable } from '../../db/database';

export interface SupportOrderRow {
  id: string;
  po_number: string;
  status: string;
  client_id: string | null;
  cancelled_at: Date | null;
}

/** An order as support acts on it: where its payment stands, and whose it is. */
export async function findOrderForSupport(db: Queryable, orderId: string): Promise<SupportOrderRow | null> {
  const { rows } = await db.query<SupportOrderRow>(
    'SELECT id, po_number, status, client_id, cancelled_at FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}
