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

/** One kit as the lab sees it (its results come from the results room). */
export async function findStaffItem(db: Queryable, itemId: string): Promise<StaffItemRow | null> {
  const { rows } = await db.query<StaffItemRow>(
    `SELECT ${staffItemColumns} FROM items i JOIN clients c ON c.id = i.client_id WHERE i.id = $1`,
    [itemId],
  );
  return rows[0] ?? null;
}
