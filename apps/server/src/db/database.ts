import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Mutex, PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type CheckedOutClient,
  DatabaseUnavailableError,
  databaseUnavailable,
  isConnectionLost,
  isRerunnableRead,
  wasRefusedBeforeSending,
  watchPool,
} from './connection-loss';
import { ensurePgliteCluster, PGLITE_SETTINGS } from './pglite-cluster';
import { pgliteStatements } from './pglite-statements';
import { POOL_DEFAULTS, type PostgresPoolSettings, postgresPoolSize } from './pool-size';
import { runStatement } from './postgres-statement';
import { queryOpeningTransaction } from './postgres-transaction-start';
import { createTableChanges, isReadOnly, type TableChanges, undeclaredTargets } from './table-changes';

export { POOL_DEFAULTS, postgresPoolSize } from './pool-size';

export interface Queryable {
  /** A read, or a write that does not say what it changes (then every cached read is stale after it). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * A write that names the tables it changes (its repository declares them; the tables foreign keys change
   * in turn are added from the schema): the cached reads of those tables alone become stale.
   */
  write<T = Record<string, unknown>>(
    tables: readonly string[],
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[] }>;
}

/** A transaction also runs scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

/**
 * One connection's statements outside any transaction: each commits on its own, in the order they are run. For
 * what cannot run inside a transaction (an index built concurrently) and needs one session throughout (a lock held
 * by the session).
 */
export interface Session {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /**
   * Runs `fn` in a transaction. On PostgreSQL, when the connection is lost before COMMIT is sent (PostgreSQL then
   * rolls the transaction back), `fn` runs once more on a fresh connection: it must do nothing outside `tx` that
   * cannot be done twice (charge, send, publish: those go after the commit, or into the outbox through `tx`).
   * A connection lost during COMMIT fails with DatabaseUnavailableError, committed 'unknown' (connection-loss.ts).
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters (a library's own, e.g. the job queue's), answering the
   * last one's rows. `tables` declares the tables of the app's schema it writes, as for `write`; without it, the
   * script may have changed anything, and every cached read is dropped.
   */
  script<T = Record<string, unknown>>(sql: string, tables?: readonly string[]): Promise<{ rows: T[] }>;
  /**
   * Runs `fn` on a connection of its own, outside any transaction, without the statement timeout (migrations). On
   * PostgreSQL it is opened for `fn` beside the pool and closed after it, so nothing the session set (a lock it
   * holds) outlives `fn`. Every statement may change anything: every cached read is stale after each.
   */
  onOwnConnection<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Which tables the writes made through this database have changed, once committed (read-cache.ts). */
  readonly changes: TableChanges;
  /** PostgreSQL's connection pool as it is now (the metrics read it); undefined on the embedded database. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** Connections lost under a caller, or that could not be opened, since the start. */
  lost: number;
}

/** What each engine provides; recordingChanges adds the counting of writes. */
interface EngineTransaction {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
}

interface Engine {
  readonly kind: Database['kind'];
  /** `rerunnable`: the statement only reads, so it may run again after its connection was lost under it. */
  query<T>(sql: string, params?: unknown[], rerunnable?: boolean): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: EngineTransaction) => Promise<T>): Promise<T>;
  script<T>(sql: string): Promise<{ rows: T[] }>;
  onOwnConnection<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  poolStats?(): PoolStats;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL's pool and timeouts; POOL_DEFAULTS and postgresPoolSize() when not given. */
  databasePool?: Partial<PostgresPoolSettings>;
}

/**
 * A query's answer may be lost on the network without PostgreSQL cancelling it: the client gives up this long
 * after the server's own statement_timeout would have.
 */
const CLIENT_TIMEOUT_MARGIN_MS = 5_000;

/** Migrations are scripts that may rewrite a large table: they run without either timeout. */
const NO_CLIENT_TIMEOUT_MS = 2_147_483_647;

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

/** Which database the options open, for the operator's messages (never the password). */
export function describeDatabase(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>): string {
  if (!options.databaseUrl) return `embedded PGlite in ${options.dataDir}/pglite`;
  const url = new URL(options.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Opens PostgreSQL when databaseUrl is set, else the embedded PGlite under `${dataDir}/pglite`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databasePool);
  const directory = path.resolve(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  return openPglite(directory);
}

/**
 * A turn of the event loop. PGlite runs a statement synchronously inside a promise's continuation, so one
 * request's statements, and the next request's after them, would follow one another as microtasks and keep the
 * event loop from reading sockets until the whole chain ends (seconds under load, ADR 038). Before each
 * statement the loop reads what has arrived, and requests are served in turn.
 */
const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Opens an embedded database in a folder of its own (tests copy prepared folders). */
export async function openPglite(directory: string): Promise<Database> {
  await ensurePgliteCluster(directory);
  const pglite = await PGlite.create({
    dataDir: directory,
    parsers: sharedParsers,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const run = pgliteStatements(pglite, MAX_PREPARED_STATEMENTS);
  // A transaction holds PGlite's transaction lock throughout; each statement takes its query lock, as PGlite's own
  // `query` does inside and outside a transaction.
  const wrapTransaction = (tx: PGliteTransaction): EngineTransaction => ({
    async query<T>(sql: string, params?: unknown[]) {
      await loopTurn();
      return { rows: await pglite._runExclusiveQuery(() => run<T>(sql, params)) };
    },
    async exec(sql: string) {
      await loopTurn();
      await tx.exec(sql);
    },
  });
  const sessions = new Mutex();
  const statement = async <T>(sql: string, params?: unknown[]) => {
    await loopTurn();
    const rows = await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => run<T>(sql, params)),
    );
    return { rows };
  };
  return recordingChanges({
    kind: 'pglite',
    query: statement,
    transaction: (fn) => pglite.transaction((tx) => fn(wrapTransaction(tx))),
    async script<T>(sql: string) {
      await loopTurn();
      const results = await pglite.exec(sql);
      return { rows: (results.at(-1)?.rows ?? []) as T[] };
    },
    // The engine is the process's one connection, without a statement timeout: its statements are the session's.
    // Sessions take turns, as each would hold its own lock on PostgreSQL (on the one connection a session's advisory
    // lock is granted again to the next), while other callers' statements go on between theirs.
    onOwnConnection: (fn) => sessions.runExclusive(() => fn({ query: statement })),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  });
}

/** The tables whose rows a foreign key changes when a row of the key's table is deleted or updated. */
const CASCADES_SQL = `SELECT parent.relname AS parent, child.relname AS child
  FROM pg_constraint c
  JOIN pg_class child ON child.oid = c.conrelid
  JOIN pg_class parent ON parent.oid = c.confrelid
 WHERE c.contype = 'f'
   AND parent.relnamespace = current_schema()::regnamespace
   AND (c.confdeltype IN ('c', 'n', 'd') OR c.confupdtype IN ('c', 'n', 'd'))`;

type Changed = readonly string[] | 'all';

/**
 * Declarations are checked where it costs nothing to find a mistake: a write whose text names a target its
 * declaration leaves out is refused outside production, and changes everything in production.
 */
const refuseUndeclaredWrites = process.env.NODE_ENV !== 'production';

/**
 * The pg pool's settings: its size, how long a caller waits for a connection, how long an idle one is kept,
 * no JIT compilation or parallel workers, and the statement timeout, which PostgreSQL enforces (the statement is cancelled and the query fails with
 * "canceling statement due to statement timeout"), backed by a client-side query timeout a little longer.
 */
export function postgresPoolConfig(connectionString: string, settings: Partial<PostgresPoolSettings> = {}) {
  const statementTimeoutMs = settings.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs;
  return {
    connectionString,
    max: settings.max ?? postgresPoolSize(),
    connectionTimeoutMillis: settings.connectionTimeoutMs ?? POOL_DEFAULTS.connectionTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs ?? POOL_DEFAULTS.idleTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    // Every statement Fathom sends reads or writes a page's worth of rows. When the planner overestimates the rows
    // of a short queue (it cannot know that a few storage plans of 50,000 wait), JIT compiled it for 170 ms to run
    // it in 5, and parallel workers took 46 ms to start for a card on file read in 6 (ADR 055).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    keepAlive: true,
    // A statement started while another on the same connection awaits its answer is written at once rather than
    // after it (together.ts): a transaction's independent statements take one round trip. A connection serves
    // one caller at a time, so nothing else changes.
    pipeline: true,
  } satisfies pg.PoolConfig;
}

/**
 * The engine with its writes counted (table-changes.ts): an autocommit statement once it has run, a
 * transaction's statements once it has ended (after COMMIT, or a failed one whose outcome the server may not
 * know), so that a read cached from then on sees them. A script (exec) may change anything.
 */
function recordingChanges(engine: Engine): Database {
  const changes = createTableChanges();
  let cascades: { epoch: number; children: Map<string, readonly string[]> } | null = null;

  /**
   * The declared tables and every table their foreign keys reach, read from the schema once per schema. A caller
   * reads it through its own connection or transaction and never waits for another's reading: a transaction
   * waiting for a statement outside it would wait for itself on the embedded database (one connection, which
   * the transaction holds), and on PostgreSQL for a free connection of a pool its like may have taken.
   */
  const withCascades = async (
    run: (sql: string) => Promise<{ rows: { parent: string; child: string }[] }>,
    tables: readonly string[],
  ): Promise<readonly string[]> => {
    const epoch = changes.everythingChanges();
    let children = cascades?.epoch === epoch ? cascades.children : null;
    if (!children) {
      const { rows } = await run(CASCADES_SQL);
      const read = new Map<string, string[]>();
      for (const { parent, child } of rows) read.set(parent, [...(read.get(parent) ?? []), child]);
      children = read;
      if (epoch === changes.everythingChanges()) cascades = { epoch, children };
    }
    const reached = new Set(tables);
    for (const table of reached) for (const child of children.get(table) ?? []) reached.add(child);
    return [...reached];
  };

  const declared = (tables: readonly string[], sql: string): Changed => {
    const missing = undeclaredTargets(tables, sql);
    if (missing.length > 0 && refuseUndeclaredWrites) {
      throw new Error(`A write changes ${missing.join(', ')} without declaring it: ${sql.slice(0, 120)}`);
    }
    return missing.length === 0 ? tables : 'all';
  };

  /**
   * What each write text changes, worked out once per schema: a statement's text is one of the fixed set the
   * repositories write, so a write after the first costs one look-up, and reaches its engine without waiting a turn.
   */
  const changedByText = new Map<string, { epoch: number; declared: readonly string[]; changed: Changed }>();

  const undeclared = (sql: string): Changed => (isReadOnly(sql) ? [] : 'all');
  const readSchema = (sql: string) => engine.query<{ parent: string; child: string }>(sql, undefined, true);

  /** What a write declared to change, checked against its text, with the tables its foreign keys reach. */
  const changedBy = async (
    run: (sql: string) => Promise<{ rows: { parent: string; child: string }[] }>,
    tables: readonly string[],
    sql: string,
  ): Promise<Changed> => {
    const epoch = changes.everythingChanges();
    const named = declared(tables, sql);
    const changed = named === 'all' ? named : await withCascades(run, named);
    if (epoch === changes.everythingChanges() && changedByText.size < 5_000)
      changedByText.set(sql, { epoch, declared: tables, changed });
    return changed;
  };

  /** What the write changes when this text, so declared, was worked out under the current schema; else undefined. */
  const knownChange = (tables: readonly string[], sql: string): Changed | undefined => {
    const known = changedByText.get(sql);
    if (known?.epoch !== changes.everythingChanges() || known.declared.length !== tables.length)
      return undefined;
    return known.declared.every((table, index) => table === tables[index]) ? known.changed : undefined;
  };

  return {
    kind: engine.kind,
    changes,
    ...(engine.poolStats ? { poolStats: engine.poolStats } : {}),
    close: () => engine.close(),
    async script<T>(sql: string, tables?: readonly string[]) {
      const changed = tables
        ? (knownChange(tables, sql) ?? (await changedBy(readSchema, tables, sql)))
        : 'all';
      try {
        return await engine.script<T>(sql);
      } finally {
        changes.wrote(changed);
      }
    },
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return await engine.query<T>(sql, params, isRerunnableRead(sql));
      } finally {
        changes.wrote(undeclared(sql));
      }
    },
    async write<T>(tables: readonly string[], sql: string, params?: unknown[]) {
      const changed = knownChange(tables, sql) ?? (await changedBy(readSchema, tables, sql));
      try {
        return await engine.query<T>(sql, params);
      } finally {
        changes.wrote(changed);
      }
    },
    onOwnConnection: (fn) =>
      engine.onOwnConnection((session) =>
        fn({
          async query<T>(sql: string, params?: unknown[]) {
            try {
              return await session.query<T>(sql, params);
            } finally {
              changes.wrote('all');
            }
          },
        }),
      ),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      const written: Changed[] = [];
      try {
        return await engine.transaction((tx) =>
          fn({
            query<R>(sql: string, params?: unknown[]) {
              written.push(undeclared(sql));
              return tx.query<R>(sql, params);
            },
            async write<R>(tables: readonly string[], sql: string, params?: unknown[]) {
              written.push(
                knownChange(tables, sql) ?? (await changedBy((text) => tx.query(text), tables, sql)),
              );
              return tx.query<R>(sql, params);
            },
            exec(sql: string) {
              written.push('all');
              return tx.exec(sql);
            },
          }),
        );
      } finally {
        for (const tables of written) changes.wrote(tables);
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

function openPostgres(connectionString: string, settings?: Partial<PostgresPoolSettings>): Database {
  const statement = preparedStatements();
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ ...postgresPoolConfig(connectionString, settings), types });
  // Connections are watched while checked out, and idle ones by the pool, which drops one that ends and says so
  // with an 'error' event that watchPool listens to (connection-loss.ts).
  const connections = watchPool(pool);
  let lostConnections = 0;

  const take = async (): Promise<CheckedOutClient> => {
    try {
      return await connections.checkOut();
    } catch (error) {
      if (databaseUnavailable(error)?.reason === 'lost') lostConnections += 1;
      throw error;
    }
  };

  /** The connection's loss behind a failed statement, if it was lost: the error it ended with. */
  const lossOf = (held: CheckedOutClient, error: unknown): Error | null =>
    held.lostWith() ?? (isConnectionLost(error) ? (error as Error) : null);

  /** Gives back a connection lost under a statement (the pool destroys it), as the error its caller sees. */
  const lostUnder = (held: CheckedOutClient, loss: Error, committed: 'no' | 'unknown') => {
    held.release(loss);
    connections.lost();
    lostConnections += 1;
    return new DatabaseUnavailableError(loss, { committed, reason: 'lost' });
  };

  /**
   * Runs `attempt`, and once more when its connection was lost and `mayRunAgain` allows it: a connection that
   * failed over or was terminated is usually replaced at once by the next one the pool opens.
   */
  async function onceMore<T>(
    attempt: () => Promise<T>,
    mayRunAgain: (failure: DatabaseUnavailableError) => boolean,
  ): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof DatabaseUnavailableError && error.reason === 'lost' && mayRunAgain(error)) {
        return attempt();
      }
      throw error;
    }
  }

  async function statementOnce(config: pg.QueryConfig): Promise<pg.QueryResult> {
    const held = await take();
    try {
      const result = await runStatement(held.client, config);
      held.release();
      return result;
    } catch (error) {
      const loss = lossOf(held, error);
      if (loss) throw lostUnder(held, loss, wasRefusedBeforeSending(error) ? 'no' : 'unknown');
      // As pg's own pool.query does: a connection whose statement failed is not kept.
      held.release(error);
      throw error;
    }
  }

  async function transactionOnce<T>(fn: (tx: EngineTransaction) => Promise<T>): Promise<T> {
    const held = await take();
    const { client } = held;
    // BEGIN goes with the first statement (postgres-transaction-start.ts): a transaction that runs none sends
    // neither it nor COMMIT. A statement started while the first is still opening the transaction is sent once
    // it has (BEGIN may go on its own first), and not at all if it failed: never outside the transaction.
    let opening: Promise<unknown> | null = null;
    const run = async (config: pg.QueryConfig) => {
      if (opening) {
        await opening;
        return runStatement(client, config);
      }
      const first = queryOpeningTransaction(client, config);
      opening = first;
      return first;
    };
    let committing = false;
    try {
      const result = await fn({
        async query<R>(sql: string, params?: unknown[]) {
          const answer = await run(statement(sql, params));
          return { rows: answer.rows as R[] };
        },
        async exec(sql: string) {
          const script: pg.QueryConfig & { query_timeout: number } = {
            text: sql,
            query_timeout: NO_CLIENT_TIMEOUT_MS,
          };
          await run(script);
        },
      });
      if (opening) {
        // Lost since its last statement, the transaction was rolled back with its session: nothing to commit.
        const lostAlready = held.lostWith();
        if (lostAlready) throw lostAlready;
        committing = true;
        await client.query('COMMIT');
      }
      held.release();
      return result;
    } catch (error) {
      const loss = lossOf(held, error);
      if (loss) throw lostUnder(held, loss, committing ? 'unknown' : 'no');
      if (opening) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackFailure) {
          // Its state unknown, the connection is not handed to anyone else.
          held.release(rollbackFailure);
          throw error;
        }
      }
      held.release();
      throw error;
    }
  }

  async function scriptOnce<T>(sql: string): Promise<{ rows: T[] }> {
    const held = await take();
    try {
      const answer = (await held.client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      held.release();
      const last = Array.isArray(answer) ? answer.at(-1) : answer;
      return { rows: (last?.rows ?? []) as T[] };
    } catch (error) {
      const loss = lossOf(held, error);
      if (loss) throw lostUnder(held, loss, wasRefusedBeforeSending(error) ? 'no' : 'unknown');
      // A script that opened its own transaction (BEGIN; …; COMMIT) and failed half-way leaves it open and
      // aborted: closed here, or the pool would hand out a connection that refuses every statement.
      try {
        await held.client.query('ROLLBACK');
      } catch (rollbackFailure) {
        held.release(rollbackFailure);
        throw error;
      }
      held.release();
      throw error;
    }
  }

  return recordingChanges({
    kind: 'postgres',
    // A read runs again after a lost connection; a write only when it never reached PostgreSQL.
    async query<T>(sql: string, params?: unknown[], rerunnable = false) {
      const config = statement(sql, params);
      const result = await onceMore(
        () => statementOnce(config),
        (failure) => rerunnable || failure.committed === 'no',
      );
      return { rows: result.rows as T[] };
    },
    // Lost before COMMIT was sent, the transaction was rolled back: it runs once more, from the start.
    transaction: (fn) =>
      onceMore(
        () => transactionOnce(fn),
        (failure) => failure.committed === 'no',
      ),
    script: (sql) =>
      onceMore(
        () => scriptOnce(sql),
        (failure) => failure.committed === 'no',
      ),
    // A connection apart from the pool's: the session may wait (for a lock) as long as it must without holding one of
    // the requests' connections, and what it sets (a lock, a setting) ends with it.
    async onOwnConnection(fn) {
      const { options, connectionTimeoutMillis, keepAlive } = postgresPoolConfig(connectionString, settings);
      const client = new pg.Client({ connectionString, options, connectionTimeoutMillis, keepAlive, types });
      // A connection lost while idle would otherwise end the process; the statement under way fails with it.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SET statement_timeout = 0');
        return await fn({
          async query<T>(sql: string, params?: unknown[]) {
            return { rows: (await client.query({ text: sql, values: params })).rows as T[] };
          },
        });
      } finally {
        // Ending a connection that was lost fails as well: it is gone either way.
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      lost: lostConnections,
    }),
  });
}
