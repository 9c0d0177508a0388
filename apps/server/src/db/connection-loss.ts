import type pg from 'pg';
import { isReadOnly } from './table-changes';

/**
 * When PostgreSQL's connection under a statement is gone, or none can be had: a failover, a restart, a proxy
 * reconnecting, an operator's pg_terminate_backend. Such a failure is the database's state, not the request's
 * fault: the request answers 503 with Retry-After (http/error-handler.ts), and what may run again safely runs
 * again once on a fresh connection (database.ts, ADR 042).
 */

/**
 * SQLSTATEs after which the session is over: class 08 (connection exception) and the operator interventions that
 * end it: 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown (another backend
 * crashed and the server restarts), 57P03 cannot_connect_now (starting up, shutting down, in recovery), 57P05
 * idle_session_timeout. Not 57014 (a statement cancelled, its session goes on).
 */
const sessionEndingStates = new Set(['57P01', '57P02', '57P03', '57P05']);
const connectionExceptionClass = '08';

/** The socket's own failures: refused, reset, broken, unreachable, a name that does not resolve (yet). */
const socketFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres says, without a code, when the connection ended under it or it could not open one. A pool
 * whose connections are all busy for longer than its connection timeout says 'timeout exceeded when trying to
 * connect': the database may be up, so that one is `busy`, not lost.
 */
const lostMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout expired',
];
/** Messages of a client refusing a statement before it wrote anything (its connection already gone). */
const refusedBeforeSending = [
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const poolBusyMessage = 'timeout exceeded when trying to connect';

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; ) {
    chain.push(current);
    if (current instanceof AggregateError) chain.push(...current.errors);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** True when the error says the connection is gone or could not be opened (see the lists above). */
export function isConnectionLost(error: unknown): boolean {
  return causes(error).some((each) => {
    const code = codeOf(each);
    if (code !== undefined) {
      if (sessionEndingStates.has(code) || socketFailures.has(code)) return true;
      if (code.length === 5 && code.startsWith(connectionExceptionClass)) return true;
    }
    return lostMessages.includes(messageOf(each));
  });
}

/** True when every connection of the pool stayed busy for longer than the pool's connection timeout. */
export function isPoolBusy(error: unknown): boolean {
  return causes(error).some((each) => messageOf(each) === poolBusyMessage);
}

/** True when the client refused the statement itself: nothing of it reached PostgreSQL. */
export function wasRefusedBeforeSending(error: unknown): boolean {
  return causes(error).some((each) => refusedBeforeSending.includes(messageOf(each)));
}

/**
 * The database could not finish what was asked: its connection was lost, none could be opened, or none was free
 * in time. `committed` says what the caller may assume: `no` when nothing it asked for was committed (the
 * statement never reached PostgreSQL, or the connection ended before COMMIT was sent, and PostgreSQL rolls back
 * a transaction whose session ends), `unknown` when a COMMIT or an autocommit write was under way (it may have
 * committed: only an idempotency key makes sending it again safe).
 */
export class DatabaseUnavailableError extends Error {
  readonly committed: 'no' | 'unknown';
  /** `lost`: the connection ended or could not be opened; `busy`: every connection stayed busy too long. */
  readonly reason: 'lost' | 'busy';

  constructor(cause: unknown, details: { committed: 'no' | 'unknown'; reason: 'lost' | 'busy' }) {
    super(
      details.reason === 'busy'
        ? 'No database connection was free in time'
        : `The database connection was lost (${codeOf(cause) ?? messageOf(cause)})`,
      { cause },
    );
    this.name = 'DatabaseUnavailableError';
    this.committed = details.committed;
    this.reason = details.reason;
  }
}

/**
 * A statement that only reads, which may run again after its connection was lost under it: one SELECT, SHOW or
 * WITH that writes nothing (not SELECT … INTO, which creates a table; not several statements in one text).
 */
export function isRerunnableRead(sql: string): boolean {
  return (
    /^\s*(select|with|show)\b/i.test(sql) && isReadOnly(sql) && !/\binto\b/i.test(sql) && !/;\s*\S/.test(sql)
  );
}

/** The DatabaseUnavailableError an error is or was caused by, if any. */
export function databaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  const found = causes(error).find((each) => each instanceof DatabaseUnavailableError);
  return (found as DatabaseUnavailableError | undefined) ?? null;
}

/** A connection checked out of the pool, watched for as long as it is out. */
export interface CheckedOutClient {
  readonly client: pg.PoolClient;
  /** The error that ended its connection while it was checked out, if one did. */
  lostWith(): Error | null;
  /**
   * Gives it back to the pool: destroyed (the pool opens a new one when next needed) when its connection was
   * lost or `unusable` says its state is unknown, else kept for the next caller.
   */
  release(unusable?: unknown): void;
}

/** Checks connections out of a pool, watched while they are out; see watchPool. */
export interface WatchedPool {
  checkOut(): Promise<CheckedOutClient>;
  /**
   * Says a connection was lost (under a caller, or none could be opened): every connection opened before then is
   * closed as it next leaves the pool instead of being handed out, since a failover or a restart ends them all and
   * the pool may not have heard yet (their end arrives as the server's processes exit).
   */
  lost(): void;
}

/**
 * Hands out the pool's connections with an 'error' listener for as long as each is checked out: without one, a
 * connection that PostgreSQL ends while a caller holds it (between statements, or under one) emits an 'error' no
 * one listens to, which ends the process. The pool listens to its idle connections itself; an idle one lost is
 * a connection lost too.
 */
export function watchPool(pool: pg.Pool): WatchedPool {
  /** How many times connections were lost; each connection is stamped with the count when it opens. */
  let losses = 0;
  const openedAfter = new WeakMap<pg.ClientBase, number>();
  pool.on('connect', (client) => openedAfter.set(client, losses));
  pool.on('error', () => {
    losses += 1;
  });

  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      // Nothing was sent: whatever was to run may run on another try.
      if (isPoolBusy(error)) throw new DatabaseUnavailableError(error, { committed: 'no', reason: 'busy' });
      if (isConnectionLost(error)) {
        losses += 1;
        throw new DatabaseUnavailableError(error, { committed: 'no', reason: 'lost' });
      }
      throw error;
    }
  }

  return {
    lost() {
      losses += 1;
    },
    async checkOut() {
      let client = await connect();
      // Each stale one is closed, so this ends once the pool opens a new connection.
      while ((openedAfter.get(client) ?? losses) < losses) {
        client.release(new Error('Opened before a connection was lost'));
        client = await connect();
      }
      let lost: Error | null = null;
      const listener = (error: Error) => {
        lost ??= error;
      };
      client.on('error', listener);
      let released = false;
      const held = client;
      return {
        client: held,
        lostWith: () => lost,
        release(unusable) {
          if (released) return;
          released = true;
          held.removeListener('error', listener);
          const destroy = lost ?? unusable;
          held.release(
            destroy ? (destroy instanceof Error ? destroy : new Error(String(destroy))) : undefined,
          );
        },
      };
    },
  };
}
