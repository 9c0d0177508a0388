import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/test-databases';
import { runsOnPostgres } from '../../test/test-server';
import { runStatement } from './postgres-statement';

// The statement class is pg's Query for PostgreSQL; the embedded database does not use it. CI always has
// PostgreSQL, so there an unreachable one fails these tests instead of skipping them.
describe.runIf(runsOnPostgres)('a statement sent through PostgresStatement (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      'CREATE TABLE readings (id int PRIMARY KEY, taken date NOT NULL, detail jsonb, "__proto__" text, note text)',
    );
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('answers what pg answers for the same statement, named or not: the same rows, fields, command and count', async () => {
    const insert = {
      text: 'INSERT INTO readings (id, taken, detail, note) VALUES ($1, $2, $3, $4), ($5, $6, $7, $8)',
      values: [1, '2026-01-02', { count: 39 }, null, 2, '2026-02-03', null, 'second'],
    };
    const inserted = await runStatement(client, insert);
    expect([inserted.command, inserted.rowCount, inserted.rows]).toEqual(['INSERT', 2, []]);

    const select = {
      text: 'SELECT id, taken, detail, note FROM readings WHERE id >= $1 ORDER BY id',
      values: [1],
    };
    for (const config of [
      select,
      { ...select, name: 'readings_from' },
      { ...select, name: 'readings_from' },
    ]) {
      const ours = await runStatement(client, config);
      const pgs = await client.query({ text: select.text, values: select.values });
      expect(ours.rows).toEqual(pgs.rows);
      expect(ours.fields.map((field) => field.name)).toEqual(['id', 'taken', 'detail', 'note']);
      expect([ours.command, ours.rowCount]).toEqual(['SELECT', 2]);
      expect(ours.rows[0]).toEqual({ id: 1, taken: new Date(2026, 0, 2), detail: { count: 39 }, note: null });
      expect(Object.getPrototypeOf(ours.rows[0])).toBe(Object.prototype);
    }
    // The named statement was prepared on this connection, once.
    const prepared = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_prepared_statements WHERE name = 'readings_from'",
    );
    expect(prepared.rows[0]?.count).toBe('1');
  });

  it('keeps a column named __proto__ as a property of the row, not its prototype', async () => {
    await runStatement(client, {
      text: 'UPDATE readings SET "__proto__" = $1 WHERE id = $2',
      values: ['kept', 1],
    });
    const { rows } = await runStatement(client, {
      text: 'SELECT id, "__proto__" FROM readings WHERE id = $1',
      values: [1],
    });
    const row = rows[0] as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(['id', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('kept');
  });

  it("fails with PostgreSQL's error and leaves the connection usable", async () => {
    await expect(
      runStatement(client, {
        text: 'INSERT INTO readings (id, taken) VALUES ($1, $2)',
        values: [1, '2026-03-04'],
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'readings_pkey' });
    const { rows } = await runStatement(client, {
      text: 'SELECT count(*)::int AS n FROM readings',
      values: [],
    });
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("gives a failed statement's error a stack that leads back to the code that ran it", async () => {
    async function readTheMissingTable() {
      return await runStatement(client, { text: 'SELECT * FROM no_such_table WHERE id = $1', values: [1] });
    }
    const error = await readTheMissingTable().then(
      () => null,
      (failure: unknown) => failure as Error,
    );
    expect(error?.message).toBe('relation "no_such_table" does not exist');
    expect(error?.stack).toContain('readTheMissingTable');
  });

  it('sends a script with its own read timeout through pg as it is, so the timeout holds', async () => {
    await expect(
      runStatement(client, { text: 'SELECT pg_sleep(0.5)', query_timeout: 50 } as pg.QueryConfig),
    ).rejects.toThrow('Query read timeout');
  });
});
