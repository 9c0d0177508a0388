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

/** The orders a page of failed jobs may be sorted by (a column, `-` first for descending). */
export const failedJobSorts = {
  failed_at: 'completed_on ASC NULLS FIRST',
  '-failed_at': 'completed_on DESC NULLS LAST',
  created_at: 'created_on ASC',
  '-created_at': 'created_on DESC',
  name: 'name ASC',
  '-name': 'name DESC',
} as const;
export type FailedJobSort = keyof typeof failedJobSorts;

/** One page of the jobs that failed with no retry left (of one kind, when named), in the order asked. */
export async function listFailedJobsPage(
  db: Queryable,
  schema: string,
  page: { sort: FailedJobSort; name: string | null; limit: number; offset: number },
): Promise<{ rows: FailedJob[]; total: number }> {
  const where = "state = 'failed' AND ($1::text IS NULL OR name = $1)";
  const [{ rows }, count] = await Promise.all([
    db.query<FailedJob>(
      `SELECT ${failedJobColumns} FROM ${schema}.job WHERE ${where}
        ORDER BY ${failedJobSorts[page.sort]}, id LIMIT $2 OFFSET $3`,
      [page.name, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${schema}.job WHERE ${where}`, [
      page.name,
    ]),
  ]);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findFailedJob(db: Queryable, schema: string, id: string): Promise<FailedJob | null> {
  const { rows } = await db.query<FailedJob>(
    `SELECT ${failedJobColumns} FROM ${schema}.job WHERE state = 'failed' AND id = $1::uuid`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * One run of a job: the job's id, and its retry count when the run began. A job keeps its id across its attempts,
 * and each fetch of a retried job raises the count, so the pair names this run alone: a run that was taken over
 * (its worker stopped renewing it) and ends after all never settles or renews the run that took its place.
 */
export interface RunOfJob {
  id: string;
  retryCount: number;
}

/** The runs, from the statement's $2 and $3 (`runArrays`), and the condition that a job row (j) is still one of them. */
const runsGiven = 'unnest($2::uuid[], $3::int[]) AS run (id, retry_count)';
const stillThisRun = `j.name = $1 AND j.id = run.id AND j.retry_count = run.retry_count AND j.state = 'active'`;
/** The runs as `runsGiven`'s two arrays. */
const runArrays = (runs: readonly RunOfJob[]) => [
  runs.map((run) => run.id),
  runs.map((run) => run.retryCount),
];

/**
 * A sign of life from the worker running these jobs: their start is moved to now, so that neither another
 * instance (`takeOverLapsedRuns`) nor pg-boss's own expiry takes them while the worker lives. Answers the runs
 * renewed, with their new start (a run no longer active, taken over or settled, is not).
 */
export async function renewRuns(
  db: Queryable,
  schema: string,
  name: string,
  runs: readonly RunOfJob[],
): Promise<{ id: string; started_on: Date }[]> {
  const { rows } = await db.write<{ id: string; started_on: Date }>(
    [],
    `UPDATE ${schema}.job j SET started_on = now() FROM ${runsGiven}
      WHERE ${stillThisRun}
     RETURNING j.id::text AS id, j.started_on`,
    [name, ...runArrays(runs)],
  );
  return rows;
}

/**
 * Marks these runs completed with this output, as pg-boss's `complete` does, but only where each is still the run
 * that ended: answers the ids marked.
 */
export async function completeRuns(
  db: Queryable,
  schema: string,
  name: string,
  runs: readonly RunOfJob[],
  output: object,
): Promise<string[]> {
  const { rows } = await db.write<{ id: string }>(
    [],
    `UPDATE ${schema}.job j SET completed_on = now(), state = 'completed', output = $4::jsonb
       FROM ${runsGiven}
      WHERE ${stillThisRun}
     RETURNING j.id::text AS id`,
    [name, ...runArrays(runs), JSON.stringify(output)],
  );
  return rows.map((row) => row.id);
}

/** Locks the run's row for the caller's transaction while it is still this run; false when it is not. */
export async function lockRun(tx: Queryable, schema: string, name: string, run: RunOfJob): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM ${schema}.job j, ${runsGiven}
      WHERE ${stillThisRun} FOR UPDATE OF j`,
    [name, ...runArrays([run])],
  );
  return rows.length > 0;
}

/** A job taken from a worker that stopped renewing it: retried now, or failed when it had no retry left. */
export interface TakenOverJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  retry_count: number;
  retry_limit: number;
  state: 'retry' | 'failed';
  /** Its last sign of life. */
  started_on: Date;
}

/**
 * The runs of these jobs whose worker has given no sign of life for `leaseSeconds` (its process died, or lost the
 * database), other than the caller's own: each is due again at once as its next attempt, or failed when it had no
 * retry left. One statement, so two instances never take the same run (the second finds it no longer active). A
 * run of a `stately` job whose next run already waits is left to pg-boss's own expiry, which fails it (one
 * waiting run of such a job at a time).
 */
export async function takeOverLapsedRuns(
  db: Queryable,
  schema: string,
  lapsed: { names: readonly string[]; leaseSeconds: number; exclude: readonly string[]; reason: string },
): Promise<TakenOverJob[]> {
  const { rows } = await db.write<TakenOverJob>(
    [],
    `UPDATE ${schema}.job j SET
            state = (CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END)::${schema}.job_state,
            start_after = CASE WHEN retry_count < retry_limit THEN now() ELSE start_after END,
            completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
            output = jsonb_build_object('message', $4::text)
      WHERE name = ANY($1::text[]) AND state = 'active'
        AND started_on < now() - make_interval(secs => $2::float8)
        AND NOT (id = ANY($3::uuid[]))
        AND (policy IS DISTINCT FROM 'stately' OR retry_count >= retry_limit OR NOT EXISTS (
              SELECT 1 FROM ${schema}.job w
               WHERE w.name = j.name AND w.state = 'retry' AND w.policy = 'stately'
                 AND COALESCE(w.singleton_key, '') = COALESCE(j.singleton_key, '')))
     RETURNING id::text AS id, name, data, retry_count, retry_limit, state::text AS state, started_on`,
    [lapsed.names, lapsed.leaseSeconds, lapsed.exclude, lapsed.reason],
  );
  return rows;
}

/** How a queue stands now, for the operator's metrics: runs due and not started, running, failed; the oldest due. */
export interface QueueReading {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  /** How long the run due the longest has waited since it fell due, in seconds (0 when none waits). */
  oldest_waiting_seconds: number;
}

export async function queueReadings(db: Queryable, schema: string): Promise<QueueReading[]> {
  const { rows } = await db.query<QueueReading>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            COALESCE(EXTRACT(EPOCH FROM now() - min(start_after)
              FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS oldest_waiting_seconds
       FROM ${schema}.job WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY name`,
  );
  return rows;
}
