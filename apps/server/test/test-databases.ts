import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { type Database, openDatabase, openPglite } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedDemoData } from '../src/db/seed/seed-demo-data';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabaseOptions {
  /** Seed the demo personas (default true); false leaves a migrated, empty database. */
  seed?: boolean;
}

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's address, for a second connection pool (a second instance); null on PGlite. */
  url: string | null;
  /** Closes the database and deletes it (folder or PostgreSQL database). */
  dispose(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seedSourceDirectory = fileURLToPath(new URL('../src/db/seed/', import.meta.url));
const templateRoot = path.join(tmpdir(), 'fathom-test-templates');

/** Changes whenever a migration or the seed changes, and daily, because seeded dates are relative to today. */
async function templateKey(seed: boolean): Promise<string> {
  const digest = createHash('sha256');
  for (const migration of await readMigrations()) digest.update(migration.version).update(migration.sql);
  // The catalogue seed lives here too and runs on every template, seeded or not.
  for (const file of (await readdir(seedSourceDirectory)).sort()) {
    digest.update(file).update(await readFile(path.join(seedSourceDirectory, file)));
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${seed ? 'seeded' : 'migrated'}-${day}-${digest.digest('hex').slice(0, 16)}`;
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/**
 * A migrated (and seeded) PGlite folder, prepared once and shared by every test file of every run
 * until the schema or seed changes. Workers racing to prepare it each build their own copy and
 * the first rename wins.
 */
async function preparedPgliteTemplate(seed: boolean): Promise<string> {
  const template = path.join(templateRoot, await templateKey(seed));
  if (await exists(template)) return template;
  await mkdir(templateRoot, { recursive: true });
  const building = await mkdtemp(path.join(templateRoot, 'building-'));
  const db = await openPglite(building);
  try {
    await migrate(db);
    await seedCatalogue(db);
    if (seed) await seedDemoData(db);
  } finally {
    await db.close();
  }
  try {
    await rename(building, template);
  } catch {
    // Another worker finished first: its template is identical.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** The system's cp copies the template's two thousand small files in a tenth of the time of fs.cp. */
async function copyFolder(source: string, target: string): Promise<void> {
  try {
    await promisify(execFile)('cp', ['-R', `${source}/.`, target]);
  } catch {
    await cp(source, target, { recursive: true });
  }
}

async function openPgliteCopy(options: TestDatabaseOptions): Promise<TestDatabase> {
  const template = await preparedPgliteTemplate(options.seed ?? true);
  const directory = await mkdtemp(path.join(tmpdir(), 'fathom-test-db-'));
  await copyFolder(template, directory);
  const db = await openPglite(directory);
  return {
    db,
    url: null,
    async dispose() {
      await db.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openPostgresDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const name = `fathom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const db = await openDatabase({ databaseUrl: databaseUrlFor(name), dataDir: tmpdir() });
  await migrate(db);
  await seedCatalogue(db);
  if (options.seed ?? true) await seedDemoData(db);
  return {
    db,
    url: databaseUrlFor(name),
    async dispose() {
      await db.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** An empty PostgreSQL database of its own (not migrated), for the commands that migrate it; drop() deletes it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fathom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrlFor(name),
    async drop() {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh database of its own: a copy of the prepared PGlite template, or a new PostgreSQL database. */
export function openTestDatabase(
  kind: TestDatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  return kind === 'pglite' ? openPgliteCopy(options) : openPostgresDatabase(options);
}

/** Whether the PostgreSQL of TEST_DATABASE_URL answers. */
export async function isPostgresReachable(): Promise<boolean> {
  try {
    await withAdminClient((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}
