import type { Queryable } from '../db/database';

/** A job whose retries ran out: what it was, how many times it ran, why its last run failed. */
export interface FailedJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  error: string | null;
  created_at: Date;
  failed_at: Date | null;
}

/** The schema is pg-boss's own (a fixed name chosen in job-queue.ts), not a value from outside. */
const failedJobColumns = `id::text AS id, name, data, retry_count + 1 AS attempts, output->>'message' AS error,
  created_on AS created_at, completed_on AS failed_at`;

export async function listFailedJobs(db: Queryable, schema: string, limit: number): Promise<FailedJob[]> {
  const { rows } = await db.query<FailedJob>(
    `SELECT ${failedJobColumns} FROM ${schema}.job WHERE state = 'failed'
      ORDER BY completed_on DESC NULLS LAST, id LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function findFailedJob(db: Queryable, schema: string, id: string): Promise<FailedJob | null> {
  const { rows } = await db.query<FailedJob>(
    `SELECT ${failedJobColumns} FROM ${schema}.job WHERE state = 'failed' AND id = $1::uuid`,
    [id],
  );
  return rows[0] ?? null;
}
