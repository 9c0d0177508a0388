import type { Queryable } from '../../db/database';

export interface KitRow {
  id: string;
  /** The kit's product, which the pages name it by; null for a kit without one in the catalogue. */
  product_key: string | null;
  title: string;
  tracking_stage: number | null;
  registered: boolean;
  held_at_lab: boolean;
  has_results: boolean;
  created_at: Date;
}

/**
 * The account's analysis and STI kits, with where each is, whether its owner has registered it, whether the lab
 * has it and whether its results are out: the facts the kit's card reads too (items/item-repository.ts).
 */
export async function listKits(db: Queryable, clientId: string): Promise<KitRow[]> {
  const { rows } = await db.query<KitRow>(
    `SELECT i.id, p.key AS product_key, i.title, i.tracking_stage, i.created_at,
            EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered,
            (i.lab_received_at IS NOT NULL) AS held_at_lab,
            EXISTS (SELECT 1 FROM result_documents r WHERE r.item_id = i.id AND r.ready_at IS NOT NULL) AS has_results
       FROM items i LEFT JOIN products p ON p.id = i.product_id
      WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti')
      ORDER BY i.created_at, i.id`,
    [clientId],
  );
  return rows;
}
