import type { Queryable } from '../../db/database';

export type OrderStatus = 'pending_payment' | 'paid' | 'payment_failed';

export interface OrderRow {
  id: string;
  po_number: string;
  client_id: string;
  client_number: string;
  email: string;
  status: OrderStatus;
  is_gift: boolean;
  is_insurance_order: boolean;
  affiliate: string | null;
  payment_method: 'card' | 'instalments' | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  created_at: Date;
}

export interface InstalmentRow {
  order_id: string;
  number: number;
  due_date: string;
  amount_cents: number;
}

export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  product_key: string | null;
  title: string;
  quantity: number;
  unit_price_cents: number;
  created_at: Date;
}

const orderColumns = `o.id, o.po_number, o.client_id, c.number AS client_number, o.email, o.status, o.is_gift,
  o.is_insurance_order, o.affiliate, o.payment_method, o.subtotal_cents, o.discount_cents, o.tax_cents,
  o.total_cents, o.created_at`;

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders o JOIN clients c ON c.id = o.client_id WHERE o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}

export async function listClientOrders(
  db: Queryable,
  clientId: string,
  page: { limit: number; offset: number },
): Promise<{ orders: OrderRow[]; total: number }> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders o JOIN clients c ON c.id = o.client_id
      WHERE o.client_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
    [clientId, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM orders WHERE client_id = $1',
    [clientId],
  );
  return { orders: rows, total: count.rows[0]?.total ?? 0 };
}

/** The items and instalments of several orders: two queries, however many orders. */
export async function orderDetails(
  db: Queryable,
  orderIds: readonly string[],
): Promise<{ items: OrderItemRow[]; instalments: InstalmentRow[] }> {
  if (orderIds.length === 0) return { items: [], instalments: [] };
  const items = await db.query<OrderItemRow>(
    `SELECT i.id, i.order_id, i.product_id, p.key AS product_key, i.title, i.quantity, i.unit_price_cents, i.created_at
       FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.order_id = ANY($1::uuid[]) ORDER BY i.created_at, i.id`,
    [orderIds],
  );
  const instalments = await db.query<InstalmentRow>(
    `SELECT order_id, number, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount_cents
       FROM order_instalments WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, number`,
    [orderIds],
  );
  return { items: items.rows, instalments: instalments.rows };
}
