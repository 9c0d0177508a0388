import { type PackingSlipOrder, packingSlip } from '@fathom/domain/packing-slip';
import type { Queryable } from '../../db/database';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  };
}

/** A printable page: no scripts, no outside resources. */
export function renderPackingSlip(order: PackingSlipOrder): string {
  const slip = packingSlip(order);
  const rows = slip.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}</td><td>${line.quantity}</td>${line.price === null ? '' : `<td>${escapeHtml(line.price)}</td>`}</tr>`,
    )
    .join('');
  const priced = slip.total !== null;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(slip.title)}</title></head>
<body>
<h1>${escapeHtml(slip.title)}</h1>
<p>${escapeHtml(slip.greeting)}</p>
${slip.message ? `<blockquote>${escapeHtml(slip.message)}</blockquote>` : ''}
<table><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th>${priced ? '<th scope="col">Price</th>' : ''}</tr></thead>
<tbody>${rows}</tbody></table>
${priced ? `<p>Total: ${escapeHtml(slip.total ?? '')}</p>` : ''}
</body></html>`;
}
