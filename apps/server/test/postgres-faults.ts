import pg from 'pg';

/**
 * Faults of a real PostgreSQL, made from a connection of the test's own to the test's own database (never
 * another's): its backends terminated as an operator or a failover would, and locks that hold a statement
 * where the test wants it while it is being terminated.
 */
export interface PostgresFaults {
  /** Ends every other connection to the database (pg_terminate_backend); answers how many it ended. */
  terminateAll(): Promise<number>;
  /** Ends one backend. */
  terminate(backend: Backend): Promise<void>;
  /**
   * Runs a statement in a transaction of its own and keeps that transaction open, its locks held, until `release`
   * commits it: `LOCK TABLE notes IN ACCESS EXCLUSIVE MODE`, or a row another transaction's statement will wait on.
   */
  hold(statement: string): Promise<{ release(): Promise<void> }>;
  /**
   * The backend of the database that waits on a lock, once one does (a statement stopped where the test wants),
   * other than those terminated already.
   */
  waitingOnLock(timeoutMs?: number): Promise<Backend>;
  /** Backends of the database other than the test's own connections and those it terminated. */
  backends(): Promise<number[]>;
  close(): Promise<void>;
}

/** A backend of the database: its process id and the statement it runs (or ran last). */
export interface Backend {
  pid: number;
  query: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postgresFaults(databaseUrl: string): Promise<PostgresFaults> {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'fathom-test-faults' });
  await admin.connect();
  const holders = new Set<pg.Client>();
  /** Backends terminated already, which pg_stat_activity may still list for a moment. */
  const ended = new Set<number>();
  const ours = () => [
    ...[admin, ...holders].map((client) => (client as unknown as { processID: number }).processID),
    ...ended,
  ];

  return {
    async terminateAll() {
      const { rows } = await admin.query<{ pid: number; ended: boolean }>(
        `SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> ALL($1::int[]) AND backend_type = 'client backend'`,
        [ours()],
      );
      for (const row of rows) ended.add(row.pid);
      return rows.filter((row) => row.ended).length;
    },
    async terminate({ pid }) {
      ended.add(pid);
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    },
    async hold(statement) {
      const holder = new pg.Client({ connectionString: databaseUrl, application_name: 'fathom-test-lock' });
      await holder.connect();
      holders.add(holder);
      await holder.query('BEGIN');
      await holder.query(statement);
      return {
        async release() {
          await holder.query('COMMIT');
          holders.delete(holder);
          await holder.end();
        },
      };
    },
    async waitingOnLock(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const { rows } = await admin.query<Backend>(
          `SELECT pid, query FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> ALL($1::int[])`,
          [ours()],
        );
        const waiting = rows[0];
        if (waiting) return waiting;
        await pause(20);
      }
      throw new Error(`No backend waited on a lock within ${timeoutMs} ms`);
    },
    async backends() {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> ALL($1::int[]) AND backend_type = 'client backend'`,
        [ours()],
      );
      return rows.map((row) => row.pid);
    },
    async close() {
      for (const holder of holders) await holder.end().catch(() => undefined);
      await admin.end();
    },
  };
}
