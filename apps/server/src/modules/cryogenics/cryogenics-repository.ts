import type { Queryable } from '../../db/database';

export interface CryoItemRow {
  id: string;
  /** The product the sample was bought with: the pages word its title by this key. */
  product_key: string | null;
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
  destination: 'domestic' | 'international';
  recipient_type: 'medical_professional' | 'medical_facility';
  recipient_name: string | null;
  recipient_facility: string;
  created_at: Date;
  shipped_at: Date | null;
  carrier: string | null;
  tracking_number: string | null;
}

/** A row as json_build_object writes it: timestamps become ISO text. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * A customer's storage in one round trip: its items, vials, vial histories and withdrawals, the withdrawal
 * shipping paid for and not used yet, and whether a storage payment is past due.
 */
export async function loadStorage(
  db: Queryable,
  clientId: string,
): Promise<{ sources: object[]; storage: () => Storage }> {
  const { rows } = await db.query<StorageRow>(
    `WITH stored_items AS (
       SELECT i.id, p.key AS product_key, i.title, i.destruction_date, i.created_at
         FROM items i LEFT JOIN products p ON p.id = i.product_id
        WHERE i.client_id = $1 AND i.category = 'cryogenic'
     ), stored_vials AS (
       SELECT id, item_id, status, storage_facility, stored_at, withdrawn_at FROM vials
        WHERE item_id IN (SELECT id FROM stored_items)
     )
     SELECT
       coalesce((SELECT json_agg(json_build_object('id', id, 'product_key', product_key, 'title', title,
                  'destruction_date', to_char(destruction_date, 'YYYY-MM-DD'), 'created_at', created_at)
                  ORDER BY created_at, id) FROM stored_items), '[]'::json) AS items,
       coalesce((SELECT json_agg(json_build_object('id', id, 'item_id', item_id, 'status', status,
                  'storage_facility', storage_facility, 'stored_at', stored_at, 'withdrawn_at', withdrawn_at)
                  ORDER BY stored_at NULLS LAST, id) FROM stored_vials), '[]'::json) AS vials,
       coalesce((SELECT json_agg(json_build_object('vial_id', e.vial_id, 'kind', e.kind, 'facility', e.facility,
                  'note', e.note, 'occurred_at', e.occurred_at) ORDER BY e.occurred_at, e.id)
                  FROM vial_events e WHERE e.vial_id IN (SELECT id FROM stored_vials)), '[]'::json) AS events,
       coalesce((SELECT json_agg(json_build_object('id', w.id, 'item_id', w.item_id, 'status', w.status,
                  'requested_date', to_char(w.requested_date, 'YYYY-MM-DD'), 'vial_count', w.vial_count,
                  'destination', w.destination, 'recipient_type', w.recipient_type,
                  'recipient_name', w.recipient_name, 'recipient_facility', w.recipient_facility,
                  'created_at', w.created_at, 'shipped_at', w.shipped_at, 'carrier', w.carrier,
                  'tracking_number', w.tracking_number)
                  ORDER BY w.created_at DESC, w.id)
                  FROM withdrawal_requests w WHERE w.client_id = $1), '[]'::json) AS withdrawals,
       (SELECT count(*)::int FROM orders o
         WHERE o.client_id = $1 AND o.status IN ('paid', 'paying_instalments') AND o.withdrawal_item_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.shipping_order_id = o.id)
       ) AS unused_withdrawal_shipping,
       EXISTS (SELECT 1 FROM subscriptions
                WHERE client_id = $1 AND status = 'active' AND past_due_since IS NOT NULL) AS storage_payment_past_due`,
    [clientId],
  );
  // The rows become dates only when an answer is written from them: an answer already written for these rows
  // (the same rows from the read cache) is sent as it is, and needs neither.
  return { sources: [rows], storage: () => storageFrom(rows[0]) };
}

type StorageRow = {
  items: AsJson<CryoItemRow>[];
  vials: AsJson<VialRow>[];
  events: AsJson<VialEventRow>[];
  withdrawals: AsJson<WithdrawalRow>[];
  unused_withdrawal_shipping: number;
  storage_payment_past_due: boolean;
};

export type Storage = ReturnType<typeof storageFrom>;

function storageFrom(row: StorageRow | undefined) {
  return {
    items: (row?.items ?? []).map((item) => ({ ...item, created_at: new Date(item.created_at) })),
    vials: (row?.vials ?? []).map((vial) => ({
      ...vial,
      stored_at: dateOrNull(vial.stored_at),
      withdrawn_at: dateOrNull(vial.withdrawn_at),
    })),
    events: (row?.events ?? []).map((event) => ({ ...event, occurred_at: new Date(event.occurred_at) })),
    withdrawals: (row?.withdrawals ?? []).map((withdrawal) => ({
      ...withdrawal,
      created_at: new Date(withdrawal.created_at),
      shipped_at: dateOrNull(withdrawal.shipped_at),
    })),
    unusedWithdrawalShipping: row?.unused_withdrawal_shipping ?? 0,
    storagePaymentPastDue: row?.storage_payment_past_due === true,
  };
}
