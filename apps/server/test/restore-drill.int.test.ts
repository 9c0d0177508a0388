import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, demoStaff } from '../src/db/seed/demo-logins';
import { signInToken } from './checkout-requests';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from './test-databases';
import { runsOnPostgres, startTestServer, type TestServer } from './test-server';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverRoot = fileURLToPath(new URL('../', import.meta.url));
/**
 * A drill takes under 10 s on a 2-core machine at rest, about 25 s when it is loaded; it is killed before its test's
 * time ends.
 */
const drillTimeoutMs = 100_000;
const testTimeoutMs = 120_000;
/** The process groups started and not yet ended: killed after the tests, whatever happened. */
const runningGroups = new Set<number>();

/** Every persona the seed makes who is not staff: the drill must read each of them. */
const customers = demoLogins
  .map((login) => login.email)
  .filter((email) => !demoStaff.some((staff) => staff.email === email));

/**
 * The server the drill starts on the restored copy, bundled for this file from the current source: in `npm test` this
 * layer runs before the build step, so apps/server/dist may be missing or older than the source (and belongs to the
 * build step, which this file leaves alone). The bundle lies under apps/server, where its external dependencies are
 * found, in a `dist` folder that git and the linter ignore; bundling takes about two seconds.
 */
async function buildServer(): Promise<{ entry: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(serverRoot, '.restore-drill-build-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const outdir = path.join(folder, 'dist');
  const built = await runNode([path.join(serverRoot, 'build.mjs'), '--outdir', outdir]);
  if (built.code !== 0) {
    await remove();
    throw new Error(`The server's bundle failed:\n${built.output}`);
  }
  return { entry: path.join(outdir, 'main.js'), remove };
}

/**
 * Runs a Node program in a process group of its own, to its end, with what it printed; the whole group (the drill
 * and the server it starts) is killed when it outlives its time, and again after it ends, so that nothing it started
 * outlives the test, whatever happened.
 */
function runNode(
  args: string[],
  timeoutMs = drillTimeoutMs,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) runningGroups.add(child.pid);
    const killGroup = () => {
      if (child.pid) killProcessGroup(child.pid);
    };
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeoutMs / 1000} s)`;
      killGroup();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      killGroup();
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      killGroup();
      resolve({ code, output });
    });
  });
}

function killProcessGroup(id: number): void {
  runningGroups.delete(id);
  try {
    process.kill(-id, 'SIGKILL');
  } catch {
    // Every process of the group has ended.
  }
}

/** Whether anything still answers at the address (the drill's server must not, once the drill has ended). */
function answers(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
}

/** The drill's line of one persona, e.g. `  sam@example.com (client): 11 answers the same; 3 orders, …`. */
function personaLine(email: string, verdict: string): RegExp {
  return new RegExp(`\\n  ${email.replaceAll('.', '\\.')} \\([a-z_]+\\): \\d+ ${verdict};`);
}

/**
 * A server runs its jobs' due work at its start (each recurring job once at start-up), the log retention among them,
 * which deletes the password resets and sessions past their time that a partner's status is read from. A test
 * server has no workers: the running Fathom does that work here, as the server started on the restored copy does.
 */
async function runEveryJob(server: TestServer): Promise<void> {
  for (const { name } of await server.jobs.readings()) await server.jobs.runNow(name);
}

async function adminQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The drill as an operator runs it (`npm run db:restore-drill -- …`), with the server built for this file. The
 * database it restores into is named in its output: it must be gone when the drill ends, and is dropped here too
 * should the drill have failed to.
 */
async function runDrill(databaseUrl: string, fathomUrl: string, serverEntry: string) {
  const run = await runNode([
    path.join(repoRoot, 'scripts/restore-drill.mjs'),
    databaseUrl,
    '--fathom-url',
    fathomUrl,
    '--server',
    serverEntry,
  ]);
  const restored = /restoring into (fathom_restore_drill_[0-9a-f]+)/.exec(run.output)?.[1];
  const left = restored
    ? await adminQuery<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1', [restored])
    : [];
  for (const { datname } of left) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  const restoredServer = /on it at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output)?.[1];
  return {
    ...run,
    restored,
    left: left.map((row) => row.datname),
    restoredServer,
    serverStillAnswers: restoredServer ? await answers(restoredServer) : false,
  };
}

// Only PostgreSQL has a backup to dump and restore. CI always has one (README): there the drill runs whatever
// happens (runsOnPostgres).
describe.runIf(runsOnPostgres)('the restore drill (PostgreSQL)', () => {
  let server: { entry: string; remove(): Promise<void> } | undefined;
  beforeAll(async () => {
    server = await buildServer();
  });
  afterAll(async () => {
    for (const group of runningGroups) killProcessGroup(group);
    await server?.remove();
  });

  describe('on a backup of the running Fathom', () => {
    let original: TestServer | undefined;
    beforeAll(async () => {
      original = await startTestServer({ database: 'postgres' });
      await runEveryJob(original);
      // A signed agreement among what is compared: the seed signs none.
      const sam = await signInToken(original, 'sam@example.com');
      const signed = await fetch(`${original.url}/api/restify/documents/6/sign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sam}`, 'content-type': 'application/json' },
        body: JSON.stringify({ legal_name: 'Sam Whitaker', agreed: true }),
      });
      expect(signed.status).toBe(200);
    });
    afterAll(async () => original?.close());

    it(
      "restores it, starts the built server on the copy and reads every persona's orders, results, vials and agreements the same",
      async () => {
        if (!original?.databaseUrl || !server) throw new Error('The test server has no PostgreSQL database');
        const run = await runDrill(original.databaseUrl, original.url, server.entry);
        expect(run.code, run.output).toBe(0);
        expect(run.output).toMatch(/dumped: .* \(pg_dump --format=custom\)/);
        expect(run.restored, run.output).toBeDefined();
        expect(run.left, 'the restored database is dropped at the end').toEqual([]);
        expect(run.restoredServer, run.output).toBeDefined();
        expect(run.serverStillAnswers, 'the server on the copy is stopped at the end').toBe(false);
        for (const email of customers) {
          expect(run.output).toMatch(personaLine(email, 'answers the same'));
        }
        // What the answers held, so that a comparison of empty answers could not pass for one.
        const sam = run.output.split('\n').find((line) => line.startsWith('  sam@example.com'));
        expect(sam).toMatch(/: 11 answers the same; [1-9]\d* orders, /);
        expect(sam).toMatch(/ [1-9]\d* results, /);
        expect(sam).toMatch(/ [1-9]\d* vials, /);
        expect(sam).toMatch(/ 1 agreements signed, /);
        // The partner reads the account holder's results and agreements.
        expect(run.output).toMatch(
          /\n {2}jamie@example\.com \(authorized_user\): 4 answers the same; [1-9]\d* results, 1 agreements signed,/,
        );
        expect(run.output).toContain(`The backup restores to the same data:`);
      },
      testTimeoutMs,
    );
  });

  describe('on a backup that does not hold what the running Fathom serves', () => {
    let running: TestServer | undefined;
    let backedUp: TestDatabase | undefined;
    beforeAll(async () => {
      // Two copies of the same seed: the running Fathom on one, the other dumped after sam's newest order is
      // changed in it, as a backup that lost or altered a write would restore.
      [running, backedUp] = await Promise.all([
        startTestServer({ database: 'postgres' }),
        openTestDatabase('postgres'),
      ]);
      await runEveryJob(running);
      await backedUp.db.query(
        `UPDATE orders SET is_gift = true
          WHERE id = (SELECT id FROM orders WHERE email = 'sam@example.com' ORDER BY created_at DESC LIMIT 1)`,
      );
    });
    afterAll(async () => {
      await running?.close();
      await backedUp?.dispose();
    });

    it(
      'exits 1 and names the persona, the answer and the field that read otherwise',
      async () => {
        if (!running || !backedUp?.url || !server)
          throw new Error('The test databases are not on PostgreSQL');
        const run = await runDrill(backedUp.url, running.url, server.entry);
        expect(run.code, run.output).toBe(1);
        expect(run.left, 'the restored database is dropped at the end').toEqual([]);
        expect(run.restoredServer, run.output).toBeDefined();
        expect(run.serverStillAnswers, 'the server on the copy is stopped at the end').toBe(false);
        expect(run.output).toMatch(/\n {2}sam@example\.com \(client\): [1-9]\d* of 11 answers differ;/);
        expect(run.output).toContain(
          '    GET /api/restify/orders?page=1&perPage=50:\n      data[0].attributes.is_gift: false → true',
        );
        for (const email of customers.filter((email) => email !== 'sam@example.com')) {
          expect(run.output).toMatch(personaLine(email, 'answers the same'));
        }
        expect(run.output).toMatch(
          /The restored copy differs from the running Fathom in [1-9]\d* answers, named above\./,
        );
      },
      testTimeoutMs,
    );
  });
});
