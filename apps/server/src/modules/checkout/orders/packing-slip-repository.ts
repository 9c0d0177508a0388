import type { PackingSlipOrder } from '@fathom/domain/packing-slip';
import type { Queryable } from '../../../db/database';

/** The slip's data from the stored order, or null when there is no such order. */
export async function loadPackingSlipOrder(db: Queryable, orderId: string): Promise<PackingSlipOrder | null> {
  const order = await db.query<{
    po_number: string;
    first_name: string | null;
    last_name: string | null;
    gift: { recipient_name: string; message: string } | null;
    total_cents: number;
  }>(
    `SELECT o.po_number, o.gift, o.total_cents,
            coalesce(o.shipping_address->>'first_name', u.first_name) AS first_name,
            coalesce(o.shipping_address->>'last_name', u.last_name) AS last_name
       FROM orders o
       LEFT JOIN LATERAL (
         SELECT first_name, last_name FROM users WHERE client_id = o.client_id AND role = 'client' LIMIT 1
       ) u ON true
      WHERE o.id = $1`,
    [orderId],
  );
  const row = order.rows[0];
  if (!row) return null;
  const items = await db.query<{ title: string; quantity: number; unit_price_cents: number }>(
    'SELECT title, quantity, unit_price_cents FROM order_items WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  const kits = await db.query<{ title: string; kit_identifier: string }>(
    `SELECT title, kit_identifier FROM items
      WHERE order_id = $1 AND kit_identifier IS NOT NULL ORDER BY created_at, kit_identifier`,
    [orderId],
  );
  return {
    poNumber: row.po_number,
    buyerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'Fathom customer',
    gift: row.gift ? { recipientName: row.gift.recipient_name, message: row.gift.message } : null,
    items: items.rows.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
    })),
    totalCents: row.total_cents,
    kits: kits.rows.map((kit) => ({ title: kit.title, identifier: kit.kit_identifier })),
  };
}
