import type { StaffItemQuery } from '@fathom/contract/staff';
import type { Queryable } from '../../db/database';

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

/** The lab moves a kit to a tracking stage (and step, and carrier); answers false when no kit has that id. */
export async function moveKitToStage(
  db: Queryable,
  itemId: string,
  update: { tracking_stage: number; status_step?: string; delivery_carrier?: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE items SET tracking_stage = $2, status_step = coalesce($3, status_step),
            delivery_carrier = coalesce($4, delivery_carrier)
      WHERE id = $1 AND category IN ('analysis', 'sti') RETURNING id`,
    [itemId, update.tracking_stage, update.status_step ?? null, update.delivery_carrier ?? null],
  );
  return rows.length > 0;
}

/** One kit as the lab sees it (its results come from the results room). */
export async function findStaffItem(db: Queryable, itemId: string): Promise<StaffItemRow | null> {
  const { rows } = await db.query<StaffItemRow>(
    `SELECT ${staffItemColumns} FROM items i JOIN clients c ON c.id = i.client_id WHERE i.id = $1`,
    [itemId],
  );
  return rows[0] ?? null;
}
