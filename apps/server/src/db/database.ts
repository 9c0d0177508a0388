import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A transaction also runs scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
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
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pglite.query<T>(sql, params);
      return { rows: result.rows };
    },
    transaction: (fn) => pglite.transaction((tx) => fn(wrapTransaction(tx))),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            const answer = await client.query(sql, params);
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
    async close() {
      await pool.end();
    },
  };
}
