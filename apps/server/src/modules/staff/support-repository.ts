import type { StoredVial } from '@fathom/domain/cryogenic';
import type { Queryable } from '../../db/database';

export interface CustomerRow {
  client_id: string;
  number: string;
  name: string;
  email: string;
  created_at: Date;
}

const likeText = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Account holders found by part of their name or email address, or exactly by one of their order numbers or kit
 * ids, a page at a time, the newest sign-ins first, and how many were found. The found are ordered and counted from
 * the users' rows the search reads anyway; only the page's customers are joined to their clients.
 */
export async function searchCustomers(
  db: Queryable,
  query: { q: string; limit: number; offset: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const found = `SELECT u.client_id, u.created_at FROM users u
      WHERE u.role = 'client' AND (lower(u.email) LIKE $1 OR lower(u.first_name || ' ' || u.last_name) LIKE $1)
    UNION SELECT h.client_id, h.created_at FROM users h
      WHERE h.role = 'client'
        AND h.client_id IN (SELECT o.client_id FROM orders o WHERE o.po_number = $2
                            UNION SELECT i.client_id FROM items i WHERE i.kit_identifier = upper($2))`;
  const params = [likeText(query.q), query.q.trim()];
  const { rows } = await db.query<CustomerRow & { total: number }>(
    `WITH page AS (
       SELECT f.client_id, f.created_at, count(*) OVER ()::int AS total FROM (${found}) f
        ORDER BY f.created_at DESC, f.client_id LIMIT $3 OFFSET $4)
     SELECT c.id AS client_id, c.number, u.first_name || ' ' || u.last_name AS name, u.email, c.created_at, page.total
       FROM page JOIN clients c ON c.id = page.client_id JOIN users u ON u.client_id = c.id AND u.role = 'client'
      ORDER BY page.created_at DESC, page.client_id`,
    [...params, query.limit, query.offset],
  );
  if (rows.length > 0 || query.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the last: counted apart, so the pager can lead back.
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${found}) f`, params);
  return { rows: [], total: count.rows[0]?.total ?? 0 };
}

export async function findCustomer(db: Queryable, clientId: string): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(
    `SELECT c.id AS client_id, c.number, u.first_name || ' ' || u.last_name AS name, u.email, c.created_at
       FROM clients c JOIN users u ON u.client_id = c.id AND u.role = 'client' WHERE c.id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

interface Page {
  limit: number;
  offset: number;
}

/** A page of the customer's orders, newest first, and how many they have. */
export async function customerOrdersPage(db: Queryable, clientId: string, page: Page) {
  const [orders, count] = await Promise.all([
    db.query<{ id: string; po_number: string; status: string; total_cents: number; created_at: Date }>(
      `SELECT id, po_number, status, total_cents, created_at FROM orders WHERE client_id = $1
        ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [clientId, page.limit, page.offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE client_id = $1', [clientId]),
  ]);
  return { rows: orders.rows, total: count.rows[0]?.total ?? 0 };
}

/** A page of the customer's kits with where their results stand (never the values), newest first, and how many. */
export async function customerKitsPage(db: Queryable, clientId: string, page: Page) {
  const [kits, count] = await Promise.all([
    db.query<{
      id: string;
      title: string;
      category: string;
      kit_identifier: string | null;
      tracking_stage: number | null;
      result_state: 'none' | 'entered' | 'released';
    }>(
      `SELECT i.id, i.title, i.category, i.kit_identifier, i.tracking_stage,
              CASE WHEN EXISTS (SELECT 1 FROM result_documents r WHERE r.item_id = i.id AND r.ready_at IS NOT NULL)
                     OR EXISTS (SELECT 1 FROM sti_reports s WHERE s.item_id = i.id AND s.released_at IS NOT NULL)
                   THEN 'released'
                   WHEN EXISTS (SELECT 1 FROM result_documents r WHERE r.item_id = i.id)
                     OR EXISTS (SELECT 1 FROM sti_reports s WHERE s.item_id = i.id)
                   THEN 'entered' ELSE 'none' END AS result_state
         FROM items i WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti')
        ORDER BY i.created_at DESC, i.id LIMIT $2 OFFSET $3`,
      [clientId, page.limit, page.offset],
    ),
    db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM items WHERE client_id = $1 AND category IN ('analysis', 'sti')",
      [clientId],
    ),
  ]);
  return { rows: kits.rows, total: count.rows[0]?.total ?? 0 };
}

/** What support sees of a customer's storage: each plan and its vials. */
export async function customerRecord(db: Queryable, clientId: string) {
  const storage = await db.query<{
    id: string;
    title: string;
    vials: StoredVial[];
  }>(
    `SELECT i.id, i.title,
            coalesce((SELECT json_agg(json_build_object('status', v.status, 'withdrawn', v.withdrawn_at IS NOT NULL))
                        FROM vials v WHERE v.item_id = i.id), '[]'::json) AS vials
       FROM items i WHERE i.client_id = $1 AND i.category = 'cryogenic'
      ORDER BY i.created_at DESC, i.id LIMIT 100`,
    [clientId],
  );
  return { storage: storage.rows };
}

/** What a customer's payments paid for: their orders (by number) and storage plans (by title). */
export async function findPaymentOwnersOfClient(
  db: Queryable,
  clientId: string,
): Promise<{ orders: { id: string; po_number: string }[]; plans: { id: string; title: string }[] }> {
  const { rows } = await db.query<{
    orders: { id: string; po_number: string }[];
    plans: { id: string; title: string }[];
  }>(
    `SELECT coalesce((SELECT json_agg(json_build_object('id', o.id, 'po_number', o.po_number))
                        FROM orders o WHERE o.client_id = $1), '[]'::json) AS orders,
            coalesce((SELECT json_agg(json_build_object('id', s.id, 'title', p.title))
                        FROM subscriptions s JOIN products p ON p.id = s.product_id
                       WHERE s.client_id = $1), '[]'::json) AS plans`,
    [clientId],
  );
  return rows[0] ?? { orders: [], plans: [] };
}

/** An order as a refund of one of its payments needs it: its number, and the address its emails go to. */
export async function findOrderToRefund(
  db: Queryable,
  orderId: string,
): Promise<{ id: string; po_number: string; email: string; client_id: string } | null> {
  const { rows } = await db.query<{ id: string; po_number: string; email: string; client_id: string }>(
    'SELECT id, po_number, email, client_id FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/** A storage plan as a refund of one of its renewals needs it: its title, its customer and their address. */
export async function findPlanToRefund(
  db: Queryable,
  subscriptionId: string,
): Promise<{ id: string; key: string | null; title: string; email: string; client_id: string } | null> {
  const { rows } = await db.query<{
    id: string;
    key: string | null;
    title: string;
    email: string;
    client_id: string;
  }>(
    `SELECT s.id, p.key, p.title, c.email, s.client_id
       FROM subscriptions s JOIN products p ON p.id = s.product_id JOIN clients c ON c.id = s.client_id
      WHERE s.id = $1`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}
