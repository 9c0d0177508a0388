import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../src/db/connection-loss';
import { openDatabase, openPglite, postgresPoolConfig, postgresPoolSize } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { ensurePgliteCluster } from '../src/db/pglite-cluster';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { openTestDatabase, type TestDatabase } from './test-databases';
import { describeEachDatabase, runsOnPostgres } from './test-server';

describeEachDatabase('migrations', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('records every migration once and applies nothing when run again', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(versions).toContain('0001_initial');
    expect(await migrate(database.db)).toEqual([]);
    expect(await migrate(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('lets several instances migrate at once without failing or applying twice', async () => {
    const results = await Promise.all([migrate(database.db), migrate(database.db), migrate(database.db)]);
    expect(results.flat()).toEqual([]);
  });

  it('refuses two users whose emails differ only in case', async () => {
    await database.db.query(
      "INSERT INTO users (id, email, password_hash, first_name, last_name, role, staff_role) VALUES ($1, 'Kim@example.com', 'x', 'Kim', 'Lee', 'staff', 'lab')",
      [crypto.randomUUID()],
    );
    await expect(
      database.db.query(
        "INSERT INTO users (id, email, password_hash, first_name, last_name, role, staff_role) VALUES ($1, 'kim@EXAMPLE.com', 'x', 'Kim', 'Lee', 'staff', 'lab')",
        [crypto.randomUUID()],
      ),
    ).rejects.toThrow();
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO outbox (id, to_address, subject, text_body) VALUES ($1, 'a@example.com', 's', 't')",
          [crypto.randomUUID()],
        );
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const { rows } = await database.db.query<{ n: number }>('SELECT count(*) AS n FROM outbox');
    expect(rows[0]?.n).toBe(0);
  });

  it('counts a script as changing everything unless it declares the tables it writes', async () => {
    const { db } = database;
    const outbox = db.changes.snapshot(['outbox']);
    await db.script("SELECT 1; SELECT count(*) FROM pg_namespace WHERE nspname = 'public'", []);
    expect(db.changes.isCurrent(outbox)).toBe(true);
    const insert =
      "INSERT INTO outbox (id, to_address, subject, text_body) VALUES (gen_random_uuid(), 'a@example.com', 'script', 't')";
    await db.script(insert, ['outbox']);
    expect(db.changes.isCurrent(outbox)).toBe(false);
    const everything = db.changes.everythingChanges();
    await db.script("DELETE FROM outbox WHERE subject = 'script'");
    expect(db.changes.everythingChanges()).toBe(everything + 1);
  });

  it("runs a transaction's write while a write outside it is reading which tables its foreign keys reach", async () => {
    const { db } = database;
    // A script may change the schema: the next write reads the foreign keys again, outside any transaction.
    await db.script('SELECT 1');
    const insert =
      "INSERT INTO outbox (id, to_address, subject, text_body) VALUES ($1, 'a@example.com', 'schema lookup', 't')";
    const outside = db.write(['outbox'], insert, [crypto.randomUUID()]);
    const inside = db.transaction((tx) => tx.write(['outbox'], insert, [crypto.randomUUID()]));
    const outcome = await Promise.race([
      Promise.all([outside, inside]).then(() => 'both written'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
    ]);
    expect(outcome).toBe('both written');
    await db.write(['outbox'], "DELETE FROM outbox WHERE subject = 'schema lookup'");
  });

  // Defined for PostgreSQL only: statements are prepared per pooled connection by the node-postgres adapter;
  // PGlite runs in-process and has no prepared statements of ours to look up.
  if (kind === 'postgres') {
    it('prepares a query once per connection and runs it again from the prepared statement', async () => {
      const text = 'SELECT count(*) AS n FROM users WHERE id = $1';
      const prepared = await database.db.transaction(async (tx) => {
        await tx.query(text, [crypto.randomUUID()]);
        await tx.query(text, [crypto.randomUUID()]);
        return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [
          text,
        ]);
      });
      expect(prepared.rows).toHaveLength(1);
    });
  }

  it('hands back counts and measurements as numbers, dates as YYYY-MM-DD and timestamps as Date', async () => {
    const { rows } = await database.db.query<{ n: number; m: number; d: string; t: Date }>(
      "SELECT count(*) AS n, 2.5::numeric AS m, '1990-04-12'::date AS d, now() AS t",
    );
    expect(rows[0]).toEqual({ n: 1, m: 2.5, d: '1990-04-12', t: expect.any(Date) });
  });
});

it('sizes the PostgreSQL pool by the cores, within 4 to 20 connections', () => {
  expect([1, 2, 4, 16].map((cores) => postgresPoolSize(cores))).toEqual([4, 6, 12, 20]);
});

it("gives PostgreSQL's pool its size and timeouts: connecting, idle, statements (the client waits 5 s longer), no JIT or parallel workers", () => {
  expect(postgresPoolConfig('postgres://db/fathom')).toMatchObject({
    max: postgresPoolSize(),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
    query_timeout: 35_000,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  expect(
    postgresPoolConfig('postgres://db/fathom', {
      max: 3,
      connectionTimeoutMs: 1_000,
      idleTimeoutMs: 2_000,
      statementTimeoutMs: 500,
    }),
  ).toMatchObject({
    max: 3,
    connectionTimeoutMillis: 1_000,
    idleTimeoutMillis: 2_000,
    statement_timeout: 500,
    query_timeout: 5_500,
  });
});

describe('the embedded database between statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const STATEMENTS = 300;

  /** How many of `run`'s statements had finished when a timer set as it started went off, and in all. */
  async function seenByTimer(run: (finishedOne: () => void) => Promise<void>) {
    let finished = 0;
    const running = run(() => {
      finished += 1;
    });
    const seen = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 1));
    await running;
    return { seen, finished };
  }

  it('lets the event loop run between the statements of a chain (sockets are read while it goes on)', async () => {
    const { seen, finished } = await seenByTimer(async (finishedOne) => {
      for (let index = 0; index < STATEMENTS; index += 1) {
        await database.db.query('SELECT 1');
        finishedOne();
      }
    });
    expect(finished).toBe(STATEMENTS);
    expect(seen).toBeLessThan(STATEMENTS / 2);
  });

  it('lets the event loop run between the statements of a transaction', async () => {
    const { seen, finished } = await seenByTimer((finishedOne) =>
      database.db.transaction(async (tx) => {
        for (let index = 0; index < STATEMENTS; index += 1) {
          await tx.query('SELECT 1');
          finishedOne();
        }
      }),
    );
    expect(finished).toBe(STATEMENTS);
    expect(seen).toBeLessThan(STATEMENTS / 2);
  });
});

describe('the embedded database in a new folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'fathom-new-cluster-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("is made by a process of its own, so this one never holds initdb's memory (over 600 MB when it did), and keeps 32 MB of buffers", async () => {
    const before = process.memoryUsage().external;
    const db = await openPglite(path.join(folder, 'pglite'));
    try {
      const grown = process.memoryUsage().external - before;
      const { rows } = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('32MB');
      await db.query('CREATE TABLE kept (id int)');
      await db.query('INSERT INTO kept VALUES (1)');
      expect(grown).toBeLessThan(300 * 1024 * 1024);
    } finally {
      await db.close();
    }
    const reopened = await openPglite(path.join(folder, 'pglite'));
    try {
      expect((await reopened.query('SELECT id FROM kept')).rows).toEqual([{ id: 1 }]);
    } finally {
      await reopened.close();
    }
  });

  it('says which folder it could not make a database in, and why', async () => {
    const notAFolder = path.join(folder, 'a-file');
    await writeFile(notAFolder, 'not a folder');
    await expect(ensurePgliteCluster(notAFolder)).rejects.toThrow(
      new RegExp(`^Creating the embedded database in ${notAFolder} failed \\(exit 1\\): .+`, 's'),
    );
  });
});

// Statement and pool timeouts are the PostgreSQL driver's; the embedded database has neither. CI always has PostgreSQL:
// there they run whatever happens (runsOnPostgres).
describe.runIf(runsOnPostgres)('PostgreSQL timeouts', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres', { seed: false });
  });
  afterAll(async () => database?.dispose());

  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, on every connection of the pool', async () => {
    const db = await openDatabase({
      databaseUrl: database.url ?? '',
      dataDir: tmpdir(),
      databasePool: { statementTimeoutMs: 300 },
    });
    try {
      const shown = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(shown.rows[0]?.statement_timeout).toBe('300ms');
      // No statement of a page is worth compiling or splitting: either would cost more than the statement.
      const jit = await db.query<{ jit: string }>('SHOW jit');
      const workers = await db.query<{ max_parallel_workers_per_gather: string }>(
        'SHOW max_parallel_workers_per_gather',
      );
      expect([jit.rows[0]?.jit, workers.rows[0]?.max_parallel_workers_per_gather]).toEqual(['off', '0']);
      await expect(db.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(2)'))).rejects.toThrow(
        /statement timeout/,
      );
      // Migrations lift it for their own transaction.
      await db.transaction(async (tx) => {
        await tx.exec('SET LOCAL statement_timeout = 0');
        await tx.query('SELECT pg_sleep(0.5)');
      });
      expect(db.poolStats?.()).toMatchObject({ waiting: 0 });
    } finally {
      await db.close();
    }
  });

  it('fails a query that waits longer than DATABASE_CONNECT_TIMEOUT_MS for a connection, as the database unavailable (503)', async () => {
    const db = await openDatabase({
      databaseUrl: database.url ?? '',
      dataDir: tmpdir(),
      databasePool: { max: 1, connectionTimeoutMs: 200 },
    });
    try {
      const busy = db.query('SELECT pg_sleep(1)');
      const started = Date.now();
      const waited = db.query('SELECT 1').catch((error: unknown) => error);
      expect(await waited).toBeInstanceOf(DatabaseUnavailableError);
      expect(await waited).toMatchObject({ reason: 'busy', committed: 'no' });
      expect(Date.now() - started).toBeLessThan(900);
      await busy;
    } finally {
      await db.close();
    }
  });
});

describeEachDatabase('demo data', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds every persona of the design with an argon2id password hash', async () => {
    const { rows } = await database.db.query<{ email: string; role: string; password_hash: string }>(
      'SELECT email, role, password_hash FROM users ORDER BY email',
    );
    expect(rows.map((row) => `${row.email}:${row.role}`)).toEqual([
      'admin@example.com:staff',
      'alex@example.com:client',
      'casey@example.com:client',
      'clinician@example.com:staff',
      'drew@example.com:client',
      'jamie@example.com:authorized_user',
      'jordan@example.com:client',
      'lab@example.com:staff',
      'morgan@example.com:client',
      'pat@example.com:client',
      'riley@example.com:client',
      'sam@example.com:client',
      'support@example.com:staff',
      'taylor@example.com:client',
    ]);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("makes jamie, added by sam as his partner, an authorized user who reads sam's client", async () => {
    const { rows } = await database.db.query<{ own_client: string | null; parent: string }>(
      `SELECT jamie.client_id AS own_client, parent.email AS parent
         FROM users jamie JOIN users parent ON parent.id = jamie.parent_user_id
        WHERE jamie.email = 'jamie@example.com'`,
    );
    // As /partner adds a partner: no client of their own, the parent's through parent_user_id.
    expect(rows).toEqual([{ own_client: null, parent: 'sam@example.com' }]);
  });

  it('gives sam three released analyses over 18 months, the latest normal and ready 10 days ago, and 4 stored vials', async () => {
    const { rows } = await database.db.query<Record<string, number>>(
      `SELECT r.total_count, r.dna_fragmentation, r.concentration,
              extract(day FROM now() - r.ready_at)::int AS ready_days_ago,
              (SELECT count(*) FROM vials v JOIN items i ON i.id = v.item_id
                WHERE i.client_id = u.client_id AND v.status = 'permanent_storage') AS stored_vials
         FROM users u JOIN result_documents r ON r.client_id = u.client_id
        WHERE u.email = 'sam@example.com' ORDER BY r.ready_at DESC`,
    );
    expect(rows[0]).toEqual({
      total_count: 120,
      dna_fragmentation: 18,
      concentration: 48,
      ready_days_ago: 10,
      stored_vials: 4,
    });
    expect(rows.map((row) => row.ready_days_ago)).toEqual([10, 320, 530]);
  });

  it('shows each persona state: 2FA, azoospermia, stale and pre-2022-07-07 results, kit en route, STI positive, unmarketable', async () => {
    const query = async <T>(sql: string) => (await database.db.query<T>(sql)).rows;
    expect(
      await query(
        "SELECT google2fa_secret FROM users WHERE email = 'alex@example.com' AND google2fa_configured_at IS NOT NULL",
      ),
    ).toEqual([{ google2fa_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }]);
    expect(
      await query(
        "SELECT r.is_azoospermic FROM result_documents r JOIN users u ON u.client_id = r.client_id WHERE u.email = 'casey@example.com'",
      ),
    ).toEqual([{ is_azoospermic: true }]);
    expect(
      await query(
        "SELECT r.ready_at < now() - interval '90 days' AS stale FROM result_documents r JOIN users u ON u.client_id = r.client_id WHERE u.email = 'jordan@example.com'",
      ),
    ).toEqual([{ stale: true }, { stale: true }]);
    expect(
      await query(
        "SELECT i.created_at < '2022-07-07' AS early FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'morgan@example.com' AND i.category = 'analysis'",
      ),
    ).toEqual([{ early: true }]);
    expect(
      await query(
        "SELECT i.tracking_stage, i.status_step, (SELECT count(*) FROM result_documents r WHERE r.client_id = u.client_id) AS results FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'taylor@example.com'",
      ),
    ).toEqual([{ tracking_stage: 4, status_step: 'SealShippingBoxStep', results: 0 }]);
    expect(
      await query(
        "SELECT s.test_key FROM sti_results s JOIN items i ON i.id = s.item_id JOIN users u ON u.client_id = i.client_id WHERE u.email = 'riley@example.com' AND s.outcome = 'positive'",
      ),
    ).toEqual([{ test_key: 'chlamydiaGenital' }]);
    expect(
      await query(
        "SELECT array_agg(i.category ORDER BY i.category) AS categories FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'riley@example.com'",
      ),
    ).toEqual([{ categories: ['sti', 'supplement'] }]);
    expect(await query("SELECT flag_unmarketable FROM users WHERE email = 'pat@example.com'")).toEqual([
      { flag_unmarketable: true },
    ]);
    expect(
      await query(
        "SELECT count(*) AS n FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'drew@example.com'",
      ),
    ).toEqual([{ n: 0 }]);
    expect(await query("SELECT client_id FROM users WHERE email = 'lab@example.com'")).toEqual([
      { client_id: null },
    ]);
  });

  it('stores recommendations out of sort order, so that lists must sort them', async () => {
    const { rows } = await database.db.query<{ sort_order: number }>(
      'SELECT sort_order FROM recommendations WHERE client_id IS NULL',
    );
    const stored = rows.map((row) => row.sort_order);
    expect([...stored].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(stored).not.toEqual([1, 2, 3, 4]);
  });

  it('seeds announcements that are active, global and expired', async () => {
    const { rows } = await database.db.query<{ scope: string; active: boolean }>(
      `SELECT CASE WHEN client_id IS NULL THEN 'global' ELSE 'client' END AS scope,
              starts_at <= now() AND (ends_at IS NULL OR ends_at > now()) AS active
         FROM announcements ORDER BY scope, active`,
    );
    expect(rows).toEqual([
      { scope: 'client', active: true },
      { scope: 'global', active: false },
      { scope: 'global', active: true },
    ]);
  });

  it('seeds nothing more when users exist, even when several instances start at once', async () => {
    const results = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(results).toEqual([false, false]);
    const { rows } = await database.db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(rows[0]?.n).toBe(14);
  });
});

describeEachDatabase('demo data on an empty database', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds exactly once when two instances race on an empty database', async () => {
    const results = await Promise.all([seedDemoData(database.db), seedDemoData(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const { rows } = await database.db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(rows[0]?.n).toBe(14);
  });
});
