import type { Database, Transaction } from '../database';

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
    // A script answers its last statement's rows and declares what it changes to the database that runs it;
    // a transaction's exec does neither, so a script here would answer nothing and change the cache unseen.
    script: () => Promise.reject(new Error('A script runs on the database itself, not inside a transaction')),
    onOwnConnection: () =>
      Promise.reject(new Error('A connection of its own is the database’s, not inside a transaction')),
    close: async () => {},
  };
}
