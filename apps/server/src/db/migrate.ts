import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Session } from './database';

/*
 * Next to this module in the source tree, and next to dist/main.js in the bundle (build.mjs copies
 * the folder there), so both resolve the same relative URL.
 */
const defaultMigrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any fixed number shared by every instance: they queue on it instead of migrating twice. */
const migrationLockKey = 4_823_117;

export interface Migration {
  version: string;
  sql: string;
}

/**
 * A migration whose first line is this runs outside a transaction: for what PostgreSQL refuses inside one, an
 * index built or dropped `CONCURRENTLY`, which leaves the table's reads and writes going on while it is built. At
 * a clinic's size (ADR 054) a plain `CREATE INDEX` stops every insert and update of its table for the whole build,
 * and a plain `DROP INDEX` waits for every reader of it while new ones queue behind. Its statements each end their
 * line with `;`, and run one after another on the connection that holds the migrations' lock (ADR 070).
 */
export const OUTSIDE_A_TRANSACTION = '-- outside a transaction';

const runsOutsideATransaction = (migration: Migration) =>
  migration.sql.split('\n', 1)[0]?.trim() === OUTSIDE_A_TRANSACTION;

/** The statements of a migration run outside a transaction, each ending its line with `;` (comment lines left out). */
export function statementsOf(sql: string): string[] {
  const code = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  return code
    .split(/;[ \t]*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** The index a `CREATE INDEX CONCURRENTLY` statement builds, by its name; null for any other statement. */
export function indexBuiltConcurrently(statement: string): string | null {
  const built =
    /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)\s+ON\s/i.exec(
      statement,
    );
  return built?.[1]?.toLowerCase() ?? null;
}

const CREATE_MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

export async function readMigrations(directory = defaultMigrationsDirectory): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(`${directory}/${name}`, 'utf8'),
    })),
  );
}

/** How long an instance waits before it asks again for the lock another instance holds while it migrates. */
const LOCK_RETRY_MS = 200;

/**
 * Applies pending migrations in order, and answers the versions it applied (empty when the schema was already
 * current). Instances migrate one at a time: each holds the migrations' lock on a connection of its own while it
 * migrates. It asks for the lock again and again rather than waiting on it inside a statement, because an index
 * built concurrently waits for every statement under way in the database to end, a wait for the lock included,
 * which would wait for the build in turn (PostgreSQL cancels one of the two as a deadlock). Each migration runs in a
 * transaction of its own, or outside one when it says so (OUTSIDE_A_TRANSACTION).
 */
export async function migrate(db: Database, directory?: string): Promise<string[]> {
  const migrations = await readMigrations(directory);
  return db.onOwnConnection(async (session) => {
    await takeTheLock(session);
    let applied: string[];
    try {
      applied = await applyPending(db, session, migrations);
    } catch (error) {
      // The failure is what the caller must see; on PostgreSQL the lock ends with the session anyway.
      await session.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      throw error;
    }
    await session.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    return applied;
  });
}

async function takeTheLock(session: Session): Promise<void> {
  for (;;) {
    const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      migrationLockKey,
    ]);
    if (rows[0]?.locked) return;
    await delay(LOCK_RETRY_MS);
  }
}

async function applyPending(db: Database, session: Session, migrations: Migration[]): Promise<string[]> {
  await session.query(CREATE_MIGRATIONS_TABLE);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = runsOutsideATransaction(migration)
      ? await applyOutsideATransaction(session, migration)
      : await db.transaction(async (tx) => {
          // A migration may rewrite a large table: the request-sized statement timeout is lifted for it alone.
          await tx.exec('SET LOCAL statement_timeout = 0');
          if (await wasApplied(tx, migration)) return false;
          await tx.exec(migration.sql);
          await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
          return true;
        });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

const wasApplied = async (db: Session, migration: Migration) =>
  (await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version])).rows.length > 0;

/**
 * Applies a migration outside a transaction, one statement after another on the session that holds the lock. An
 * index that an earlier try left invalid (it failed, or its process stopped, half-way) is dropped before it is
 * built again: `IF NOT EXISTS` would otherwise find it and leave it unusable. A migration that fails is not
 * recorded, and the next start tries it again from its first statement, so each of its statements must be one
 * that can run again (`IF NOT EXISTS`, `IF EXISTS`).
 */
async function applyOutsideATransaction(session: Session, migration: Migration): Promise<boolean> {
  if (await wasApplied(session, migration)) return false;
  for (const statement of statementsOf(migration.sql)) {
    const index = indexBuiltConcurrently(statement);
    if (index) await dropIfInvalid(session, index);
    await session.query(statement);
  }
  await session.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
  return true;
}

async function dropIfInvalid(session: Session, index: string): Promise<void> {
  const { rows } = await session.query(
    `SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND NOT i.indisvalid`,
    [index],
  );
  if (rows.length > 0) await session.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index}`);
}

export interface MigrationStatus {
  applied: { version: string; appliedAt: Date }[];
  /** Migrations of this build not applied yet, in the order `migrate` would apply them. */
  pending: string[];
  /** Applied versions this build does not know (the database was migrated by a newer build). */
  unknown: string[];
}

/** Which of this build's migrations the database has, and which it still needs. */
export async function migrationStatus(db: Database, directory?: string): Promise<MigrationStatus> {
  const migrations = await readMigrations(directory);
  const table = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  const rows = table.rows[0]?.present
    ? (
        await db.query<{ version: string; applied_at: Date }>(
          'SELECT version, applied_at FROM schema_migrations ORDER BY version',
        )
      ).rows
    : [];
  const known = new Set(migrations.map((migration) => migration.version));
  const done = new Set(rows.map((row) => row.version));
  return {
    applied: rows.map((row) => ({ version: row.version, appliedAt: row.applied_at })),
    pending: migrations.map((migration) => migration.version).filter((version) => !done.has(version)),
    unknown: rows.map((row) => row.version).filter((version) => !known.has(version)),
  };
}
