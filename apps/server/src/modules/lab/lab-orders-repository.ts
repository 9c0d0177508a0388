import type { Queryable } from '../../db/database';
import { orderWord, type QueuePage } from '../../db/queue-page';

export interface LabOrderRow {
  id: string;
  item_id: string;
  kit_identifier: string;
  control_id: string;
  message: string;
  state: 'queued' | 'acknowledged' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  acknowledged_at: Date | null;
  failed_at: Date | null;
}

/** Writes the kit's order, once: false when the kit has one already. */
export async function insertLabOrder(
  db: Queryable,
  order: Pick<LabOrderRow, 'id' | 'item_id' | 'kit_identifier' | 'control_id' | 'message'>,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['lab_orders'],
    `INSERT INTO lab_orders (id, item_id, kit_identifier, control_id, message, state, created_at)
     VALUES ($1, $2, $3, $4, $5, 'queued', $6) ON CONFLICT (item_id) DO NOTHING RETURNING id`,
    [order.id, order.item_id, order.kit_identifier, order.control_id, order.message, now],
  );
  return rows.length > 0;
}

export async function findLabOrder(db: Queryable, id: string): Promise<LabOrderRow | null> {
  const { rows } = await db.query<LabOrderRow>('SELECT * FROM lab_orders WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Counts an attempt, and what it ended with. */
export async function recordOrderAttempt(
  db: Queryable,
  id: string,
  outcome: { acknowledgedAt: Date } | { error: string },
): Promise<void> {
  if ('acknowledgedAt' in outcome) {
    await db.write(
      ['lab_orders'],
      `UPDATE lab_orders SET attempts = attempts + 1, state = 'acknowledged', acknowledged_at = $2, last_error = NULL
        WHERE id = $1`,
      [id, outcome.acknowledgedAt],
    );
    return;
  }
  await db.write(
    ['lab_orders'],
    'UPDATE lab_orders SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
    [id, outcome.error],
  );
}

/** The lab never answered AA: listed for staff. */
export async function markOrderFailed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.write(
    ['lab_orders'],
    "UPDATE lab_orders SET state = 'failed', failed_at = $2 WHERE id = $1 AND state = 'queued'",
    [id, now],
  );
}

/** Orders the lab never acknowledged, newest first, a page at a time, with how many there are. */
export async function listFailedOrders(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: LabOrderRow[]; total: number }> {
  const failed = "state = 'failed' AND ($1::text IS NULL OR kit_identifier = upper($1) OR control_id = $1)";
  const { rows } = await db.query<LabOrderRow>(
    `SELECT * FROM lab_orders WHERE ${failed}
      ORDER BY failed_at ${orderWord(page)}, id ${orderWord(page)} LIMIT $2 OFFSET $3`,
    [page.q, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM lab_orders WHERE ${failed}`,
    [page.q],
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** A failed order queued again, its count of attempts anew: false when it is not a failed order. */
export async function requeueFailedOrder(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.write(
    ['lab_orders'],
    `UPDATE lab_orders SET state = 'queued', attempts = 0, failed_at = NULL
      WHERE id = $1 AND state = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
