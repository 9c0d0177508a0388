import type { Queryable } from '../../db/database';

export interface CryoItemRow {
  id: string;
  title: string;
  destruction_date: string | null;
  created_at: Date;
}

export interface VialRow {
  id: string;
  item_id: string;
  status: 'permanent_storage' | 'awaiting_permanent_storage' | 'destroyed';
  storage_facility: string;
  stored_at: Date | null;
  withdrawn_at: Date | null;
}

export interface VialEventRow {
  vial_id: string;
  kind: 'stored' | 'moved' | 'withdrawn' | 'destroyed';
  facility: string;
  note: string | null;
  occurred_at: Date;
}

export interface WithdrawalRow {
  id: string;
  item_id: string;
  status: 'awaiting_partner_consent' | 'awaiting_quote' | 'requested' | 'shipped' | 'cancelled';
  requested_date: string;
  vial_count: number;
  recipient_facility: string;
  created_at: Date;
}

/** A customer's storage: its items, vials, vial histories and withdrawals, in four queries. */
export async function loadStorage(db: Queryable, clientId: string) {
  const items = await db.query<CryoItemRow>(
    `SELECT id, title, to_char(destruction_date, 'YYYY-MM-DD') AS destruction_date, created_at
       FROM items WHERE client_id = $1 AND category = 'cryogenic' ORDER BY created_at, id`,
    [clientId],
  );
  const itemIds = items.rows.map((item) => item.id);
  const vials = await db.query<VialRow>(
    `SELECT id, item_id, status, storage_facility, stored_at, withdrawn_at FROM vials
      WHERE item_id = ANY($1::uuid[]) ORDER BY stored_at NULLS LAST, id`,
    [itemIds],
  );
  const events = await db.query<VialEventRow>(
    `SELECT vial_id, kind, facility, note, occurred_at FROM vial_events
      WHERE vial_id = ANY($1::uuid[]) ORDER BY occurred_at, id`,
    [vials.rows.map((vial) => vial.id)],
  );
  const withdrawals = await db.query<WithdrawalRow>(
    `SELECT id, item_id, status, to_char(requested_date, 'YYYY-MM-DD') AS requested_date, vial_count,
            recipient_facility, created_at
       FROM withdrawal_requests WHERE client_id = $1 ORDER BY created_at DESC, id`,
    [clientId],
  );
  return { items: items.rows, vials: vials.rows, events: events.rows, withdrawals: withdrawals.rows };
}

/** Withdrawal shipping the customer paid for and no request has used yet. */
export async function unusedWithdrawalShipping(db: Queryable, clientId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders o
      WHERE o.client_id = $1 AND o.status = 'paid' AND o.withdrawal_item_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.shipping_order_id = o.id)`,
    [clientId],
  );
  return rows[0]?.n ?? 0;
}

export async function hasPastDueStorage(db: Queryable, clientId: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM subscriptions WHERE client_id = $1 AND status = 'active' AND past_due_since IS NOT NULL LIMIT 1",
    [clientId],
  );
  return rows.length > 0;
}
