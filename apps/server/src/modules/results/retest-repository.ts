import type { Queryable } from '../../db/database';

export interface DueRetest {
  result_id: string;
  email: string;
  analysed_on: string;
}

/**
 * Claims the reminders due today: each customer's latest released analysis whose retest day (its sample's day,
 * or its release day, plus the months given) has come within the last `windowDays` days, no sample found no
 * sperm, no reminder was sent, and no analysis has been ordered since. Marked in the claiming statement, so two
 * instances remind once.
 */
export async function claimDueRetests(
  tx: Queryable,
  options: { today: string; now: Date; months: number; windowDays: number },
): Promise<DueRetest[]> {
  const { rows } = await tx.write<DueRetest>(
    ['result_documents'],
    `WITH latest AS (
       SELECT DISTINCT ON (r.client_id) r.id, r.client_id, r.ready_at, r.is_azoospermic, r.retest_reminded_at,
              coalesce(r.collected_on, (r.ready_at AT TIME ZONE 'UTC')::date) AS analysed_on
         FROM result_documents r
        WHERE r.ready_at IS NOT NULL AND r.ready_at <= $2
        ORDER BY r.client_id, r.ready_at DESC, r.id DESC
     ), due AS (
       SELECT l.id, l.analysed_on FROM latest l
        WHERE l.retest_reminded_at IS NULL AND NOT l.is_azoospermic
          AND (l.analysed_on + make_interval(months => $3::int))::date <= $1::date
          AND (l.analysed_on + make_interval(months => $3::int))::date > $1::date - $4::int
          AND NOT EXISTS (SELECT 1 FROM items i
                           WHERE i.client_id = l.client_id AND i.category = 'analysis' AND i.created_at > l.ready_at)
     )
     UPDATE result_documents r SET retest_reminded_at = $2
       FROM due, clients c
      WHERE r.id = due.id AND c.id = r.client_id AND r.retest_reminded_at IS NULL
     RETURNING r.id AS result_id, c.email, to_char(due.analysed_on, 'YYYY-MM-DD') AS analysed_on`,
    [options.today, options.now, options.months, options.windowDays],
  );
  return rows;
}
