import type { Database, Queryable, Transaction } from '../src/db/database';

/**
 * A Database that counts the statements sent through it: each query, write and script, and a transaction's BEGIN
 * and COMMIT, as round trips. On PostgreSQL a transaction's BEGIN goes with its first statement when that statement
 * has parameters (postgres-transaction-start.ts), so the two count as one; a transaction that runs no statement
 * sends neither BEGIN nor COMMIT. There too, a statement of a transaction started while another of it awaits its
 * answer goes in that round trip (the connection is in pipeline mode, together.ts): the two are listed as one,
 * joined by ' + '.
 */
export interface CountingDatabase {
  db: Database;
  /** The statements sent since the last reset, each as its first words (BEGIN and COMMIT included). */
  statements(): string[];
  reset(): void;
}

const firstWords = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 100);

/** Counts a statement as it is sent; answers a function to call once its answer is back. */
type Count = (sql: string, params?: unknown[]) => () => void;

export function countingDatabase(inner: Database): CountingDatabase {
  let sent: string[] = [];
  const counted = <Q extends Queryable>(
    target: Q,
    count: Count = (sql) => {
      sent.push(firstWords(sql));
      return () => {};
    },
  ): Queryable => ({
    query<T>(sql: string, params?: unknown[]) {
      const answered = count(sql, params);
      return target.query<T>(sql, params).finally(answered);
    },
    write<T>(tables: readonly string[], sql: string, params?: unknown[]) {
      const answered = count(sql, params);
      return target.write<T>(tables, sql, params).finally(answered);
    },
  });
  const db: Database = {
    ...counted(inner),
    kind: inner.kind,
    changes: inner.changes,
    ...(inner.poolStats
      ? { poolStats: () => inner.poolStats?.() ?? { total: 0, idle: 0, waiting: 0, lost: 0 } }
      : {}),
    close: () => inner.close(),
    script(sql, tables) {
      sent.push(firstWords(sql));
      return inner.script(sql, tables);
    },
    onOwnConnection: (fn) =>
      inner.onOwnConnection((session) =>
        fn({
          query(sql, params) {
            sent.push(firstWords(sql));
            return session.query(sql, params);
          },
        }),
      ),
    transaction(fn) {
      // PGlite opens the transaction at once; PostgreSQL with its first statement.
      let open = inner.kind === 'pglite';
      if (open) sent.push('BEGIN');
      let awaitingAnswers = 0;
      // Statements started while the first one opens the transaction wait for it (database.ts): counted apart.
      let opening = false;
      const count: Count = (sql, params) => {
        awaitingAnswers += 1;
        const answered = () => {
          awaitingAnswers -= 1;
          opening = false;
        };
        if (!open) {
          open = true;
          opening = true;
          if (params !== undefined) {
            sent.push(`BEGIN; ${firstWords(sql)}`);
            return answered;
          }
          sent.push('BEGIN');
        }
        const joins = inner.kind === 'postgres' && awaitingAnswers > 1 && !opening;
        if (joins) sent.push(`${sent.pop()} + ${firstWords(sql)}`);
        else sent.push(firstWords(sql));
        return answered;
      };
      return inner
        .transaction((tx) =>
          fn({
            ...counted(tx, count),
            exec(sql: string) {
              return tx.exec(sql).finally(count(sql));
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
