import type { Queryable } from '../../db/database';

export interface KitRow {
  id: string;
  title: string;
  tracking_stage: number | null;
  registered: boolean;
  created_at: Date;
}

/** The account's analysis and STI kits, with where each is and whether its owner has registered it. */
export async function listKits(db: Queryable, clientId: string): Promise<KitRow[]> {
  const { rows } = await db.query<KitRow>(
    `SELECT i.id, i.title, i.tracking_stage, i.created_at,
            EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered
       FROM items i
      WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti')
      ORDER BY i.created_at, i.id`,
    [clientId],
  );
  return rows;
}
