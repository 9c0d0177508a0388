import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { type Database, openDatabase, openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedDemoData } from '../src/db/seed/seed-demo-data';
import { createSandboxEmailSender } from '../src/integrations/email/sandbox';
import { createJobQueue } from '../src/jobs/job-queue';

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

/** The outbox key of every test server, so that a test's own services queue emails its app can send. */
export const testOutboxKey = 'a1'.repeat(32);

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const templateRoot = path.join(tmpdir(), 'fathom-test-templates');

/**
 * The code a template is made by: this file, the migrations, and the seed with everything it runs (it places the
 * personas' orders through the product's own services), so any change to the server's or the shared packages' source.
 */
const templateSources = ['../src/', '../../../packages/domain/src/', '../../../packages/contract/src/'].map(
  (folder) => fileURLToPath(new URL(folder, import.meta.url)),
);

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever the code that makes a template changes, and daily, because seeded dates are relative to today. */
async function templateKey(seed: boolean): Promise<string> {
  const digest = createHash('sha256').update(await readFile(fileURLToPath(import.meta.url)));
  for (const folder of templateSources) {
    for (const file of await sourceFiles(folder)) {
      digest.update(path.relative(folder, file)).update(await readFile(file));
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return `${seed ? 'seeded' : 'migrated'}-${day}-${digest.digest('hex').slice(0, 16)}`;
}

const quiet = { info() {}, error() {} };

/**
 * What every test database starts from: the migrations, the catalogue, the demo personas when seeded, and the job
 * queue's schema with the app's queues, which a server makes at its first start (a test server then finds them).
 */
async function fillTemplate(db: Database, seed: boolean): Promise<void> {
  await migrate(db);
  await seedCatalogue(db);
  if (seed) await seedDemoData(db);
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'off', OUTBOX_KEY: testOutboxKey });
  const jobs = createJobQueue({ db, log: quiet, workers: false });
  const app = await buildApp({ config, db, email: createSandboxEmailSender(quiet), jobs });
  await app.ready();
  await app.close();
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
  for (const folder of await readdir(templateRoot)) {
    const day = /^(?:seeded|migrated)-(\d{4}-\d{2}-\d{2})-/.exec(folder)?.[1];
    if (day && !keptTemplateDays().includes(day)) {
      await rm(path.join(templateRoot, folder), { recursive: true, force: true });
    }
  }
  const building = await mkdtemp(path.join(templateRoot, 'building-'));
  const db = await openPglite(building);
  try {
    await fillTemplate(db, seed);
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

/**
 * A migrated (and seeded) PostgreSQL database kept as a template, prepared once and cloned by every test file of
 * every run until the schema or seed changes (CREATE DATABASE … TEMPLATE copies it in a fraction of the time the
 * migrations and the seed take). It is built under a name of its own and renamed when complete, so a clone never
 * starts from a half-built template; workers racing to build it each build their own and the first rename wins.
 */
const postgresTemplates = new Map<boolean, Promise<string>>();

function preparedPostgresTemplate(seed: boolean): Promise<string> {
  let template = postgresTemplates.get(seed);
  if (!template) {
    template = buildPostgresTemplate(seed);
    postgresTemplates.set(seed, template);
    template.catch(() => postgresTemplates.delete(seed));
  }
  return template;
}

const templatePrefix = 'fathom_template_';

async function buildPostgresTemplate(seed: boolean): Promise<string> {
  const name = `${templatePrefix}${(await templateKey(seed)).replaceAll('-', '_')}`;
  const found = await withAdminClient((client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  if (found.rowCount) return name;
  await dropTemplatesOfEarlierDays();
  const building = `fathom_building_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${building}`));
  try {
    const db = await openDatabase({ databaseUrl: databaseUrlFor(building), dataDir: tmpdir() });
    try {
      await fillTemplate(db, seed);
    } finally {
      await db.close();
    }
    await withAdminClient((client) => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
  } catch (error) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    // Another worker renamed its identical template first.
    if ((error as { code?: string }).code === '42P04') return name;
    throw error;
  }
  return name;
}

/**
 * Seeded dates are relative to the day a template was built: those of days before yesterday are never used again
 * (yesterday's may still be, by a run that started before midnight), and are removed when a new one is built.
 */
function keptTemplateDays(): string[] {
  return [0, 1].map((daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10));
}

async function dropTemplatesOfEarlierDays(): Promise<void> {
  const kept = keptTemplateDays().map((day) => day.replaceAll('-', '_'));
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${templatePrefix}%`],
    );
    for (const { datname } of rows) {
      if (!kept.some((keptDay) => datname.includes(`_${keptDay}_`))) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  });
}

async function openPostgresDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const template = await preparedPostgresTemplate(options.seed ?? true);
  const name = `fathom_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await openDatabase({ databaseUrl: databaseUrlFor(name), dataDir: tmpdir() });
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

/**
 * Builds every template a test file may copy, before the files start (the integration project's global setup), so
 * that files starting at once in several workers find them made instead of each building its own.
 */
export async function prepareTestDatabaseTemplates(): Promise<void> {
  const postgres = await isPostgresReachable();
  for (const seed of [true, false]) {
    await Promise.all([preparedPgliteTemplate(seed), ...(postgres ? [preparedPostgresTemplate(seed)] : [])]);
  }
}
