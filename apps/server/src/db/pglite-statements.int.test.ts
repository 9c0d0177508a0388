import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgliteStatements } from './pglite-statements';

describe('statements on the embedded database', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, tags text[], meta jsonb,
      at timestamptz, due date, size bigint, done boolean, blob bytea)`);
  });
  afterAll(async () => pglite?.close());
  // Each test names its statements from the first again.
  beforeEach(async () => {
    await pglite.query('DEALLOCATE ALL');
  });

  const named = async () =>
    (
      await pglite.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements ORDER BY name',
      )
    ).rows;

  it('prepares a text once and runs it again by name', async () => {
    const run = pgliteStatements(pglite, 10);
    const text = 'SELECT $1::int + 1 AS next';
    expect(await run(text, [1])).toEqual([{ next: 2 }]);
    expect(await run(text, [41])).toEqual([{ next: 42 }]);
    expect(await named()).toEqual([{ name: 'fathom_1', statement: text }]);
  });

  it('writes values and reads rows as PGlite’s own query does', async () => {
    const run = pgliteStatements(pglite, 10);
    const row = {
      id: 1,
      body: 'first',
      tags: ['a', 'b "quoted"'],
      meta: { nested: [1, 2], text: 'é' },
      at: new Date('2026-12-02T10:00:00.123Z'),
      due: '2026-12-31',
      size: 9_007_199_254,
      done: true,
      blob: new Uint8Array([0, 1, 255]),
    };
    const insert = `INSERT INTO notes (id, body, tags, meta, at, due, size, done, blob)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
    const params = Object.values(row);
    const ours = await run(insert, params);
    await pglite.query('DELETE FROM notes');
    const theirs = (await pglite.query(insert, params)).rows;
    expect(ours).toEqual(theirs);
    expect(ours[0]).toMatchObject({ id: 1, tags: row.tags, meta: row.meta, at: row.at, done: true });
    expect(
      await run('SELECT body FROM notes WHERE id = $1 AND tags IS NOT NULL AND due IS NULL', [1]),
    ).toEqual([]);
    expect(await run('SELECT count(*)::int AS notes FROM notes WHERE meta IS NULL', [])).toEqual([
      { notes: 0 },
    ]);
  });

  it('answers a failing statement with PostgreSQL’s error, and runs the next one', async () => {
    const run = pgliteStatements(pglite, 10);
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await run(insert, [7, 'once']);
    await expect(run(insert, [7, 'twice'])).rejects.toMatchObject({ code: '23505' });
    await expect(run('SELEC nothing', [])).rejects.toMatchObject({ code: '42601' });
    expect(await run('SELECT body FROM notes WHERE id = $1', [7])).toEqual([{ body: 'once' }]);
  });

  it('runs texts past its limit unnamed', async () => {
    const run = pgliteStatements(pglite, 1);
    expect(await run('SELECT $1::text AS first', ['a'])).toEqual([{ first: 'a' }]);
    expect(await run('SELECT $1::text AS second', ['b'])).toEqual([{ second: 'b' }]);
    expect(await run('SELECT $1::text AS second', ['c'])).toEqual([{ second: 'c' }]);
    expect((await named()).map((statement) => statement.statement)).toEqual(['SELECT $1::text AS first']);
  });
});
