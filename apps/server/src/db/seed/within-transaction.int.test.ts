import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { describeEachDatabase } from '../../../test/test-server';
import { withinTransaction } from './within-transaction';

describeEachDatabase('a transaction seen as a database', (kind) => {
  let database: TestDatabase;
  const notes = async () =>
    (await database.db.query<{ value: string }>('SELECT value FROM notes ORDER BY value')).rows.map(
      (row) => row.value,
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    await database.db.query('CREATE TABLE notes (value text PRIMARY KEY)');
  });
  afterAll(async () => database?.dispose());

  it('joins the transaction: its writes and its own "transactions" are undone with it', async () => {
    const failure = new Error('undone');
    await expect(
      database.db.transaction(async (tx) => {
        const joined = withinTransaction(tx, database.db);
        await joined.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['a']);
        await joined.transaction((inner) =>
          inner.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['b']),
        );
        expect((await joined.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows).toEqual([
          { n: 2 },
        ]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual([]);
  });

  it('refuses a script, which could neither answer its rows nor declare what it changes there', async () => {
    await database.db.transaction(async (tx) => {
      await expect(withinTransaction(tx, database.db).script('SELECT 1 AS n')).rejects.toThrow(
        'A script runs on the database itself, not inside a transaction',
      );
    });
    expect((await database.db.script<{ n: number }>('SELECT 1 AS n', [])).rows).toEqual([{ n: 1 }]);
  });
});
