import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresFaults, postgresFaults } from '../../test/postgres-faults';
import { openTestDatabase, type TestDatabase } from '../../test/test-databases';
import { runsOnPostgres } from '../../test/test-server';
import { DatabaseUnavailableError } from './connection-loss';

/**
 * Connections that PostgreSQL ends under the app (pg_terminate_backend, as a failover or an operator does), on
 * PostgreSQL alone: the embedded database has no connection to lose. A statement is held where the test wants it
 * by a lock another connection holds, and its backend is terminated while it waits.
 */
describe.runIf(runsOnPostgres)('a PostgreSQL connection lost under the app', () => {
  let database: TestDatabase;
  let faults: PostgresFaults;
  /** Errors no one handled while a test ran (an 'error' event without a listener ends a server's process). */
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  const notes = async () =>
    (await database.db.query<{ value: string }>('SELECT value FROM notes ORDER BY value')).rows.map(
      (row) => row.value,
    );
  const lost = () => database.db.poolStats?.().lost ?? 0;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seed: false });
    await database.db.script(`
      CREATE TABLE notes (value text PRIMARY KEY);
      CREATE TABLE deferred_notes (value text, written_by text,
        CONSTRAINT one_note_each UNIQUE (value) DEFERRABLE INITIALLY DEFERRED)`);
    faults = await postgresFaults(database.url ?? '');
    process.prependListener('uncaughtException', recordUncaught);
  });
  afterEach(async () => {
    await database.db.query('DELETE FROM notes');
    await database.db.query('DELETE FROM deferred_notes');
    expect(uncaught).toEqual([]);
  });
  afterAll(async () => {
    process.removeListener('uncaughtException', recordUncaught);
    await faults?.close();
    await database?.dispose();
  });

  it('runs a transaction whose connection ends before COMMIT once more on a fresh connection, and commits it once', async () => {
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    let runs = 0;
    const placed = database.db.transaction(async (tx) => {
      runs += 1;
      await tx.query('SELECT $1::int AS run', [runs]);
      await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['written once']);
      return runs;
    });
    const lostBefore = lost();
    await faults.terminate(await faults.waitingOnLock());
    await lock.release();
    expect(await placed).toBe(2);
    expect(await notes()).toEqual(['written once']);
    expect(lost() - lostBefore).toBe(1);
  });

  it('fails a transaction whose connection ends twice with DatabaseUnavailableError, nothing committed, and the pool serves the next caller', async () => {
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    let runs = 0;
    const placed = database.db.transaction(async (tx) => {
      runs += 1;
      await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', [`run ${runs}`]);
    });
    const failure = placed.catch((error: unknown) => error);
    await faults.terminate(await faults.waitingOnLock());
    await faults.terminate(await faults.waitingOnLock());
    await lock.release();
    const error = await failure;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ committed: 'no', reason: 'lost' });
    expect(runs).toBe(2);
    expect(await notes()).toEqual([]);
    await database.db.transaction((tx) =>
      tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['after the loss']),
    );
    expect(await notes()).toEqual(['after the loss']);
  });

  it('survives a connection ended while its transaction holds it between statements, and runs the transaction again', async () => {
    let runs = 0;
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const placed = database.db.transaction(async (tx) => {
      runs += 1;
      await tx.query('SELECT $1::int AS run', [runs]);
      // The first run waits here, idle in its transaction, while the test ends its connection.
      if (runs === 1) await paused;
      await tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', [`run ${runs}`]);
    });
    const idle = await faults.backends();
    expect(idle.length).toBeGreaterThan(0);
    expect(await faults.terminateAll()).toBeGreaterThan(0);
    await waitFor(async () => (await faults.backends()).every((pid) => !idle.includes(pid)));
    resume();
    await placed;
    expect(runs).toBe(2);
    expect(await notes()).toEqual(['run 2']);
  });

  it('fails a transaction whose connection ends during COMMIT with an unknown outcome, without running it again', async () => {
    // Another transaction's uncommitted note makes this one's COMMIT wait: the deferred unique check runs then.
    const other = await faults.hold(
      "INSERT INTO deferred_notes (value, written_by) VALUES ('same', 'the other transaction')",
    );
    let runs = 0;
    const failure = database.db
      .transaction(async (tx) => {
        runs += 1;
        await tx.query("INSERT INTO deferred_notes (value, written_by) VALUES ('same', 'the app')");
      })
      .catch((error: unknown) => error);
    await faults.terminate(await faults.waitingOnLock());
    const error = await failure;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ committed: 'unknown' });
    expect(runs).toBe(1);
    await other.release();
    const { rows } = await database.db.query<{ written_by: string }>('SELECT written_by FROM deferred_notes');
    expect(rows).toEqual([{ written_by: 'the other transaction' }]);
  });

  it('reads again once on a fresh connection when the connection ends under a read', async () => {
    await database.db.write(['notes'], "INSERT INTO notes (value) VALUES ('kept')");
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    const read = database.db.query<{ n: number }>('SELECT count(*) AS n FROM notes');
    await faults.terminate(await faults.waitingOnLock());
    await lock.release();
    expect((await read).rows).toEqual([{ n: 1 }]);
  });

  it('reads again only once: a read whose second connection ends too fails with DatabaseUnavailableError', async () => {
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    const failure = database.db.query('SELECT count(*) AS n FROM notes').catch((error: unknown) => error);
    await faults.terminate(await faults.waitingOnLock());
    await faults.terminate(await faults.waitingOnLock());
    await lock.release();
    expect(await failure).toBeInstanceOf(DatabaseUnavailableError);
    expect(await notes()).toEqual([]);
  });

  it('never writes again after the connection ended under a write sent outside a transaction: its outcome is unknown', async () => {
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    const failure = database.db
      .write(['notes'], "INSERT INTO notes (value) VALUES ('once at most')")
      .catch((error: unknown) => error);
    await faults.terminate(await faults.waitingOnLock());
    const error = await failure;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ committed: 'unknown' });
    // It failed while the lock was still held: sent again, it would still be waiting on the lock.
    await lock.release();
    expect(await notes()).toEqual([]);
  });

  it('answers again once every connection of the pool was ended while idle', async () => {
    await Promise.all([1, 2, 3].map((n) => database.db.query('SELECT $1::int AS n', [n])));
    await faults.terminateAll();
    const answers = await Promise.all(
      [1, 2, 3].map(async (n) => (await database.db.query<{ n: number }>('SELECT $1::int AS n', [n])).rows),
    );
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
  });

  it('commits a transaction started the moment every idle connection was terminated, on a connection opened after', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => database.db.query('SELECT $1::int AS n, pg_sleep(0.05)', [n])));
    expect(await faults.terminateAll()).toBeGreaterThanOrEqual(4);
    // The pool may not have heard of their end yet: the transaction's first connection may be one of them, and
    // once one is known lost, none opened before is handed out again.
    await database.db.transaction((tx) =>
      tx.write(['notes'], 'INSERT INTO notes (value) VALUES ($1)', ['after every connection ended']),
    );
    expect(await notes()).toEqual(['after every connection ended']);
  });

  it('runs a script that never reached PostgreSQL again, and fails one lost under it as unknown', async () => {
    const lock = await faults.hold('LOCK TABLE notes IN ACCESS EXCLUSIVE MODE');
    const failure = database.db
      .script("INSERT INTO notes (value) VALUES ('script'); SELECT 1")
      .catch((error: unknown) => error);
    await faults.terminate(await faults.waitingOnLock());
    const error = await failure;
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ committed: 'unknown' });
    await lock.release();
    expect(await notes()).toEqual([]);
  });
});

/** Waits for a condition the test cannot be told of (another process's state), checking it every few ms. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
