import type { Database, Queryable, Transaction } from '../db/database';
import { inSpan, SpanKind } from './tracing';

/** A statement's span: its text as sent (placeholders, never the values), named by its first word (WITH for a CTE). */
function statement(sql: string) {
  const operation = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  return {
    name: operation,
    options: {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
    },
  };
}

function tracedQueries<Q extends Queryable>(target: Q): Pick<Queryable, 'query' | 'write'> {
  return {
    query<T>(sql: string, params?: unknown[]) {
      const { name, options } = statement(sql);
      return inSpan(name, options, () => target.query<T>(sql, params));
    },
    write<T>(tables: readonly string[], sql: string, params?: unknown[]) {
      const { name, options } = statement(sql);
      return inSpan(name, options, () => target.write<T>(tables, sql, params));
    },
  };
}

/**
 * The database with a client span per statement and per transaction, children of the work running them (a
 * request's span, a job's): made only when tracing is on. Each statement still starts in the turn it is called,
 * so statements sent together (db/together.ts) still share one round trip.
 */
export function tracedDatabase(inner: Database): Database {
  return {
    ...inner,
    ...tracedQueries(inner),
    transaction: (fn) =>
      inSpan('transaction', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql' } }, () =>
        inner.transaction((tx) => fn({ ...tx, ...tracedQueries(tx) } as Transaction)),
      ),
    script: (sql, tables) => {
      const { name, options } = statement(sql);
      return inSpan(name, options, () => inner.script(sql, tables));
    },
    close: () => inner.close(),
    ...(inner.poolStats
      ? { poolStats: () => inner.poolStats?.() ?? { total: 0, idle: 0, waiting: 0, lost: 0 } }
      : {}),
  };
}
