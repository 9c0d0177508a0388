import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../test/test-databases';
import { runsOnPostgres } from '../../test/test-server';
import { openDatabase } from '../db/database';
import { readMigrations } from '../db/migrate';
import { createPasswordHasher } from '../modules/auth/passwords';
import { runCreateStaff } from './create-staff';
import { runDbCommand } from './db-commands';

const strongPassword = 'correct horse battery staple';

/** The operator's commands, each run as its script runs it, against a database given by the environment. */
function commands(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);
  return {
    lines,
    output: () => lines.join('\n'),
    db: (...argv: string[]) => runDbCommand(argv, { env, out }),
    createStaff: (password: string, ...argv: string[]) =>
      runCreateStaff(argv, { env, out, readPassword: async () => password }),
  };
}

// Only PostgreSQL has these commands' own database to create and a server-side pool. CI always has one (README):
// there they run whatever happens (runsOnPostgres).
describe.runIf(runsOnPostgres)('db:migrate, db:status, db:seed and create-staff on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let run: ReturnType<typeof commands>;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    run = commands({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  });
  afterAll(async () => database?.drop());

  it('db:status lists every migration as pending on an empty database, db:migrate applies them, then none is pending', async () => {
    const versions = (await readMigrations()).map((migration) => migration.version);
    expect(await run.db('status')).toBe(0);
    expect(run.output()).toContain('Applied: 0');
    expect(run.output()).toContain(`Pending: ${versions.length}\n  ${versions[0]}`);
    run.lines.length = 0;

    expect(await run.db('migrate')).toBe(0);
    expect(run.output()).toContain(`Applied ${versions.length} migration(s):`);
    run.lines.length = 0;
    expect(await run.db('migrate')).toBe(0);
    expect(run.output()).toContain('The schema is up to date.');
    run.lines.length = 0;

    expect(await run.db('status')).toBe(0);
    expect(run.lines[1]).toBe(`Applied: ${versions.length}`);
    expect(run.lines[2]).toMatch(new RegExp(`^  ${versions[0]}  \\d{4}-\\d\\d-\\d\\dT`));
    expect(run.lines.at(-2)).toMatch(/^ {2}\d{4}_/);
    expect(run.lines.at(-1)).toBe('Pending: 0');
  });

  it('create-staff makes a staff sign-in with an argon2id hash of the password read from stdin', async () => {
    expect(
      await run.createStaff(strongPassword, '--email', 'Ops.Lead@clinic.example', '--first-name', 'Ola'),
    ).toBe(0);
    expect(run.lines.at(-2)).toContain('Created the staff account Ops.Lead@clinic.example');
    const db = await openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
    try {
      const { rows } = await db.query<{ role: string; first_name: string; password_hash: string }>(
        "SELECT role, first_name, password_hash FROM users WHERE lower(email) = 'ops.lead@clinic.example'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ role: 'staff', first_name: 'Ola' });
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
      expect(await createPasswordHasher().verify(rows[0]?.password_hash ?? '', strongPassword)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('create-staff refuses an address already used (whatever its case), a weak password and a missing address', async () => {
    expect(await run.createStaff(strongPassword, '--email', 'ops.lead@CLINIC.example')).toBe(1);
    expect(run.lines.at(-1)).toBe('An account already uses ops.lead@CLINIC.example: nothing was changed.');
    for (const [password, message] of [
      ['short-pass', 'The password must be at least 12 characters.'],
      ['Fathom-demo-1', 'The password must not be the demo password.'],
      ['aaaaaaaaaaaaaaaa', 'The password must use at least 5 different characters.'],
      ['second.person-2024!', 'The password must not contain the email address.'],
    ] as const) {
      expect(await run.createStaff(password, '--email', 'second.person@clinic.example'), password).toBe(1);
      expect(run.lines.at(-1)).toBe(`${message} No account was created.`);
    }
    expect(await run.createStaff(strongPassword)).toBe(1);
    expect(run.lines.at(-1)).toContain('An --email address is required.');
    const db = await openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
    try {
      const { rows } = await db.query('SELECT 1 FROM users');
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('db:seed refuses with NODE_ENV=production, and on a database that already has accounts', async () => {
    const production = commands({ DATABASE_URL: database.url, NODE_ENV: 'production' });
    expect(await production.db('seed')).toBe(1);
    // The configuration is checked first: an incomplete production environment is named as the server names it.
    expect(production.output()).toMatch(/^Invalid configuration: PUBLIC_URL/);
    const complete = commands({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'https://portal.clinic.example',
      SMTP_URL: 'smtp://mail.clinic.example:587',
      OUTBOX_KEY: '12'.repeat(32),
      OIDC_ISSUER: 'https://id.clinic.example',
      LAB_NAME: 'Clinic Lab',
      LAB_ADDRESS: '1 Main St; Springfield',
      LAB_ACCREDITATION: 'CLIA 00D0000000',
      PAYMENTS: 'sandbox',
      INSTALMENTS: 'sandbox',
      INSURANCE: 'sandbox',
      BENEFITS: 'sandbox',
      IDENTITY_VERIFICATION: 'sandbox',
      SCHEDULING: 'sandbox',
    });
    expect(await complete.db('seed')).toBe(1);
    expect(complete.output()).toBe(
      'db:seed refuses to run with NODE_ENV=production: demo accounts and test codes never reach real customers.',
    );
    expect(await run.db('seed')).toBe(1);
    expect(run.lines.at(-1)).toBe(
      'Not seeded: the database already has accounts (demo personas go only into an empty one).',
    );
  });

  it('answers the usage to an unknown command, and names an unreachable database in one line', async () => {
    expect(await run.db('drop')).toBe(1);
    expect(run.output()).toContain('Unknown command "drop"');
    const unreachable = commands({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    expect(await unreachable.db('status')).toBe(1);
    expect(unreachable.output()).toMatch(
      /^Could not open the database \(PostgreSQL at 127\.0\.0\.1:1\/none\): /,
    );
  });
});

describe('db:seed, db:status and create-staff on the embedded database', () => {
  let dataDir: string;
  let run: ReturnType<typeof commands>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fathom-db-cli-'));
    run = commands({ DATA_DIR: dataDir });
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('refuses to seed or create staff before migrating, then seeds the personas and lists no pending migration', async () => {
    expect(await run.db('seed')).toBe(1);
    expect(run.lines.at(-1)).toMatch(/migration\(s\) pending .*: run npm run db:migrate first\.$/);
    expect(await run.createStaff(strongPassword, '--email', 'ops@clinic.example')).toBe(1);
    expect(run.lines.at(-1)).toMatch(/run npm run db:migrate first\.$/);
    expect(await run.db('migrate')).toBe(0);
    expect(await run.db('seed')).toBe(0);
    expect(run.output()).toContain('Seeded the demo personas.');
    expect(run.output()).toContain('sam@example.com');
    expect(await run.createStaff(strongPassword, '--email', 'lab@example.com')).toBe(1);
    expect(run.lines.at(-1)).toBe('An account already uses lab@example.com: nothing was changed.');
    expect(await run.db('status')).toBe(0);
    expect(run.lines.at(-1)).toBe('Pending: 0');
  });
});
