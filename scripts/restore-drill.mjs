#!/usr/bin/env node
// The restore drill (README, "Backup and restore"): a backup is only known to be good once it has been restored and
// read. A running Fathom's database is dumped as the backup service dumps it (pg_dump --format=custom), restored
// with pg_restore into a new database beside it, and the built server is started on the restored copy; then every
// demo persona signs in to the running Fathom and to the restored copy, and what they read of their accounts through
// the API (profile, orders, items, results, vials and storage, signed agreements) must answer the same, field for
// field. Exits 0 when it does, 1 naming every difference (or what failed). Whatever the drill made (the dump, the
// restored database, the server on it) is removed at the end, whatever happened, also when stopped by a signal.
//
//   npm run db:restore-drill -- <database url> --fathom-url <the running Fathom's address> [--server <main.js>]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from './lib/free-port.mjs';
import { jsonDifferences } from './lib/json-differences.mjs';
import { useSupportedNode } from './lib/node-runtime.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { serverArguments } from './lib/server-command.mjs';

const usage = `Usage: npm run db:restore-drill -- <database url> --fathom-url <url> [--server <main.js>]
  <database url>  the PostgreSQL database of a running Fathom that holds the demo personas
                  (its user creates the drill's database beside it, and drops it at the end)
  --fathom-url    the address of that running Fathom, e.g. http://127.0.0.1:3001
  --server        the built server started on the restored copy (default apps/server/dist/main.js)
pg_dump and pg_restore of the database's major version (or newer) must be on the PATH.`;

const startTimeoutMs = 60_000;
/** Differences shown per answer: the first few say what is wrong; the count says how much. */
const shownPerAnswer = 5;

/**
 * @typedef {import('./lib/persona-reads.mjs').PersonaReading} PersonaReading
 * @typedef {{ databaseUrl: string, fathomUrl: string, serverEntry: string }} DrillOptions
 * @typedef {{ add(step: () => Promise<unknown>): void, run(): Promise<void> }} UndoList
 */

/**
 * @param {string[]} argv
 * @returns {DrillOptions | null} null: the usage is printed
 */
function readArguments(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'fathom-url': { type: 'string' },
      server: { type: 'string', default: path.join(repoRoot, 'apps/server/dist/main.js') },
      help: { type: 'boolean' },
    },
  });
  const [databaseUrl] = positionals;
  if (values.help || !databaseUrl || !values['fathom-url'] || positionals.length > 1) return null;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error(`Not a postgres:// URL: ${databaseUrl}`);
  return {
    databaseUrl,
    fathomUrl: values['fathom-url'].replace(/\/+$/, ''),
    serverEntry: path.resolve(values.server),
  };
}

/** The address without its password, as it is printed. @param {string} url */
function shown(url) {
  const target = new URL(url);
  if (target.password) target.password = '***';
  return target.toString();
}

/**
 * How pg_dump and pg_restore reach a database: its address without the password, which goes in PGPASSWORD (a
 * command line is readable by every user of the machine).
 * @param {string} url
 */
function libpqTarget(url) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: target.toString(), env };
}

/** The same server and credentials, another database. @param {string} url @param {string} name */
function databaseUrlOf(url, name) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Runs a command to its end; rejects with what it printed when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}): is it on the PATH?`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} exited with ${code}:\n${output.trimEnd()}`));
    });
  });
}

/** @param {string} url @param {string} sql */
async function query(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} since */
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The built server on the restored copy, on a free port of 127.0.0.1, once it answers /api/health/ready. It is
 * started as a developer's start (not NODE_ENV=production, which refuses a database holding the demo personas),
 * with nothing of the environment but PATH and HOME: no Redis, no mail server (its outbox's mail goes to the
 * sandbox's log, never to customers), every provider the sandbox (nothing is charged or sent), no lab interface.
 * @param {{ entry: string, databaseUrl: string, folder: string }} options
 * @param {UndoList} undo
 */
async function startRestoredFathom({ entry, databaseUrl, folder }, undo) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logPath = path.join(folder, 'restored-server.log');
  const child = spawn(process.execPath, serverArguments(entry), {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? folder,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: folder,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logPath);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  undo.add(stop);
  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      const ready = await fetch(`${url}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return url;
      if (Date.now() > deadline) throw new Error(`was not ready within ${startTimeoutMs / 1000} s`);
      await sleep(200);
    }
  } catch (error) {
    await stop();
    const printed = await readFile(logPath, 'utf8').catch(() => '');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The restored copy's server (${entry}) ${reason}:\n${printed.trimEnd()}`);
  }
}

/**
 * Every demo customer's reading, one after another in the same order on both sides. A sign-in is itself recorded
 * (a session), and one persona's answers may show another's: the account holder (sam) sees when the partner (jamie)
 * first signed in. Read in the same order from the same data, both sides record and show the same; sam is read
 * before jamie, so that the drill's own sign-in of the partner is never what the holder reads.
 * @param {string} baseUrl
 */
async function readEveryPersona(baseUrl) {
  // The personas come from the seed's own TypeScript, which Node 24 reads as it is (after useSupportedNode).
  const { demoCustomers, readPersona } = await import('./lib/persona-reads.mjs');
  /** @type {PersonaReading[]} */
  const readings = [];
  for (const email of demoCustomers) readings.push(await readPersona(baseUrl, email));
  return readings;
}

/** @param {PersonaReading[]} readings */
function describeReadings(readings) {
  const answers = readings.reduce((sum, reading) => sum + reading.answers.size, 0);
  return `${answers} answers of ${readings.length} personas`;
}

/**
 * Each persona's answers on both sides, and where they differ (the running Fathom's value → the restored copy's).
 * @param {PersonaReading[]} originals
 * @param {PersonaReading[]} restored
 */
function compare(originals, restored) {
  return originals.map((original, index) => {
    const copy = restored[index];
    const paths = [...new Set([...original.answers.keys(), ...(copy?.answers.keys() ?? [])])];
    /** @type {string[]} */
    const lines = [];
    let differing = 0;
    for (const answerPath of paths) {
      const before = original.answers.get(answerPath);
      const after = copy?.answers.get(answerPath);
      const found = !before
        ? ['not read from the running Fathom']
        : !after
          ? ['not read from the restored copy']
          : before.status !== after.status
            ? [`status: ${before.status} → ${after.status}`]
            : jsonDifferences(before.body, after.body);
      if (found.length === 0) continue;
      differing += 1;
      lines.push(`    GET ${answerPath}:`);
      lines.push(...found.slice(0, shownPerAnswer).map((line) => `      ${line}`));
      if (found.length > shownPerAnswer) lines.push(`      and ${found.length - shownPerAnswer} more`);
    }
    return { original, answers: paths.length, differing, lines };
  });
}

/** @param {unknown} error */
const reportCleanUp = (error) =>
  console.error(`Cleaning up: ${error instanceof Error ? error.message : String(error)}`);

/**
 * Whatever the drill made is undone in the reverse order, once, however the drill ends; a step added after that
 * (something still starting when a signal came) is undone at once.
 * @returns {UndoList}
 */
function undoList() {
  /** @type {(() => Promise<unknown>)[]} */
  const steps = [];
  /** @type {Promise<void> | null} */
  let running = null;
  return {
    add(step) {
      if (running) running = running.then(() => step().then(() => undefined, reportCleanUp));
      else steps.push(step);
    },
    run() {
      running ??= (async () => {
        for (const step of steps.reverse()) await step().catch(reportCleanUp);
      })();
      return running;
    },
  };
}

/**
 * The dump restored into a new database beside the original (its name printed), and the built server started on it.
 * @param {{ databaseUrl: string, dump: string, serverEntry: string, folder: string }} options
 * @param {UndoList} undo
 */
async function restoreAndStart({ databaseUrl, dump, serverEntry, folder }, undo) {
  let step = performance.now();
  const name = `fathom_restore_drill_${randomBytes(6).toString('hex')}`;
  const restoredUrl = databaseUrlOf(databaseUrl, name);
  // Named before it exists: whoever must clean up after a drill that was killed knows what to drop.
  console.log(`  restoring into ${name} (pg_restore)`);
  undo.add(() => query(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await query(databaseUrl, `CREATE DATABASE ${name}`);
  const target = libpqTarget(restoredUrl);
  // One transaction: a restore that fails leaves nothing half-made, and it commits once (twice as fast).
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--dbname', target.dbname, dump],
    target.env,
  );
  console.log(`  restored in ${seconds(step)}`);

  step = performance.now();
  const url = await startRestoredFathom({ entry: serverEntry, databaseUrl: restoredUrl, folder }, undo);
  console.log(`  started ${path.relative(repoRoot, serverEntry)} on it at ${url} in ${seconds(step)}`);
  return url;
}

/**
 * @param {DrillOptions} options
 * @param {UndoList} undo
 * @returns {Promise<boolean>} whether every answer read the same
 */
async function drill({ databaseUrl, fathomUrl, serverEntry }, undo) {
  const started = performance.now();
  await stat(serverEntry).catch(() => {
    throw new Error(
      `${serverEntry} is missing: run npm run build first (or name a built server with --server)`,
    );
  });
  console.log(`Restore drill of ${shown(databaseUrl)}, served by ${fathomUrl}`);

  const folder = await mkdtemp(path.join(tmpdir(), 'fathom-restore-drill-'));
  undo.add(() => rm(folder, { recursive: true, force: true }));
  const dump = path.join(folder, 'fathom.dump');
  const source = libpqTarget(databaseUrl);
  await run('pg_dump', ['--format=custom', '--file', dump, '--dbname', source.dbname], source.env);
  const size = (await stat(dump)).size;
  console.log(
    `  dumped: ${(size / 1024 / 1024).toFixed(1)} MB in ${seconds(started)} (pg_dump --format=custom)`,
  );

  // The running Fathom is read right after the dump, while it still holds what the dump holds; the copy is restored
  // and started meanwhile. Both run to their end before either's failure is thrown, so that whatever the second
  // made is on the undo list by then.
  const dumped = performance.now();
  const [reading, starting] = await Promise.allSettled([
    readEveryPersona(fathomUrl).then((readings) => {
      console.log(`  read the running Fathom: ${describeReadings(readings)} in ${seconds(dumped)}`);
      return readings;
    }),
    restoreAndStart({ databaseUrl, dump, serverEntry, folder }, undo),
  ]);
  if (reading.status === 'rejected') throw reading.reason;
  if (starting.status === 'rejected') throw starting.reason;
  const originals = reading.value;

  const readingCopy = performance.now();
  const restored = await readEveryPersona(starting.value);
  console.log(`  read the restored copy: ${describeReadings(restored)} in ${seconds(readingCopy)}`);

  console.log('  (a difference reads: the running Fathom’s value → the restored copy’s)');
  let differing = 0;
  for (const persona of compare(originals, restored)) {
    const { email, role, counts } = persona.original;
    differing += persona.differing;
    const verdict =
      persona.differing === 0
        ? `${persona.answers} answers the same`
        : `${persona.differing} of ${persona.answers} answers differ`;
    console.log(`  ${email} (${role}): ${verdict}; ${counts.join(', ') || 'nothing counted'}`);
    for (const line of persona.lines) console.log(line);
  }
  if (differing > 0) {
    console.log(`The restored copy differs from the running Fathom in ${differing} answers, named above.`);
    return false;
  }
  console.log(
    `The backup restores to the same data: ${describeReadings(originals)} read the same (${seconds(started)}).`,
  );
  return true;
}

async function main() {
  // Like npm start and npm test: on Node 24, and the restored copy's server with it.
  await useSupportedNode();
  const options = readArguments(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const undo = undoList();
  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.once(signal, () => {
      console.error(`Stopped by ${signal}: removing what the drill made.`);
      undo.run().finally(() => process.exit(code));
    });
  }
  try {
    return (await drill(options, undo)) ? 0 : 1;
  } finally {
    await undo.run();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`The restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
