import type { Queryable } from '../../db/database';

export interface UrologistRow {
  id: string;
  name: string;
  practice: string;
  address_1: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  accepts_new_patients: boolean;
}

/**
 * Every urologist the care team has verified and not retired. The list is curated and short (see ADR 010),
 * so distances are worked out after this one query.
 */
export async function activeUrologists(db: Queryable): Promise<UrologistRow[]> {
  const { rows } = await db.query<UrologistRow>(
    `SELECT id, name, practice, address_1, city, state, postal_code, phone, accepts_new_patients
       FROM verified_urologists WHERE active`,
  );
  return rows;
}

/** Whether the client has a result that is ready: the search opens only then. */
export async function hasReadyResult(db: Queryable, clientId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM result_documents WHERE client_id = $1 AND ready_at IS NOT NULL AND ready_at <= $2 LIMIT 1',
    [clientId, now],
  );
  return rows.length > 0;
}
