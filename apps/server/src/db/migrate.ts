import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

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

export async function readMigrations(directory = defaultMigrationsDirectory): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(`${directory}/${name}`, 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations in order, each in its own transaction under an advisory lock, and
 * answers the versions it applied (empty when the schema was already current).
 */
export async function migrate(db: Database, directory?: string): Promise<string[]> {
  const migrations = await readMigrations(directory);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // A migration may rewrite a large table: the request-sized statement timeout is lifted for it alone.
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
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
