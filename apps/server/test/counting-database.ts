import type { Database, Queryable, Transaction } from '../src/db/database';

/**
 * A Database that counts the statements sent through it: each query, write and script, and a transaction's BEGIN
 * and COMMIT, as round trips. On PostgreSQL a transaction's BEGIN goes with its first statement when that statement
 * has parameters (postgres-transaction-start.ts), so the two count as one; a transaction that runs no statement
 * sends neither BEGIN nor COMMIT.
 */
export interface CountingDatabase {
  db: Database;
  /** The statements sent since the last reset, each as its first words (BEGIN and COMMIT included). */
  statements(): string[];
  reset(): void;
}

const firstWords = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 100);

export function countingDatabase(inner: Database): CountingDatabase {
  let sent: string[] = [];
  const counted = <Q extends Queryable>(
    target: Q,
    count: (sql: string, params?: unknown[]) => void = (sql) => {
      sent.push(firstWords(sql));
    },
  ): Queryable => ({
    query(sql, params) {
      count(sql, params);
      return target.query(sql, params);
    },
    write(tables, sql, params) {
      count(sql, params);
      return target.write(tables, sql, params);
    },
  });
  const db: Database = {
    ...counted(inner),
    kind: inner.kind,
    changes: inner.changes,
    ...(inner.poolStats ? { poolStats: () => inner.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 } } : {}),
    close: () => inner.close(),
    script(sql, tables) {
      sent.push(firstWords(sql));
      return inner.script(sql, tables);
    },
    transaction(fn) {
      // PGlite opens the transaction at once; PostgreSQL with its first statement.
      let open = inner.kind === 'pglite';
      if (open) sent.push('BEGIN');
      const count = (sql: string, params?: unknown[]) => {
        if (!open) {
          open = true;
          if (params !== undefined) {
            sent.push(`BEGIN; ${firstWords(sql)}`);
            return;
          }
          sent.push('BEGIN');
        }
        sent.push(firstWords(sql));
      };
      return inner
        .transaction((tx) =>
          fn({
            ...counted(tx, count),
            exec(sql: string) {
              count(sql);
              return tx.exec(sql);
            },
          } satisfies Transaction),
        )
        .finally(() => {
          if (open) sent.push('COMMIT');
        });
    },
  };
  return {
    db,
    statements: () => [...sent],
    reset() {
      sent = [];
    },
  };
}
