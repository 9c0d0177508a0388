import type { Queryable } from './database';

/**
 * Deletes at most `limit` rows of `table` that meet `condition` (its parameters from $1; the limit is the next one),
 * chosen by their key, in one statement; answers how many went. Used by the retention of logs, a batch at a time.
 */
export async function deleteBatch(
  db: Queryable,
  batch: { table: string; key: string; condition: string; params: unknown[]; limit: number },
): Promise<number> {
  const limitParam = `$${batch.params.length + 1}`;
  const { rows } = await db.write<{ n: number }>(
    [batch.table],
    `WITH gone AS (
       DELETE FROM ${batch.table} WHERE ${batch.key} IN
         (SELECT ${batch.key} FROM ${batch.table} WHERE ${batch.condition} LIMIT ${limitParam})
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [...batch.params, batch.limit],
  );
  return rows[0]?.n ?? 0;
}
