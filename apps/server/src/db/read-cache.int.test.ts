import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { isPostgresReachable, openTestDatabase, type TestDatabase } from '../../test/test-databases';
import { instanceOfTestRedis, isRedisReachable, uniqueEnvironmentName } from '../../test/test-redis';
import { describeEachDatabase } from '../../test/test-server';
import { whenReachable } from '../../test/when-reachable';
import { type Database, openDatabase } from './database';
import { createReadCache } from './read-cache';
import { shareTableChangesThroughRedis } from './table-changes-redis';

const readNote = 'SELECT body FROM cache_notes WHERE id = $1';
const bodyOf = async (reads: { query: Database['query'] }, id = 1) =>
  (await reads.query<{ body: string }>(readNote, [id])).rows[0]?.body;

async function createNotes(db: Database) {
  await db.query('CREATE TABLE IF NOT EXISTS cache_notes (id int PRIMARY KEY, body text NOT NULL)');
  await db.query('CREATE TABLE IF NOT EXISTS cache_other (id int)');
  await db.query('TRUNCATE cache_notes');
  await db.query(`INSERT INTO cache_notes (id, body) VALUES (1, 'first'), (2, 'other')`);
}

/**
 * A new table whose one row goes with note 2 (a foreign key that cascades, added by a schema change), and how many of
 * its rows a read through a new read cache finds.
 */
async function childrenOfNoteTwo(db: Database, table: string) {
  await db.query(`CREATE TABLE IF NOT EXISTS ${table} (
    note_id int NOT NULL REFERENCES cache_notes (id) ON DELETE CASCADE, label text NOT NULL)`);
  await db.query(`INSERT INTO ${table} (note_id, label) VALUES (2, 'gone with its note')`);
  const reads = createReadCache(db);
  return {
    count: async () => (await reads.query(`SELECT label FROM ${table} WHERE note_id = $1`, [2])).rows.length,
    drop: () => db.query(`DROP TABLE ${table}`),
  };
}

describeEachDatabase('read cache', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(async () => database?.dispose());
  beforeEach(async () => createNotes(database.db));

  it('answers a repeated read from memory, with the same rows', async () => {
    const reads = createReadCache(database.db);
    expect(await bodyOf(reads)).toBe('first');
    expect(await bodyOf(reads)).toBe('first');
    expect(reads.stats()).toEqual({ hits: 1, misses: 1 });
  });

  it('reads again after a committed write declared on the table, and not after one declared on another', async () => {
    const reads = createReadCache(database.db);
    await bodyOf(reads);
    await database.db.write(['cache_other'], 'INSERT INTO cache_other (id) VALUES (1)');
    expect(await bodyOf(reads)).toBe('first');
    expect(reads.stats().hits).toBe(1);
    await database.db.write(['cache_notes'], `UPDATE cache_notes SET body = 'second' WHERE id = 1`);
    expect(await bodyOf(reads)).toBe('second');
  });

  it('reads everything again after a write that does not say which tables it changes', async () => {
    const reads = createReadCache(database.db);
    await bodyOf(reads);
    await database.db.query('INSERT INTO cache_other (id) VALUES (2)');
    await bodyOf(reads);
    expect(reads.stats()).toEqual({ hits: 0, misses: 2 });
  });

  it("sees a transaction's write once it has committed", async () => {
    const reads = createReadCache(database.db);
    await bodyOf(reads);
    await database.db.transaction(async (tx) => {
      await tx.write(['cache_notes'], `UPDATE cache_notes SET body = 'in a transaction' WHERE id = 1`);
      await tx.query('SELECT 1');
    });
    expect(await bodyOf(reads)).toBe('in a transaction');
  });

  it('refuses a write whose text names a table its declaration leaves out, and changes nothing', async () => {
    await expect(
      database.db.write(['cache_other'], `UPDATE cache_notes SET body = 'undeclared' WHERE id = 1`),
    ).rejects.toThrow(/cache_notes without declaring it/);
    expect(await bodyOf(database.db)).toBe('first');
  });

  it('reads again the rows a foreign key deleted with the row the write declared', async () => {
    const tags = await childrenOfNoteTwo(database.db, 'cache_tags');
    expect(await tags.count()).toBe(1);
    expect(await tags.count()).toBe(1);
    await database.db.write(['cache_notes'], 'DELETE FROM cache_notes WHERE id = $1', [2]);
    expect(await tags.count()).toBe(0);
    await tags.drop();
  });

  it('refuses the same undeclared write every time it is sent, not only the first', async () => {
    const undeclared = `UPDATE cache_notes SET body = 'undeclared again' WHERE id = 1`;
    for (let time = 0; time < 2; time += 1) {
      await expect(database.db.write(['cache_other'], undeclared)).rejects.toThrow(/without declaring it/);
    }
    expect(await bodyOf(database.db)).toBe('first');
  });

  it('reaches a foreign key added after the same write text was last sent', async () => {
    const deleteNote = 'DELETE FROM cache_notes WHERE id = $1 AND body = $2';
    await database.db.write(['cache_notes'], deleteNote, [3, 'none such']);
    const pins = await childrenOfNoteTwo(database.db, 'cache_pins');
    expect(await pins.count()).toBe(1);
    expect(await pins.count()).toBe(1);
    await database.db.write(['cache_notes'], deleteNote, [2, 'other']);
    expect(await pins.count()).toBe(0);
    await pins.drop();
  });

  it('takes each write as it is declared, when the same text was sent before with another declaration', async () => {
    const reads = createReadCache(database.db);
    const others = () => reads.query('SELECT id FROM cache_other WHERE id = $1', [9]);
    const touch = 'UPDATE cache_notes SET body = body WHERE id = $1';
    await database.db.write(['cache_notes'], touch, [1]);
    await others();
    await others();
    expect(reads.stats()).toEqual({ hits: 1, misses: 1 });
    await database.db.write(['cache_notes', 'cache_other'], touch, [1]);
    await others();
    expect(reads.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it('tracks a table created after its first read', async () => {
    const reads = createReadCache(database.db);
    await bodyOf(reads);
    await database.db.query('CREATE TABLE IF NOT EXISTS cache_late (note_id int, tag text)');
    await database.db.query('TRUNCATE cache_late');
    await database.db.query(`INSERT INTO cache_late (note_id, tag) VALUES (1, 'old tag')`);
    const tagged = async () =>
      (
        await reads.query<{ tag: string }>(
          'SELECT l.tag FROM cache_notes n JOIN cache_late l ON l.note_id = n.id WHERE n.id = $1',
          [1],
        )
      ).rows[0]?.tag;
    expect(await tagged()).toBe('old tag');
    expect(await tagged()).toBe('old tag');
    await database.db.write(['cache_late'], `UPDATE cache_late SET tag = 'new tag'`);
    expect(await tagged()).toBe('new tag');
  });

  it('never caches a read whose answer depends on the moment', async () => {
    const reads = createReadCache(database.db);
    const clock = 'SELECT now() AS at, body FROM cache_notes WHERE id = 1';
    await reads.query(clock);
    await reads.query(clock);
    expect(reads.stats()).toEqual({ hits: 0, misses: 0 });
  });

  it('hands out frozen rows, which no caller can change for the next', async () => {
    const reads = createReadCache(database.db);
    const { rows } = await reads.query<{ body: string }>(readNote, [1]);
    expect(() => {
      (rows[0] as { body: string }).body = 'changed';
    }).toThrow(TypeError);
    expect(await bodyOf(reads)).toBe('first');
  });

  it('caches nothing while it could miss other instances’ writes', async () => {
    const reads = createReadCache(database.db, { isCaching: () => false });
    await bodyOf(reads);
    await bodyOf(reads);
    expect(reads.stats()).toEqual({ hits: 0, misses: 0 });
  });

  it('sends one query for reads of the same rows that arrive while it runs', async () => {
    const reads = createReadCache(database.db);
    expect(await Promise.all([bodyOf(reads), bodyOf(reads), bodyOf(reads, 2), bodyOf(reads)])).toEqual([
      'first',
      'first',
      'other',
      'first',
    ]);
    expect(reads.stats()).toEqual({ hits: 2, misses: 2 });
  });

  it('reads again once the entry is older than its time to live', async () => {
    let now = 0;
    const reads = createReadCache(database.db, { ttlMs: 5_000, now: () => now });
    await bodyOf(reads);
    now = 4_999;
    await bodyOf(reads);
    now = 5_000;
    await bodyOf(reads);
    expect(reads.stats()).toEqual({ hits: 1, misses: 2 });
  });
});

const postgresUp = await isPostgresReachable();
const withPostgres = whenReachable(postgresUp, 'no PostgreSQL reachable here');
const withRedisToo = whenReachable(postgresUp && (await isRedisReachable()), 'no PostgreSQL and Redis here');

withPostgres.describe('read cache on PostgreSQL', () => {
  let database: TestDatabase;
  let writer: Database;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seed: false });
    writer = await openDatabase({ databaseUrl: database.url ?? '', dataDir: '' });
  });
  afterAll(async () => {
    await writer?.close();
    await database?.dispose();
  });
  beforeEach(async () => createNotes(database.db));

  it('does not keep the answer of a read that a write overtook while it ran', async () => {
    const reads = createReadCache(database.db);
    // The read's snapshot of the table is taken when it starts; the update commits while it sleeps.
    const slowRead = reads.query<{ body: string }>(
      'SELECT body, pg_sleep(0.3) IS NULL AS slept FROM cache_notes WHERE id = $1',
      [1],
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.db.write(['cache_notes'], `UPDATE cache_notes SET body = 'overtaken' WHERE id = 1`);
    expect((await slowRead).rows[0]?.body).toBe('first');
    const again = await reads.query<{ body: string }>(
      'SELECT body, pg_sleep(0.3) IS NULL AS slept FROM cache_notes WHERE id = $1',
      [1],
    );
    expect(again.rows[0]?.body).toBe('overtaken');
    expect(reads.stats()).toEqual({ hits: 0, misses: 2 });
  });

  it('does not share a running read with one that arrives after a write to its tables', async () => {
    const reads = createReadCache(database.db);
    const slowly = 'SELECT body, pg_sleep(0.3) IS NULL AS slept FROM cache_notes WHERE id = $1';
    const before = reads.query<{ body: string }>(slowly, [1]);
    const alongside = reads.query<{ body: string }>(slowly, [1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await database.db.write(['cache_notes'], `UPDATE cache_notes SET body = 'written' WHERE id = 1`);
    const after = reads.query<{ body: string }>(slowly, [1]);
    expect((await before).rows[0]?.body).toBe('first');
    expect((await alongside).rows[0]?.body).toBe('first');
    expect((await after).rows[0]?.body).toBe('written');
    expect(reads.stats()).toEqual({ hits: 1, misses: 2 });
  });

  withRedisToo.it('sees, within a second, a write another instance made, through Redis', async () => {
    const environment = uniqueEnvironmentName();
    const here = shareTableChangesThroughRedis(
      instanceOfTestRedis(environment),
      database.db.changes,
      () => {},
    );
    const there = shareTableChangesThroughRedis(instanceOfTestRedis(environment), writer.changes, () => {});
    try {
      await expect.poll(() => here.isListening() && there.isListening(), { timeout: 5_000 }).toBe(true);
      const reads = createReadCache(database.db, { isCaching: here.isListening });
      await bodyOf(reads);
      expect(await bodyOf(reads)).toBe('first');
      expect(reads.stats().hits).toBe(1);
      await writer.write(['cache_notes'], `UPDATE cache_notes SET body = 'from elsewhere' WHERE id = 1`);
      await expect.poll(() => bodyOf(reads), { timeout: 1_000, interval: 10 }).toBe('from elsewhere');
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });
});
