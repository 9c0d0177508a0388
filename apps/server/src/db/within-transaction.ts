import type { Database, Transaction } from './database';

/**
 * A transaction seen as a database: what runs "in a transaction of its own" through it joins this one. A
 * change and the emails it causes are written so, all or nothing (the demo seed writes its world so too).
 */
export function withinTransaction(tx: Transaction, database: Database): Database {
  return {
    kind: database.kind,
    changes: database.changes,
    query: (sql, params) => tx.query(sql, params),
    write: (tables, sql, params) => tx.write(tables, sql, params),
    transaction: (fn) => fn(tx),
    script: async (sql) => {
      await tx.exec(sql);
      return { rows: [] };
    },
    close: async () => {},
  };
}
