import type { Queryable } from '../../db/database';

export interface LatestAnalysisRow {
  id: string;
  ready_at: Date;
  collected_on: string | null;
  is_azoospermic: boolean;
  analysis_ordered_since: boolean;
  results_call_booked: boolean;
  consultation_bought: boolean;
}

/**
 * The account's latest semen analysis released by now, with whether a new analysis was ordered, a results call
 * booked or a fertility consultation bought since its release: what the home page's next analysis and results call are decided from.
 */
export async function findLatestAnalysis(
  db: Queryable,
  clientId: string,
  now: Date,
): Promise<LatestAnalysisRow | null> {
  // Released by now: compared here, so the query's answer does not change with the moment (db/read-cache.ts).
  const { rows } = await db.query<LatestAnalysisRow>(
    `SELECT r.id, r.ready_at, to_char(r.collected_on, 'YYYY-MM-DD') AS collected_on, r.is_azoospermic,
            EXISTS (SELECT 1 FROM items i WHERE i.client_id = r.client_id AND i.category = 'analysis'
                     AND i.created_at > r.ready_at) AS analysis_ordered_since,
            EXISTS (SELECT 1 FROM results_calls c WHERE c.client_id = r.client_id AND c.cancelled_at IS NULL
                     AND c.created_at > r.ready_at) AS results_call_booked,
            EXISTS (SELECT 1 FROM items i WHERE i.client_id = r.client_id AND i.category = 'consultation'
                     AND i.created_at > r.ready_at) AS consultation_bought
       FROM result_documents r
      WHERE r.client_id = $1 AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC, r.id DESC`,
    [clientId],
  );
  return rows.find((row) => new Date(row.ready_at) <= now) ?? null;
}

/** Since when the account has needed its agreements: its first order, or its opening when it has none. */
export async function findAccountSince(db: Queryable, clientId: string): Promise<Date> {
  const { rows } = await db.query<{ since: Date }>(
    `SELECT least(c.created_at, (SELECT min(i.created_at) FROM items i WHERE i.client_id = c.id)) AS since
       FROM clients c WHERE c.id = $1`,
    [clientId],
  );
  return rows[0]?.since ?? new Date(0);
}
