import { availableParallelism } from 'node:os';

/**
 * Connections to PostgreSQL: three per core, at least 4 and at most 20. More only queue in the database:
 * on the 2-core bench machine, sharing its cores with PostgreSQL, 20 served reads slower than 6 or 10 (ADR 008).
 */
export function postgresPoolSize(cores = availableParallelism()): number {
  return Math.min(20, Math.max(4, cores * 3));
}

/** PostgreSQL's timeouts when the environment does not set them (DATABASE_*_MS). */
export const POOL_DEFAULTS = {
  /** Waiting for a connection longer than this fails the request rather than holding it. */
  connectionTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  /** Every read and write of a request takes milliseconds; a statement still running after this is stuck. */
  statementTimeoutMs: 30_000,
} as const;

export interface PostgresPoolSettings {
  /** Connections at most. */
  max: number;
  /** How long a request waits for a connection (a new one, or a free one when the pool is full). */
  connectionTimeoutMs: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout); migrations are exempt. */
  statementTimeoutMs: number;
}
