import type { StaffItemQuery } from '@fathom/contract/staff';
import type { Queryable } from '../../db/database';
import { narrowing, orderWord, type QueuePage } from '../../db/queue-page';

interface StaffItemRow {
  id: string;
  client_id: string;
  client_number: string;
  client_email: string;
  title: string;
  category: string;
  po_number: string | null;
  kit_identifier: string | null;
  tracking_stage: number | null;
  status_step: string | null;
  registered: boolean;
}

const staffItemColumns = `i.id, i.client_id, c.number AS client_number, c.email AS client_email, i.title, i.category,
  i.po_number, i.kit_identifier, i.tracking_stage, i.status_step,
  EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered`;

/** Kits (analysis and STI) matching an order number, a kit code or a customer's email. */
export async function searchStaffItems(db: Queryable, query: StaffItemQuery): Promise<StaffItemRow[]> {
  const { rows } = await db.query<StaffItemRow>(
    `SELECT ${staffItemColumns} FROM items i JOIN clients c ON c.id = i.client_id
      WHERE i.category IN ('analysis', 'sti')
        AND ($1::text IS NULL OR i.po_number = $1)
        AND ($2::text IS NULL OR i.kit_identifier = upper($2))
        AND ($3::text IS NULL OR lower(c.email) = lower($3))
      ORDER BY i.created_at DESC, i.id LIMIT 50`,
    [query.po_number ?? null, query.kit_identifier ?? null, query.email ?? null],
  );
  return rows;
}

/** One kit as the lab sees it (its results come from the results room). */
export async function findStaffItem(db: Queryable, itemId: string): Promise<StaffItemRow | null> {
  const { rows } = await db.query<StaffItemRow>(
    `SELECT ${staffItemColumns} FROM items i JOIN clients c ON c.id = i.client_id WHERE i.id = $1`,
    [itemId],
  );
  return rows[0] ?? null;
}

interface QueueKitRow {
  item_id: string;
  kit_identifier: string;
  category: 'analysis' | 'sti';
  title: string;
  client_number: string;
  customer_name: string;
  registered: boolean;
}

const queueKitColumns = `i.id AS item_id, i.kit_identifier, i.category, i.title, c.number AS client_number,
  coalesce(u.first_name || ' ' || u.last_name, '') AS customer_name,
  EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered`;
const queueKitJoins = `JOIN clients c ON c.id = i.client_id
  LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'`;
/** A kit queue narrowed ($1, $2 of `narrowing`) to a kit id or client number, or part of the customer's name. */
const kitOrCustomer = `($1::text IS NULL OR i.kit_identifier = upper($1) OR c.number = upper($1)
  OR lower(coalesce(u.first_name || ' ' || u.last_name, '')) LIKE $2)`;

/** Kits on their way back to the lab (tracking stage 4) that it has not marked received, by when they were sent. */
export async function listKitsArriving(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: (QueueKitRow & { sent_at: string | null })[]; total: number }> {
  const arriving = `i.tracking_stage = 4 AND i.lab_received_at IS NULL AND i.category IN ('analysis', 'sti')
    AND i.kit_identifier IS NOT NULL AND ${kitOrCustomer}`;
  const { rows } = await db.query<QueueKitRow & { sent_at: string | null }>(
    `SELECT ${queueKitColumns}, i.stage_reached_at ->> '4' AS sent_at
       FROM items i ${queueKitJoins}
      WHERE ${arriving}
      ORDER BY (i.stage_reached_at ->> '4')::timestamptz ${orderWord(page)}, i.id ${orderWord(page)}
      LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM items i ${queueKitJoins} WHERE ${arriving}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** Kits the lab holds (received, analysis not finished), by the day they arrived. */
export async function listKitsAtLab(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: (QueueKitRow & { received_at: Date })[]; total: number }> {
  const atLab = `i.lab_received_at IS NOT NULL AND i.tracking_stage IN (4, 5) AND i.category IN ('analysis', 'sti')
    AND i.kit_identifier IS NOT NULL AND ${kitOrCustomer}`;
  const { rows } = await db.query<QueueKitRow & { received_at: Date }>(
    `SELECT ${queueKitColumns}, i.lab_received_at AS received_at
       FROM items i ${queueKitJoins}
      WHERE ${atLab}
      ORDER BY i.lab_received_at ${orderWord(page)}, i.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM items i ${queueKitJoins} WHERE ${atLab}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** Semen analyses whose values are entered and not released, by the day they were entered. */
export async function listResultsAwaitingRelease(
  db: Queryable,
  page: QueuePage,
): Promise<{
  rows: {
    item_id: string;
    kit_identifier: string | null;
    client_number: string;
    customer_name: string;
    entered_at: Date;
  }[];
  total: number;
}> {
  const { rows } = await db.query<{
    item_id: string;
    kit_identifier: string | null;
    client_number: string;
    customer_name: string;
    entered_at: Date;
  }>(
    `SELECT r.item_id, i.kit_identifier, c.number AS client_number,
            coalesce(u.first_name || ' ' || u.last_name, '') AS customer_name, r.created_at AS entered_at
       FROM result_documents r JOIN items i ON i.id = r.item_id ${queueKitJoins}
      WHERE r.ready_at IS NULL AND ${kitOrCustomer}
      ORDER BY r.created_at ${orderWord(page)}, r.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM result_documents r JOIN items i ON i.id = r.item_id ${queueKitJoins}
      WHERE r.ready_at IS NULL AND ${kitOrCustomer}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}
