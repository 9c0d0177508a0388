import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { createTableChanges, type TableChanges } from './table-changes';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A transaction also runs scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (a library's own, e.g. the job queue's), answering the last one's rows. */
  script<T = Record<string, unknown>>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Which tables the writes made through this database have changed, once committed (read-cache.ts). */
  readonly changes: TableChanges;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

/*
 * Both engines hand rows back in the same shapes: bigint counts and numeric measurements as
 * numbers, dates as 'YYYY-MM-DD' text (a Date would shift with the server's time zone),
 * timestamptz as Date.
 */
const typeOid = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string) => Number(value);
const keepText = (value: string) => value;
const sharedParsers: Record<number, (value: string) => unknown> = {
  [typeOid.int8]: toNumber,
  [typeOid.numeric]: toNumber,
  [typeOid.date]: keepText,
};

/** Opens PostgreSQL when databaseUrl is set, else the embedded PGlite under `${dataDir}/pglite`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = path.resolve(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return openPglite(directory);
}

/** Opens an embedded database in a folder of its own (tests copy prepared folders). */
export async function openPglite(directory: string): Promise<Database> {
  const pglite = await PGlite.create({ dataDir: directory, parsers: sharedParsers });
  const wrapTransaction = (tx: PGliteTransaction): Transaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  });
  return recordingChanges({
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pglite.query<T>(sql, params);
      return { rows: result.rows };
    },
    transaction: (fn) => pglite.transaction((tx) => fn(wrapTransaction(tx))),
    async script<T>(sql: string) {
      const results = await pglite.exec(sql);
      return { rows: (results.at(-1)?.rows ?? []) as T[] };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  });
}

/**
 * The engine with its writes counted (table-changes.ts): an autocommit statement once it has run, a
 * transaction's statements once it has ended (after COMMIT, or a failed one whose outcome the server may not
 * know), so that a read cached from then on sees them. A script (exec) may change anything.
 */
function recordingChanges(engine: Omit<Database, 'changes'>): Database {
  const changes = createTableChanges();
  return {
    kind: engine.kind,
    changes,
    close: () => engine.close(),
    async script<T>(sql: string) {
      try {
        return await engine.script<T>(sql);
      } finally {
        changes.wrote('DO');
      }
    },
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return await engine.query<T>(sql, params);
      } finally {
        changes.wrote(sql);
      }
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const written: string[] = [];
      try {
        return await engine.transaction((tx) =>
          fn({
            query<R>(sql: string, params?: unknown[]) {
              written.push(sql);
              return tx.query<R>(sql, params);
            },
            exec(sql: string) {
              written.push('DO');
              return tx.exec(sql);
            },
          }),
        );
      } finally {
        for (const sql of written) changes.wrote(sql);
      }
    },
  };
}

/**
 * Each distinct query text is prepared once per connection (a named statement), so PostgreSQL plans it
 * once rather than at every call: for the reads that aggregate JSON, planning costs more than running. The
 * texts are a fixed set written in the repositories; past this many, queries run unnamed.
 */
const MAX_PREPARED_STATEMENTS = 1000;

function preparedStatements() {
  const names = new Map<string, string>();
  return (text: string, values: unknown[] | undefined): pg.QueryConfig => {
    if (!values) return { text };
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `fathom_${names.size + 1}`;
      names.set(text, name);
    }
    return name === undefined ? { text, values } : { name, text, values };
  };
}

/**
 * Connections to PostgreSQL: three per core, at least 4 and at most 20. More only queue in the database:
 * on the 2-core bench machine, sharing its cores with PostgreSQL, 20 served reads slower than 6 or 10 (ADR 008).
 */
export function postgresPoolSize(cores = availableParallelism()): number {
  return Math.min(20, Math.max(4, cores * 3));
}

function openPostgres(connectionString: string): Database {
  const statement = preparedStatements();
  const pool = new pg.Pool({
    connectionString,
    max: postgresPoolSize(),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return recordingChanges({
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(statement(sql, params));
      return { rows: result.rows as T[] };
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            const answer = await client.query(statement(sql, params));
            return { rows: answer.rows as R[] };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async script<T>(sql: string) {
      const answer = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(answer) ? answer.at(-1) : answer;
      return { rows: (last?.rows ?? []) as T[] };
    },
    async close() {
      await pool.end();
    },
  });
}
