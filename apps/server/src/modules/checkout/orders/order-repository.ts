import { randomUUID } from 'node:crypto';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';
import { deleteBatch } from '../../../db/delete-batch';

export type OrderStatus = 'pending_payment' | 'paid' | 'paying_instalments' | 'payment_failed' | 'cancelled';

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

export type InstalmentStatus = 'paid' | 'scheduled' | 'pending' | 'declined' | 'failed';

/**
 * A later part's due in the payments ledger (ADR 063), which keeps how its charge stands (pending, declined,
 * failed): joined to a part `n` of order_instalments. The first part is paid with the order and has none.
 */
export const instalmentDue = `LEFT JOIN payment_dues d
  ON d.owner_kind = 'order' AND d.owner_id = n.order_id AND d.owner_part = n.number`;
/** How a part `n` stands: paid, or as its due in the payments ledger stands (scheduled until then). */
export const instalmentState = `CASE WHEN n.status = 'paid' THEN 'paid' ELSE coalesce(d.status, 'scheduled') END`;

export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  product_key: string | null;
  product_marketing_variant_id: string | null;
  title: string;
  quantity: number;
  unit_price_cents: number;
  /** What the cart's line carried (e.g. paying in instalments), kept to put the line back in a cart. */
  extradata: string | null;
  created_at: Date;
}

const orderColumns = `o.id, o.po_number, o.client_id, c.number AS client_number, o.email, o.status, o.is_gift,
  o.is_insurance_order, o.affiliate, o.payment_method, o.subtotal_cents, o.discount_cents, o.tax_cents,
  o.total_cents, o.created_at`;

/** The same columns in the RETURNING clause of the order's INSERT, which has no join. */
const insertedOrderColumns = `id, po_number, client_id,
  (SELECT number FROM clients WHERE clients.id = client_id) AS client_number, email, status, is_gift,
  is_insurance_order, affiliate, payment_method, subtotal_cents, discount_cents, tax_cents, total_cents, created_at`;

const findOrderSql = `SELECT ${orderColumns} FROM orders o JOIN clients c ON c.id = o.client_id WHERE o.id = $1`;

export async function findOrder(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(findOrderSql, [orderId]);
  return rows[0] ?? null;
}

type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** An order of the history with its items (dates as the database's JSON writes them) and instalments. */
export interface ListedOrderRow extends OrderRow {
  total: number;
  items: AsJson<OrderItemRow>[];
  instalments: (InstalmentRow & { status: InstalmentStatus })[];
}

/** Read on every visit to the order history: one text, so the read cache finds it by reference. */
const clientOrdersSql = `SELECT ${orderColumns}, count(*) OVER ()::int AS total,
            coalesce((
              SELECT json_agg(json_build_object('id', i.id, 'order_id', i.order_id, 'product_id', i.product_id,
                       'product_key', p.key, 'product_marketing_variant_id', p.marketing_variant_id,
                       'title', i.title, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
                       'extradata', i.extradata, 'created_at', i.created_at) ORDER BY i.created_at, i.id)
                FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id
            ), '[]'::json) AS items,
            coalesce((
              SELECT json_agg(json_build_object('order_id', n.order_id, 'number', n.number,
                       'due_date', to_char(n.due_date, 'YYYY-MM-DD'), 'amount_cents', n.amount_cents,
                       'status', ${instalmentState}) ORDER BY n.number)
                FROM order_instalments n ${instalmentDue} WHERE n.order_id = o.id
            ), '[]'::json) AS instalments
       FROM orders o JOIN clients c ON c.id = o.client_id
      WHERE o.client_id = $1 AND coalesce(o.cancelled_from, o.status) <> 'payment_failed'
      ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`;

/**
 * A page of the client's orders (a declined payment's order is none of them: it may be paid with another card,
 * and shows from then on; cancelled a day later, it stays out), each with its items and instalments, and the total, in one round trip; a second
 * one counts only when the page is past the last order. `sources` are the sets of rows read, as the read cache
 * hands them back: an answer built from them alone is the same while they are (http/encoded-answers.ts).
 */
export async function listClientOrders(
  db: Queryable,
  clientId: string,
  page: { limit: number; offset: number },
): Promise<{ orders: readonly ListedOrderRow[]; total: number; sources: object[] }> {
  const { rows } = await db.query<ListedOrderRow>(clientOrdersSql, [clientId, page.limit, page.offset]);
  if (rows[0] || page.offset === 0) return { orders: rows, total: rows[0]?.total ?? 0, sources: [rows] };
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM orders
      WHERE client_id = $1 AND coalesce(cancelled_from, status) <> 'payment_failed'`,
    [clientId],
  );
  return { orders: rows, total: count.rows[0]?.total ?? 0, sources: [rows, count.rows] };
}

/** The instalments of an order paid in parts, by number. */
export async function orderInstalments(db: Queryable, orderId: string): Promise<InstalmentRow[]> {
  const { rows } = await db.query<InstalmentRow>(
    `SELECT order_id, number, to_char(due_date, 'YYYY-MM-DD') AS due_date, amount_cents
       FROM order_instalments WHERE order_id = $1 ORDER BY number`,
    [orderId],
  );
  return rows;
}

/** Replaces the receipt that lets a browser read the order's confirmation (the hash of the cookie's token). */
export async function setReceiptTokenHash(db: Queryable, orderId: string, tokenHash: string): Promise<void> {
  await db.write(['orders'], 'UPDATE orders SET receipt_token_hash = $2 WHERE id = $1', [orderId, tokenHash]);
}

export interface ConfirmationRow extends OrderRow {
  receipt_token_hash: string | null;
  shipping_address: { preferred_delivery_date?: string | null } | null;
  withdrawal_item_id: string | null;
  items: {
    title: string;
    quantity: number;
    unit_price_cents: number;
    product_uuid: string;
    product_key: string | null;
    product_type: string;
    extradata: string | null;
  }[];
  instalments: (InstalmentRow & { status: InstalmentStatus })[];
}

/** An order by its number, with its items and instalments, in one statement; null when there is none. */
export async function findOrderByPoNumber(db: Queryable, poNumber: string): Promise<ConfirmationRow | null> {
  const { rows } = await db.query<ConfirmationRow>(
    `SELECT ${orderColumns}, o.receipt_token_hash, o.shipping_address, o.withdrawal_item_id,
            coalesce((
              SELECT json_agg(json_build_object('title', i.title, 'quantity', i.quantity,
                       'unit_price_cents', i.unit_price_cents, 'product_uuid', p.id, 'product_key', p.key,
                       'product_type', p.product_type, 'extradata', i.extradata)
                       ORDER BY i.created_at, i.unit_price_cents DESC, i.id)
                FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id
            ), '[]'::json) AS items,
            coalesce((
              SELECT json_agg(json_build_object('order_id', n.order_id, 'number', n.number,
                       'due_date', to_char(n.due_date, 'YYYY-MM-DD'), 'amount_cents', n.amount_cents,
                       'status', ${instalmentState}) ORDER BY n.number)
                FROM order_instalments n ${instalmentDue} WHERE n.order_id = o.id
            ), '[]'::json) AS instalments
       FROM orders o JOIN clients c ON c.id = o.client_id
      WHERE o.po_number = $1`,
    [poNumber],
  );
  return rows[0] ?? null;
}

export interface ContentRow {
  product_id: string;
  title: string;
  product_type: string;
}

export interface LineRow extends ContentRow {
  quantity: number;
  /** The products a package line holds; empty for a product bought alone. */
  contents: ContentRow[];
}

/**
 * An order's lines as a JSON array (LineRow[]), each package with the products it holds, in the order they were
 * added: a column over `orders` (named so), for a SELECT or the RETURNING of the update that pays the order.
 */
export const orderLinesColumn = `coalesce((
    SELECT json_agg(json_build_object('product_id', i.product_id, 'title', p.title, 'product_type', p.product_type,
             'quantity', i.quantity,
             'contents', coalesce((
               SELECT json_agg(json_build_object('product_id', c.id, 'title', c.title, 'product_type', c.product_type)
                                 ORDER BY pp.product_id)
                 FROM package_products pp JOIN products c ON c.id = pp.product_id WHERE pp.package_id = i.product_id
             ), '[]'::json)) ORDER BY i.created_at, i.id)
      FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = orders.id
  ), '[]'::json) AS lines`;

/** An order's lines, each package with the products it holds, in the order they were added. */
export async function findOrderLines(tx: Queryable, orderId: string): Promise<LineRow[]> {
  const { rows } = await tx.query<{ lines: LineRow[] }>(
    `SELECT ${orderLinesColumn} FROM orders WHERE orders.id = $1`,
    [orderId],
  );
  return rows[0]?.lines ?? [];
}

/** The request an idempotency key was first used with, and the order it made; null for a new key. */
export async function findIdempotencyKey(
  db: Queryable,
  key: string,
): Promise<{ request_hash: string; order_id: string } | null> {
  const { rows } = await db.query<{ request_hash: string; order_id: string }>(
    'SELECT request_hash, order_id FROM order_idempotency_keys WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/**
 * Claims an idempotency key for the order being written; false when another request holds it (a concurrent one
 * with the same key waits on the insert for the first to commit, then finds its order).
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  claim: { key: string; requestHash: string; orderId: string },
): Promise<boolean> {
  const { rows } = await tx.write(
    ['order_idempotency_keys'],
    `INSERT INTO order_idempotency_keys (key, request_hash, order_id) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [claim.key, claim.requestHash, claim.orderId],
  );
  return rows.length > 0;
}

export interface NewOrder {
  id: string;
  poNumber: string;
  clientId: string;
  email: string;
  status: OrderStatus;
  isGift: boolean;
  gift: unknown;
  affiliate: string | null;
  timezone: string;
  paymentMethod: string | null;
  promoCodeId: string | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  coveredCents: number;
  totalCents: number;
  shippingAddress: unknown;
  /** Undefined for an order without payment (no billing address is kept); null is kept as JSON null. */
  billingAddress: unknown;
  /** Set for an order paid as it is written: it is fulfilled then too. */
  paidAt: Date | null;
  insuranceApplicationId: string | null;
  withdrawalItemId: string | null;
  /** The digest of the receipt the answer gives the browser (order-receipts.ts), if any. */
  receiptTokenHash: string | null;
  guestBuyer: { first_name: string; last_name: string } | null;
  /** The language the buyer checked out in, if expressed (else null): an account the order opens reads in it (migration 0135). */
  language: Language | null;
}

export interface NewOrderLine {
  productId: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  extradata: string | null;
}

export interface OrderWriting {
  /** The idempotency key to claim with the order; null when this transaction has claimed it already. */
  claim: { key: string; requestHash: string } | null;
  order: NewOrder;
  lines: readonly NewOrderLine[];
}

const INSERT_ORDER_SQL = `WITH claimed AS (
       INSERT INTO order_idempotency_keys (key, request_hash, order_id)
       SELECT $24::text, $25::text, $1::uuid WHERE $24::text IS NOT NULL
       ON CONFLICT (key) DO NOTHING
       RETURNING key
     ), placed AS (
       INSERT INTO orders (id, po_number, client_id, email, status, is_gift, gift, affiliate, timezone, payment_method,
         promo_code_id, subtotal_cents, discount_cents, tax_cents, covered_cents, total_cents, shipping_address,
         billing_address, paid_at, fulfilled_at, is_insurance_order, insurance_application_id, withdrawal_item_id,
         guest_buyer, receipt_token_hash, language)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21,
              $22, $23, $33, $34
        WHERE $24::text IS NULL OR EXISTS (SELECT 1 FROM claimed)
       ON CONFLICT (po_number) DO NOTHING
       RETURNING ${insertedOrderColumns}
     ), written_lines AS (
       INSERT INTO order_items (id, order_id, product_id, title, quantity, unit_price_cents, discount_cents, extradata)
       SELECT line.id, placed.id, line.product_id, line.title, line.quantity, line.unit_price_cents,
              line.discount_cents, line.extradata
         FROM placed,
              unnest($26::uuid[], $27::uuid[], $28::text[], $29::int[], $30::int[], $31::int[], $32::text[])
                AS line (id, product_id, title, quantity, unit_price_cents, discount_cents, extradata)
     ), emptied_carts AS (
       UPDATE checkout_intents SET items = '[]', updated_at = now()
        WHERE lower(email) = lower($4) AND items <> '[]'::jsonb AND EXISTS (SELECT 1 FROM placed)
     )
     SELECT $24::text IS NULL OR EXISTS (SELECT 1 FROM claimed) AS claimed, placed.*
       FROM (SELECT) AS answer LEFT JOIN placed ON true`;

/**
 * Claims the idempotency key, writes the order and its lines, and empties the carts of the checkout drafts saved
 * under the order's email (a reminder link then opens an empty checkout instead of offering the same things again),
 * in one statement. `claimed` is false when another request holds the key (nothing is written: a concurrent request
 * with the same key waits on the key's insert for the first to commit); `order` is null when the order number is
 * taken already (the key stays claimed in this transaction; the caller draws another number, with `claim` null).
 * The lines share the transaction's time, as lines written one by one did, and are read in the order of their ids.
 */
export async function insertOrder(
  tx: Queryable,
  writing: OrderWriting,
): Promise<{ claimed: boolean; order: OrderRow | null }> {
  const { claim, order, lines } = writing;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  // The order's columns are null when no order was written (a LEFT JOIN of nothing).
  const { rows } = await tx.write<{ claimed: boolean } & (OrderRow | { [K in keyof OrderRow]: null })>(
    ['order_idempotency_keys', 'orders', 'order_items', 'checkout_intents'],
    INSERT_ORDER_SQL,
    [
      order.id,
      order.poNumber,
      order.clientId,
      order.email,
      order.status,
      order.isGift,
      json(order.gift),
      order.affiliate,
      order.timezone,
      order.paymentMethod,
      order.promoCodeId,
      order.subtotalCents,
      order.discountCents,
      order.taxCents,
      order.coveredCents,
      order.totalCents,
      json(order.shippingAddress),
      order.billingAddress === undefined ? null : JSON.stringify(order.billingAddress),
      order.paidAt,
      order.insuranceApplicationId !== null,
      order.insuranceApplicationId,
      order.withdrawalItemId,
      json(order.guestBuyer),
      claim?.key ?? null,
      claim?.requestHash ?? null,
      lines.map(() => randomUUID()),
      lines.map((line) => line.productId),
      lines.map((line) => line.title),
      lines.map((line) => line.quantity),
      lines.map((line) => line.unitPriceCents),
      lines.map((line) => line.discountCents),
      lines.map((line) => line.extradata),
      order.receiptTokenHash,
      order.language,
    ],
  );
  const row = rows[0];
  if (!row) return { claimed: false, order: null };
  const { claimed, ...placed } = row;
  return { claimed, order: placed.id === null ? null : placed };
}

/** Orders' idempotency keys made before `cutoff`: a client sends a request again within minutes, not days. */
export function deleteIdempotencyKeysBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'order_idempotency_keys',
    key: 'key',
    condition: 'created_at < $1',
    params: [cutoff],
    limit,
  });
}
