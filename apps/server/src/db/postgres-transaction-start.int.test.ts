import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/test-databases';
import { runsOnPostgres } from '../../test/test-server';
import { type Database, openDatabase } from './database';
import { queryOpeningTransaction } from './postgres-transaction-start';

// The round trips saved are PostgreSQL's; the embedded database has none. CI always has PostgreSQL, so there an
// unreachable one fails these tests instead of skipping them.
describe.runIf(runsOnPostgres)('a transaction opened with its first statement (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  /** Another session, which sees only what has committed. */
  let outside: pg.Client;
  const rowsOutside = async () =>
    (await outside.query<{ value: string }>('SELECT value FROM notes ORDER BY value')).rows.map(
      (row) => row.value,
    );

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // One connection: every transaction after the first finds BEGIN prepared on it.
    db = await openDatabase({ databaseUrl: database.url, dataDir: '', databasePool: { max: 1 } });
    await db.query('CREATE TABLE notes (value text PRIMARY KEY)');
    outside = new pg.Client({ connectionString: database.url });
    await outside.connect();
  });
  afterAll(async () => {
    await outside?.end();
    await db?.close();
    await database?.drop();
  });

  it('runs the first statement inside the transaction: nothing is seen outside before COMMIT, nothing after a rollback', async () => {
    for (let run = 0; run < 3; run += 1) {
      let seenOutside: string[] = [];
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.write<{ value: string }>(
            ['notes'],
            'INSERT INTO notes (value) VALUES ($1) RETURNING value',
            [`abandoned ${run}`],
          );
          expect(rows).toEqual([{ value: `abandoned ${run}` }]);
          seenOutside = await rowsOutside();
          throw new Error('abandon');
        }),
      ).rejects.toThrow('abandon');
      expect(seenOutside).toEqual([]);
      expect(await rowsOutside()).toEqual([]);
    }
    await db.transaction(async (tx) => {
      await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['kept']);
      await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['kept too']);
    });
    expect(await rowsOutside()).toEqual(['kept', 'kept too']);
  });

  it('a first statement that fails fails the transaction with its own error, writes nothing, and leaves the connection usable', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['kept']);
      }),
    ).rejects.toThrow('duplicate key value violates unique constraint');
    await expect(db.transaction((tx) => tx.query('SELECT 1 / $1::int AS n', [0]))).rejects.toThrow(
      'division by zero',
    );
    // The same (only) connection, in no transaction: an autocommit write is seen outside at once.
    await db.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['after']);
    expect(await rowsOutside()).toEqual(['after', 'kept', 'kept too']);
    const { rows } = await db.transaction((tx) => tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [41]));
    expect(rows).toEqual([{ n: 42 }]);
  });

  it("gives a failing first statement's error a stack that leads back to the code that ran it", async () => {
    async function divideByZeroInATransaction() {
      return await db.transaction((tx) => tx.query('SELECT 1 / $1::int AS n', [0]));
    }
    const error = await divideByZeroInATransaction().then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toBe('division by zero');
    expect(error?.stack).toContain('divideByZeroInATransaction');
  });

  it("sends a transaction's BEGIN with its first statement, and nothing for a transaction that runs none", async () => {
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await db.transaction((tx) => tx.query('SELECT $1::int AS n', [1]));
      // The statement (BEGIN with it), then COMMIT.
      expect(sent).toHaveBeenCalledTimes(2);
      expect(sent.mock.calls[1]?.[0]).toBe('COMMIT');
      sent.mockClear();
      await db.transaction(async () => 'nothing to do');
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });

  it('takes one round trip for BEGIN and the statement once the connection has prepared BEGIN', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      let answered = 0;
      (client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
        answered += 1;
      });
      const statement = {
        name: 'notes_count',
        text: 'SELECT count(*)::int AS n FROM notes WHERE value <> $1',
        values: [''],
      };
      // The connection's first transaction prepares BEGIN: two round trips.
      expect((await queryOpeningTransaction(client, statement)).rows).toEqual([{ n: 3 }]);
      expect(answered).toBe(2);
      expect(client.getTransactionStatus()).toBe('T');
      await client.query('ROLLBACK');
      answered = 0;
      expect((await queryOpeningTransaction(client, statement)).rows).toEqual([{ n: 3 }]);
      expect(answered).toBe(1);
      expect(client.getTransactionStatus()).toBe('T');
      await client.query('COMMIT');
      // A statement without parameters goes as a simple query, after BEGIN on its own.
      answered = 0;
      expect((await queryOpeningTransaction(client, { text: 'SELECT 1 AS one' })).rows).toEqual([{ one: 1 }]);
      expect(answered).toBe(2);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  });
});
