import type { Database, Queryable, Transaction } from '../src/db/database';

/** A Database that counts the statements sent through it: each query, write and script, and a transaction's BEGIN and COMMIT. */
export interface CountingDatabase {
  db: Database;
  /** The statements sent since the last reset, each as its first words (BEGIN and COMMIT included). */
  statements(): string[];
  reset(): void;
}

const firstWords = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 100);

export function countingDatabase(inner: Database): CountingDatabase {
  let sent: string[] = [];
  const counted = <Q extends Queryable>(target: Q): Queryable => ({
    query(sql, params) {
      sent.push(firstWords(sql));
      return target.query(sql, params);
    },
    write(tables, sql, params) {
      sent.push(firstWords(sql));
      return target.write(tables, sql, params);
    },
  });
  const db: Database = {
    ...counted(inner),
    kind: inner.kind,
    changes: inner.changes,
    ...(inner.poolStats ? { poolStats: () => inner.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 } } : {}),
    close: () => inner.close(),
    script(sql) {
      sent.push(firstWords(sql));
      return inner.script(sql);
    },
    transaction(fn) {
      sent.push('BEGIN');
      return inner
        .transaction((tx) =>
          fn({
            ...counted(tx),
            exec(sql: string) {
              sent.push(firstWords(sql));
              return tx.exec(sql);
            },
          } satisfies Transaction),
        )
        .finally(() => sent.push('COMMIT'));
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
