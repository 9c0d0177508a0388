import type { Database, Queryable, Transaction } from '../src/db/database';

/**
 * The database as one worker sees it, until the test cuts it off: from then on every statement the worker sends
 * fails, as for a process that was killed or lost its connections, while the database itself and everyone else's
 * connections carry on. The worker's runs in flight stay where they were, claimed and never renewed.
 */
export interface SeverableDatabase {
  db: Database;
  sever(): void;
  /** Lets the worker through again (to stop it cleanly once the test has seen what it needed). */
  restore(): void;
}

export function severableDatabase(inner: Database): SeverableDatabase {
  let severed = false;
  const open = () => {
    if (severed) throw new Error('Connection terminated unexpectedly');
  };
  const guarded = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      open();
      return target.query<T>(sql, params);
    },
    async write<T>(tables: readonly string[], sql: string, params?: unknown[]) {
      open();
      return target.write<T>(tables, sql, params);
    },
  });
  const db: Database = {
    ...guarded(inner),
    kind: inner.kind,
    changes: inner.changes,
    // The worker's view closes with it; the database is the test's.
    close: async () => undefined,
    async script(sql, tables) {
      open();
      return inner.script(sql, tables);
    },
    onOwnConnection: (fn) =>
      inner.onOwnConnection((session) =>
        fn({
          async query(sql, params) {
            open();
            return session.query(sql, params);
          },
        }),
      ),
    async transaction(fn) {
      open();
      return inner.transaction((tx) =>
        fn({
          ...guarded(tx),
          async exec(sql: string) {
            open();
            return tx.exec(sql);
          },
        } satisfies Transaction),
      );
    },
  };
  return {
    db,
    sever() {
      severed = true;
    },
    restore() {
      severed = false;
    },
  };
}
