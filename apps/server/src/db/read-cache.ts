import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from './database';
import { type ChangeSnapshot, sqlWords } from './table-changes';

/**
 * How long a cached read is reused at most. Every committed write through this instance's database makes
 * the reads of its tables stale at once, and the other instances' writes arrive through Redis within
 * milliseconds; the TTL bounds what a change made outside the server, or a lost message, leaves in memory.
 */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

/* Reads whose answer depends on the moment or changes on its own are never cached. */
const volatileSql =
  /\b(now|clock_timestamp|statement_timestamp|random|nextval|gen_random_uuid)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltimestamp\b|\bfor\s+(update|share)\b/i;

interface Entry {
  rows: readonly unknown[];
  snapshot: ChangeSnapshot;
  storedAt: number;
}

/** A read on its way to the database, which reads of the same rows arriving meanwhile wait for. */
interface InFlight {
  rows: Promise<readonly unknown[]>;
  snapshot: ChangeSnapshot;
}

export interface ReadCacheOptions {
  /** False while this instance could miss another instance's writes (Redis not subscribed): nothing is cached. */
  isCaching?: () => boolean;
  ttlMs?: number;
  now?: () => number;
}

export interface ReadCache extends Queryable {
  /**
   * How many answers came from memory (or from a read of the same rows already running) and how many from a query
   * of their own (tests and the bench read them).
   */
  stats(): { hits: number; misses: number };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** What is known of one statement text: the tables it reads (null: never cached) and a short name for it. */
interface Statement {
  tables: readonly string[] | null;
  id: number;
}

/**
 * An entry's key names its statement by number: the text, often a kilobyte or two, is hashed once per read
 * to find the statement, and not again inside a longer key.
 */
function keyOf(statement: Statement, params: unknown[] | undefined): string {
  return params && params.length > 0 ? `${statement.id}\u0000${JSON.stringify(params)}` : `${statement.id}`;
}

/**
 * The customers' reads through a per-instance memory: a SELECT's rows are kept under its text and
 * parameters, with the change counters of the tables it names, and reused while none of those tables has
 * changed and the entry is younger than the TTL. Rows are frozen: callers share them. Only the GET routes
 * read through it; whatever writes, and whatever reads in order to write, uses the database itself.
 */
export function createReadCache(db: Database, options: ReadCacheOptions = {}): ReadCache {
  const ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const isCaching = options.isCaching ?? (() => true);
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, InFlight>();
  const statements = new Map<string, Statement>();
  let statementCount = 0;
  let knownTables: Promise<Set<string>> | null = null;
  let schemaEpoch = -1;
  let hits = 0;
  let misses = 0;

  const loadKnownTables = async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    return new Set(rows.map((row) => row.table_name));
  };

  /** The tables a read depends on, or null when it must not be cached (worked out once per query text). */
  const statementOf = async (sql: string): Promise<Statement> => {
    knownTables ??= loadKnownTables();
    const tables = await knownTables;
    // Another read of the same text may have worked it out meanwhile: one statement, one key for both.
    const known = statements.get(sql);
    if (known) return known;
    const cacheable = /^\s*(select|with)\b/i.test(sql) && !volatileSql.test(sql);
    const dependencies = cacheable ? sqlWords(sql).filter((word) => tables.has(word)) : null;
    statementCount += 1;
    const statement = {
      tables: dependencies && dependencies.length > 0 ? dependencies : null,
      id: statementCount,
    };
    if (statements.size >= MAX_ENTRIES) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    statements.set(sql, statement);
    return statement;
  };

  const remember = (key: string, entry: Entry) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  };

  return {
    async query<T>(sql: string, params?: unknown[]) {
      if (!isCaching()) return db.query<T>(sql, params);
      // A schema change may have added tables: which words of a query are tables is worked out again.
      const epoch = db.changes.everythingChanges();
      if (epoch !== schemaEpoch) {
        schemaEpoch = epoch;
        knownTables = null;
        statements.clear();
        entries.clear();
      }
      const statement = statements.get(sql) ?? (await statementOf(sql));
      const tables = statement.tables;
      if (!tables) return db.query<T>(sql, params);
      const key = keyOf(statement, params);
      const cached = entries.get(key);
      if (cached && now() - cached.storedAt < ttlMs && db.changes.isCurrent(cached.snapshot)) {
        hits += 1;
        return { rows: cached.rows as T[] };
      }
      // Fifty requests that find an entry gone at once (its time ran out, or a write) send one query, not fifty:
      // a read still running is shared while no write to its tables has been counted since it started, so a
      // reader never gets rows older than its own request.
      const running = inFlight.get(key);
      if (running && db.changes.isCurrent(running.snapshot)) {
        hits += 1;
        return { rows: (await running.rows) as T[] };
      }
      misses += 1;
      // Taken before the query: a write committed while it runs leaves the entry stale from the start.
      const snapshot = db.changes.snapshot(tables);
      const storedAt = now();
      const flight: InFlight = {
        rows: db.query<T>(sql, params).then((result) => deepFreeze(result.rows)),
        snapshot,
      };
      inFlight.set(key, flight);
      try {
        const rows = (await flight.rows) as T[];
        if (isCaching() && db.changes.isCurrent(snapshot)) remember(key, { rows, snapshot, storedAt });
        return { rows };
      } finally {
        if (inFlight.get(key) === flight) inFlight.delete(key);
      }
    },
    // A write made through the reads (none should be) goes to the database, which counts it.
    write: (tables, sql, params) => db.write(tables, sql, params),
    stats: () => ({ hits, misses }),
  };
}
