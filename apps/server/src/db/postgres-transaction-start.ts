import type pg from 'pg';
import { PostgresStatement, runStatement, sendStatement } from './postgres-statement';

/**
 * A transaction's BEGIN sent with its first statement, in one round trip instead of two.
 *
 * A round trip to PostgreSQL is most of what a short transaction costs here: each one wakes the database's
 * process and then this one (ADR 039). BEGIN is prepared once per connection as a named statement, by the first
 * transaction that connection runs; from then on a transaction's first statement is written behind a Bind and an
 * Execute of it, before the statement's own messages and their one Sync. PostgreSQL runs the messages before a
 * Sync in order and skips the rest after an error, so the statement runs inside the transaction BEGIN opens, or
 * not at all.
 */
export const BEGIN_STATEMENT = { name: 'fathom_begin', text: 'BEGIN' } as const;

/** The parts of pg's connection a query writes to (pg's own `Query` writes the same messages). */
interface ProtocolConnection {
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
}

interface QueryInternals {
  prepare(connection: ProtocolConnection): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}

const StatementWithInternals = PostgresStatement as unknown as new (
  ...args: ConstructorParameters<typeof PostgresStatement>
) => PostgresStatement & QueryInternals;

/** pg's query, with BEGIN's Bind and Execute written first; BEGIN's own completion is not a result of it. */
class StatementOpeningTransaction extends StatementWithInternals {
  #beginCompleted = false;

  override prepare(connection: ProtocolConnection): void {
    connection.bind({ portal: '', statement: BEGIN_STATEMENT.name, values: [] });
    connection.execute({ portal: '' });
    super.prepare(connection);
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (!this.#beginCompleted) {
      this.#beginCompleted = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

/** The connections whose session holds the prepared BEGIN. */
const preparedBegin = new WeakSet<pg.ClientBase>();

/**
 * Opens a transaction on `client` with its first statement and answers that statement's result. A statement
 * without parameters (pg sends those as a simple query) and a connection that has not prepared BEGIN yet take
 * BEGIN on its own first.
 */
export async function queryOpeningTransaction(
  client: pg.ClientBase,
  statement: pg.QueryConfig,
): Promise<pg.QueryResult> {
  if (!statement.values || !preparedBegin.has(client)) {
    await client.query(BEGIN_STATEMENT);
    preparedBegin.add(client);
    return runStatement(client, statement);
  }
  return sendStatement(client, (callback) => new StatementOpeningTransaction(statement, callback));
}
