import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  isPostgresReachable,
  openTestDatabase,
  type TestDatabase,
  type TestDatabaseKind,
} from '../../test/test-databases';
import { describeEachDatabase } from '../../test/test-server';
import { whenReachable } from '../../test/when-reachable';
import type { Database } from './database';
import { migrate, OUTSIDE_A_TRANSACTION } from './migrate';

const NOTES = `CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL);
INSERT INTO notes SELECT n, 'note ' || (n % 500) FROM generate_series(1, 2000) AS n;`;

/** A test database holding \`notes\`, and a folder to write sets of migrations in. */
function notesDatabase(kind: TestDatabaseKind) {
  const state = { database: undefined as unknown as TestDatabase, folder: '' };
  beforeAll(async () => {
    state.database = await openTestDatabase(kind, { seed: false });
    state.folder = await mkdtemp(path.join(tmpdir(), 'fathom-migrations-'));
    await migrate(state.database.db, await migrationsIn(state.folder, [['9001_notes', NOTES]]));
  });
  afterAll(async () => {
    await state.database?.dispose();
    if (state.folder) await rm(state.folder, { recursive: true, force: true });
  });
  return state;
}

/** Writes migrations (each \`[version, sql]\`) into a new folder under \`folder\`, and answers it. */
async function migrationsIn(folder: string, files: [string, string][]): Promise<string> {
  const directory = await mkdtemp(path.join(folder, 'set-'));
  for (const [version, sql] of files) await writeFile(path.join(directory, `${version}.sql`), sql);
  return directory;
}

/** The indexes of \`notes\` but its key, and whether each can be used. */
async function notesIndexes(db: Database) {
  const { rows } = await db.query<{ name: string; valid: boolean }>(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'notes'::regclass AND NOT i.indisprimary ORDER BY c.relname`,
  );
  return rows;
}

describeEachDatabase('a migration outside a transaction', (kind) => {
  const state = notesDatabase(kind);
  const migrations = (files: [string, string][]) => migrationsIn(state.folder, files);
  const indexes = () => notesIndexes(state.database.db);

  it('builds its index once, usable, and records it, however many instances migrate at once', async () => {
    const directory = await migrations([
      ['9001_notes', NOTES],
      [
        '9002_notes_by_body',
        `${OUTSIDE_A_TRANSACTION}
-- The notes read by their text.
CREATE INDEX CONCURRENTLY IF NOT EXISTS notes_body
    ON notes (body);`,
      ],
    ]);
    const applied = await Promise.all([
      migrate(state.database.db, directory),
      migrate(state.database.db, directory),
    ]);
    expect(applied.flat()).toEqual(['9002_notes_by_body']);
    expect(await indexes()).toEqual([{ name: 'notes_body', valid: true }]);
    expect(await migrate(state.database.db, directory)).toEqual([]);
    const { rows } = await state.database.db.query<{ version: string }>(
      "SELECT version FROM schema_migrations WHERE version LIKE '900%' ORDER BY version",
    );
    expect(rows.map((row) => row.version)).toEqual(['9001_notes', '9002_notes_by_body']);
  });

  it('an index an earlier try left unusable is built again, not taken as there', async () => {
    const unique = `${OUTSIDE_A_TRANSACTION}
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS notes_one_per_body ON notes (body);`;
    const directory = await migrations([['9003_notes_one_per_body', unique]]);
    // Five hundred texts among two thousand notes: the build fails half-way, and leaves its index invalid.
    await expect(migrate(state.database.db, directory)).rejects.toThrow(/notes_one_per_body/);
    expect(await indexes()).toContainEqual({ name: 'notes_one_per_body', valid: false });
    await state.database.db.query('DELETE FROM notes WHERE id > 500');
    expect(await migrate(state.database.db, directory)).toEqual(['9003_notes_one_per_body']);
    expect(await indexes()).toContainEqual({ name: 'notes_one_per_body', valid: true });
    await expect(state.database.db.query("INSERT INTO notes VALUES (501, 'note 1')")).rejects.toThrow(
      /notes_one_per_body/,
    );
  });
});

/** The database, and when a migration through it has first asked for the migrations' lock. */
function tellingWhenTheLockIsAsked(db: Database) {
  let asked = () => {};
  const lockAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const telling: Database = {
    ...db,
    onOwnConnection: (fn) =>
      db.onOwnConnection((session) =>
        fn({
          query(sql, params) {
            if (/pg_(try_)?advisory_lock/.test(sql)) asked();
            return session.query(sql, params);
          },
        }),
      ),
  };
  return { db: telling, lockAsked };
}

const withPostgres = whenReachable(await isPostgresReachable(), 'no PostgreSQL reachable here');

withPostgres.describe('a migration outside a transaction, on PostgreSQL', () => {
  const state = notesDatabase('postgres');
  const migrations = (files: [string, string][]) => migrationsIn(state.folder, files);
  const indexes = () => notesIndexes(state.database.db);

  it("lets the table's writes and another instance's start go on while its index is built, and keeps no lock once done", async () => {
    const directory = await migrations([
      [
        '9004_notes_by_id_and_body',
        `${OUTSIDE_A_TRANSACTION}
CREATE INDEX CONCURRENTLY IF NOT EXISTS notes_id_body ON notes (id, body);`,
      ],
    ]);
    // A transaction that wrote to the table and is still open: the build waits for it to end.
    const writer = new pg.Client({ connectionString: state.database.url ?? '' });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query("INSERT INTO notes VALUES (9001, 'written before the build')");
      const migrating = migrate(state.database.db, directory);
      await expect
        .poll(
          async () =>
            (
              await state.database.db.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_stat_activity
                    WHERE query LIKE 'CREATE INDEX CONCURRENTLY%' AND wait_event_type = 'Lock'`,
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      // With the build waiting, another write to the table is made at once. A plain CREATE INDEX would hold
      // it until the build ended, here until the open transaction ends, which it never would.
      const stopped = new Promise((_, reject) => {
        setTimeout(() => reject(new Error('the write waited for the index to be built')), 10_000).unref();
      });
      await Promise.race([
        state.database.db.query("INSERT INTO notes VALUES (9002, 'written during the build')"),
        stopped,
      ]);
      // Another instance starts meanwhile, and asks for the lock before the build goes on: it waits for it without
      // a statement under way, which the build would wait for in turn (a wait for the lock inside a statement ended
      // in a deadlock).
      const { db: secondDatabase, lockAsked } = tellingWhenTheLockIsAsked(state.database.db);
      const secondInstance = migrate(secondDatabase, directory);
      await lockAsked;
      await writer.query('COMMIT');
      expect(await migrating).toEqual(['9004_notes_by_id_and_body']);
      expect(await secondInstance).toEqual([]);
    } finally {
      await writer.end();
    }
    expect(await indexes()).toContainEqual({ name: 'notes_id_body', valid: true });
    const locks = await state.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(locks.rows[0]?.n).toBe(0);
  });
});
