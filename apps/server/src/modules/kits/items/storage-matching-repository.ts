import type { Queryable } from '../../../db/database';
import { narrowing, orderWord, type QueuePage } from '../../../db/queue-page';

export interface AnalysisToPair {
  id: string;
  title: string;
  kit_identifier: string | null;
  created_at: string;
}

export interface StorageToMatchRow {
  item_id: string;
  client_id: string;
  client_number: string;
  customer_name: string;
  email: string;
  title: string;
  created_at: Date;
  /** The customer's analyses no storage holds yet, the newest first: what this plan's sample can be. */
  analyses: AnalysisToPair[];
}

// Each plan's account holder is looked up per plan (LATERAL … LIMIT 1): the queue is short, and this keeps a page
// on the date index however many plans the planner guesses are waiting.
const sources = `items cryo
  CROSS JOIN LATERAL (SELECT c.id AS client_id, c.number, u.first_name, u.last_name, u.email
                        FROM clients c JOIN users u ON u.client_id = c.id AND u.role = 'client'
                       WHERE c.id = cryo.client_id LIMIT 1) holder`;
const unmatched = `cryo.category = 'cryogenic' AND cryo.matched_analysis_id IS NULL
  AND ($1::text IS NULL OR holder.number = upper($1) OR lower(holder.email) LIKE $2
       OR lower(holder.first_name || ' ' || holder.last_name) LIKE $2)`;

/**
 * Storage plans not yet paired with the analysis whose sample they hold, the oldest first unless told (a page of them and
 * how many), optionally of customers found by part of their name or email address, or their client number.
 */
export async function listStorageToMatch(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: StorageToMatchRow[]; total: number }> {
  const { rows } = await db.query<StorageToMatchRow>(
    `SELECT cryo.id AS item_id, holder.client_id, holder.number AS client_number,
            holder.first_name || ' ' || holder.last_name AS customer_name, holder.email, cryo.title, cryo.created_at,
            coalesce((SELECT json_agg(json_build_object('id', a.id, 'title', a.title,
                                        'kit_identifier', a.kit_identifier, 'created_at', a.created_at)
                                      ORDER BY a.created_at DESC, a.id)
                        FROM items a
                       WHERE a.client_id = cryo.client_id AND a.category = 'analysis'
                         AND NOT EXISTS (SELECT 1 FROM items held WHERE held.matched_analysis_id = a.id)),
                     '[]'::json) AS analyses
       FROM ${sources}
      WHERE ${unmatched}
      ORDER BY cryo.created_at ${orderWord(page)}, cryo.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${sources} WHERE ${unmatched}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** The customer whose storage plan this is; null when the item is not a storage plan. */
export async function storagePlanClient(db: Queryable, itemId: string): Promise<string | null> {
  const { rows } = await db.query<{ client_id: string }>(
    "SELECT client_id FROM items WHERE id = $1 AND category = 'cryogenic' AND client_id IS NOT NULL",
    [itemId],
  );
  return rows[0]?.client_id ?? null;
}
