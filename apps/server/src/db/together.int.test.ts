import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../test/test-databases';
import { describeEachDatabase, runsOnPostgres } from '../../test/test-server';
import { together } from './together';

/** An empty database with one table, `notes`. */
async function notesDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind, { seed: false });
  await database.db.query('CREATE TABLE notes (value text PRIMARY KEY)');
  return database;
}

describeEachDatabase("a transaction's statements sent together", (kind) => {
  let database: TestDatabase;
  const notes = async () =>
    (await database.db.query<{ value: string }>('SELECT value FROM notes ORDER BY value')).rows.map(
      (row) => row.value,
    );

  beforeAll(async () => {
    database = await notesDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  it('answers each statement its own rows, in the order given, and commits them all', async () => {
    const answers = await database.db.transaction(async (tx) => {
      await tx.query('SELECT $1::int AS n', [0]);
      return together([
        tx.write<{ value: string }>(['notes'], 'INSERT INTO notes (value) VALUES ($1) RETURNING value', [
          'a',
        ]),
        tx.query<{ n: number }>('SELECT $1::int + 1 AS n', [1]),
        tx.write<{ value: string }>(['notes'], 'INSERT INTO notes (value) VALUES ($1) RETURNING value', [
          'b',
        ]),
      ]);
    });
    expect(answers.map((answer) => answer.rows)).toEqual([[{ value: 'a' }], [{ n: 2 }], [{ value: 'b' }]]);
    expect(await notes()).toEqual(['a', 'b']);
  });

  it('fails with the first failure once every statement has ended, and the transaction writes nothing', async () => {
    let ended = 0;
    let endedWhenItFailed = 0;
    const counted = <T>(statement: Promise<T>) => statement.finally(() => (ended += 1));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('SELECT $1::int AS n', [0]);
        try {
          await together([
            counted(tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['c'])),
            counted(tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['a'])),
            // Answered well after the failure.
            counted(tx.query('SELECT pg_sleep($1::float8)', [0.1])),
            counted(tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['d'])),
          ]);
        } finally {
          endedWhenItFailed = ended;
        }
      }),
    ).rejects.toThrow('duplicate key value violates unique constraint');
    expect(endedWhenItFailed).toBe(4);
    // Neither the statement before the failure nor the one after it: not in the transaction, not on their own.
    expect(await notes()).toEqual(['a', 'b']);
    // The connection is usable afterwards.
    await database.db.transaction(async (tx) => {
      await tx.query('SELECT $1::int AS n', [0]);
      await together([tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['e'])]);
    });
    expect(await notes()).toEqual(['a', 'b', 'e']);
  });
});

// Round trips are PostgreSQL's; the embedded database has none. CI always has PostgreSQL, so there an unreachable
// one fails this suite instead of skipping it.
describe.runIf(runsOnPostgres)("a transaction's statements sent together (PostgreSQL)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await notesDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('writes them all before the first answer comes back: one round trip', async () => {
    // Each statement ends its messages with a Sync; each Sync is answered with a ReadyForQuery.
    const events: string[] = [];
    const originalSync = pg.Connection.prototype.sync;
    const query = pg.Query.prototype as unknown as { handleReadyForQuery: (connection: unknown) => void };
    const originalReady = query.handleReadyForQuery;
    pg.Connection.prototype.sync = function (this: pg.Connection) {
      events.push('sent');
      return originalSync.call(this);
    };
    query.handleReadyForQuery = function (this: unknown, connection: unknown) {
      events.push('answered');
      return originalReady.call(this, connection);
    };
    try {
      await database.db.transaction(async (tx) => {
        // A first write reads which tables the foreign keys reach, once per schema: done before counting.
        await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['e']);
        events.length = 0;
        await together([
          tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['f']),
          tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['g']),
          tx.query('SELECT count(*) FROM notes WHERE value <> $1', ['']),
        ]);
        expect(events).toEqual(['sent', 'sent', 'sent', 'answered', 'answered', 'answered']);
      });
    } finally {
      pg.Connection.prototype.sync = originalSync;
      query.handleReadyForQuery = originalReady;
    }
    expect((await database.db.query('SELECT value FROM notes ORDER BY value')).rows).toEqual([
      { value: 'e' },
      { value: 'f' },
      { value: 'g' },
    ]);
  });
});
