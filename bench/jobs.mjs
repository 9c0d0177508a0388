#!/usr/bin/env node
// npm run bench:jobs: the jobs on PostgreSQL, with the server's own code.
//  1. 20,000 storage renewals due at once, charged by two server processes (apps/server/dist/main.js, whose
//     workers run the renewal jobs); one is killed (SIGKILL) half-way and started again. Every plan must be
//     charged exactly once (the plans, the payments ledger and the sandbox provider's ledger are counted), within
//     120 s.
//  2. 10,000 emails queued through the transactional outbox and sent by two server processes over SMTP to a
//     local relay that refuses one message in ten it is given, at random (451, try again later); one process is
//     killed (SIGKILL) half-way and started again. The relay drops a resend of a Message-ID it has accepted, as mail
//     systems do: every message must be delivered exactly once (counted there by its unique subject), and the
//     messages the killed process was sending must be sent by the other within 30 s.
// Prints the figures and writes them to bench/results/jobs-<timestamp>.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverArguments } from '../scripts/lib/server-command.mjs';
import {
  emailsBeingSent,
  freshDatabase,
  makeEmailRetriesDue,
  outboxCounts,
  renewalCounts,
  renewalsPaid,
  seedDueStoragePlans,
  unsentOf,
} from './lib/jobs-database.mjs';
import { freePort, startProcess, stopProcess } from './lib/processes.mjs';
import { startRefusingRelay } from './lib/smtp-relay.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const renewalCount = Number(process.env.BENCH_RENEWALS ?? 20_000);
const emailCount = Number(process.env.BENCH_EMAILS ?? 10_000);
const renewalLimitSeconds = 120;
/** The messages a killed worker was sending are sent by another within this. */
const takeOverLimitSeconds = 30;
/** Off by default: the outbox's retries are made due at once instead of after their backoff (30 s, doubling). */
const waitForEmailBackoff = process.env.BENCH_EMAIL_BACKOFF === 'wait';
const outboxKey = 'b'.repeat(64);
const workDir = mkdtempSync(join(tmpdir(), 'fathom-bench-jobs-'));
const seconds = (/** @type {number} */ ms) => Math.round(ms / 100) / 10;
const sleep = (/** @type {number} */ ms) => new Promise((wake) => setTimeout(wake, ms));

if (!existsSync(join(repoRoot, 'apps/server/dist/main.js'))) {
  console.log('Building the server first…');
  execFileSync('npm', ['run', 'build', '-w', '@fathom/server'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * One server process (workers and schedules on, as every server runs) on this database.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} extra
 */
async function startWorker(name, extra) {
  const port = await freePort();
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(workDir, name),
    LOG_LEVEL: 'warn',
    OUTBOX_KEY: outboxKey,
    RESPONSE_CHECKS: 'off',
    DEMO_DATA: 'off',
    ...extra,
  };
  for (const unset of ['REDIS_URL', 'MAINTENANCE', 'PAYMENTS', 'NODE_ENV']) delete env[unset];
  if (!extra.SMTP_URL) delete env.SMTP_URL;
  return startProcess({
    args: serverArguments(),
    env,
    cwd: repoRoot,
    readyUrl: `http://127.0.0.1:${port}/api/health/ready`,
    logPath: join(workDir, `${name}.log`),
  });
}

async function renewals() {
  console.log(`Renewals: seeding ${renewalCount} storage plans due now…`);
  const db = await freshDatabase(repoRoot, 'renewals');
  try {
    await seedDueStoragePlans(db.client, renewalCount);
    const env = { DATABASE_URL: db.url };
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    // Both at once on the new database, as two servers deployed together start.
    const workers = await Promise.all([startWorker('renewals-a', env), startWorker('renewals-b', env)]);
    const ready = elapsed();
    console.log(`  two workers ready after ${seconds(ready)} s`);
    /** @type {{ atSeconds: number, paid: number, restartedReadyAtSeconds?: number } | null} */
    let kill = null;
    /** @type {Promise<void> | null} */
    let restart = null;
    let paid = 0;
    const deadline = 5 * renewalLimitSeconds * 1000;
    while (elapsed() < deadline) {
      paid = await renewalsPaid(db.client);
      if (paid >= renewalCount) break;
      if (!kill && paid >= renewalCount / 2) {
        workers[0]?.kill('SIGKILL');
        /** @type {{ atSeconds: number, paid: number, restartedReadyAtSeconds?: number }} */
        const killed = { atSeconds: seconds(elapsed()), paid };
        kill = killed;
        console.log(`  SIGKILL worker a at ${killed.atSeconds} s (${paid} paid); starting it again`);
        restart = startWorker('renewals-a2', env).then((child) => {
          workers[0] = child;
          killed.restartedReadyAtSeconds = seconds(elapsed());
        });
      }
      await sleep(200);
    }
    const tookMs = elapsed();
    await restart;
    // Whatever was still settling when the count was reached finishes before the processes stop.
    await sleep(2_000);
    await Promise.all(workers.map((child) => child && stopProcess(child)));
    const counts = await renewalCounts(db.client);
    const allOnce =
      counts.plans.renewed === renewalCount &&
      counts.plans.not_renewed === 0 &&
      counts.plans.renewed_too_far === 0 &&
      counts.attempts.periods === renewalCount &&
      counts.attempts.succeeded === renewalCount &&
      counts.attempts.periods_paid_twice === 0 &&
      counts.provider.periods_charged === renewalCount &&
      counts.provider.charges === renewalCount &&
      counts.provider.periods_charged_twice === 0;
    return {
      renewals: renewalCount,
      workers: 2,
      seconds: seconds(tookMs),
      workersReadySeconds: seconds(ready),
      perSecond: Math.round((paid / tookMs) * 1000),
      kill,
      counts,
      chargedExactlyOnce: allOnce,
      withinLimit: paid >= renewalCount && tookMs <= renewalLimitSeconds * 1000,
      limitSeconds: renewalLimitSeconds,
    };
  } finally {
    await db.drop();
  }
}

async function emails() {
  const relay = await startRefusingRelay({ refuseEvery: 10 });
  const db = await freshDatabase(repoRoot, 'outbox');
  try {
    // Next to the server's own dependencies, which the bundle loads from node_modules.
    const producer = join(repoRoot, 'apps/server/node_modules/.cache/fathom-bench/outbox-producer.mjs');
    await build({
      entryPoints: [join(repoRoot, 'bench/lib/outbox-producer.mjs')],
      outfile: producer,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      // Our workspace packages are compiled in; every other dependency is loaded from node_modules.
      plugins: [
        {
          name: 'external-dependencies',
          setup(pluginBuild) {
            pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@fathom/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
      nodePaths: [join(repoRoot, 'node_modules')],
    });
    console.log(`Emails: queueing ${emailCount} through the outbox…`);
    const queueStarted = performance.now();
    const queued = spawnSync(process.execPath, [producer, String(emailCount)], {
      cwd: join(repoRoot, 'apps/server'),
      env: { ...process.env, DATABASE_URL: db.url, OUTBOX_KEY: outboxKey, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (queued.status !== 0) throw new Error(`Queueing the emails failed (${queued.status})`);
    const queueMs = performance.now() - queueStarted;
    console.log(`  queued in ${seconds(queueMs)} s; sending through a relay that refuses one message in ten`);
    const env = { DATABASE_URL: db.url, SMTP_URL: relay.url };
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const workers = await Promise.all([startWorker('outbox-a', env), startWorker('outbox-b', env)]);
    /** @type {number | null} */
    let firstPassMs = null;
    let retriesMadeDue = 0;
    /** @typedef {{ atSeconds: number, sent: number, beingSent: number, allSentAfterSeconds?: number, restartedReadyAtSeconds?: number }} EmailKill */
    /** @type {EmailKill | null} */
    let kill = null;
    /** @type {string[]} */
    let beingSentAtKill = [];
    /** @type {Promise<void> | null} */
    let restart = null;
    let outbox = await outboxCounts(db.client);
    while (elapsed() < 900_000) {
      outbox = await outboxCounts(db.client);
      if (firstPassMs === null && outbox.tried >= emailCount) firstPassMs = elapsed();
      if (!kill && outbox.sent >= emailCount / 2) {
        // The messages both workers are sending now: the killed one's among them wait for it to be taken over.
        beingSentAtKill = await emailsBeingSent(db.client);
        workers[0]?.kill('SIGKILL');
        /** @type {EmailKill} */
        const killed = {
          atSeconds: seconds(elapsed()),
          sent: outbox.sent,
          beingSent: beingSentAtKill.length,
        };
        kill = killed;
        console.log(`  SIGKILL worker a at ${killed.atSeconds} s (${outbox.sent} sent); starting it again`);
        restart = startWorker('outbox-a2', env).then((child) => {
          workers[0] = child;
          killed.restartedReadyAtSeconds = seconds(elapsed());
        });
      }
      if (
        kill &&
        kill.allSentAfterSeconds === undefined &&
        (await unsentOf(db.client, beingSentAtKill)) === 0
      ) {
        kill.allSentAfterSeconds = Math.round((seconds(elapsed()) - kill.atSeconds) * 10) / 10;
        console.log(`  every message being sent at the kill was sent ${kill.allSentAfterSeconds} s after it`);
      }
      if (outbox.sent >= emailCount && (!kill || kill.allSentAfterSeconds !== undefined)) break;
      if (!waitForEmailBackoff) retriesMadeDue += await makeEmailRetriesDue(db.client);
      await sleep(250);
    }
    const tookMs = elapsed();
    await restart;
    await sleep(1_000);
    await Promise.all(workers.map((child) => child && stopProcess(child)));
    outbox = await outboxCounts(db.client);
    const relayCounts = relay.counts();
    return {
      emails: emailCount,
      workers: 2,
      queueSeconds: seconds(queueMs),
      seconds: seconds(tookMs),
      firstPassSeconds: firstPassMs === null ? null : seconds(firstPassMs),
      perSecond: Math.round((outbox.sent / tookMs) * 1000),
      backoff: waitForEmailBackoff ? 'waited' : `skipped (${retriesMadeDue} retries made due at once)`,
      kill,
      takenOverWithinLimit:
        kill?.allSentAfterSeconds !== undefined && kill.allSentAfterSeconds <= takeOverLimitSeconds,
      takeOverLimitSeconds,
      outbox,
      relay: relayCounts,
      wentTwice: relayCounts.wentTwice,
      deliveredExactlyOnce:
        relayCounts.distinct === emailCount &&
        relayCounts.delivered === emailCount &&
        relayCounts.wentTwice === 0 &&
        relayCounts.withoutMessageId === 0 &&
        outbox.sent === emailCount,
    };
  } finally {
    await relay.close();
    await db.drop();
  }
}

const measuredAt = new Date().toISOString();
/** @type {Record<string, unknown>} */
const results = { measuredAt, node: process.version };
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const file = join('bench/results', `jobs-${measuredAt.replace(/[:.]/g, '-')}.json`);
/** Written after each part, so a part that fails leaves the figures of the one before. */
const save = () => writeFileSync(join(repoRoot, file), `${JSON.stringify(results, null, 2)}\n`);
try {
  const only = process.env.BENCH_JOBS_ONLY;
  if (only !== 'emails') {
    results.renewals = await renewals();
    save();
    console.log(JSON.stringify(results.renewals, null, 2));
  }
  if (only !== 'renewals') {
    results.emails = await emails();
    save();
    console.log(JSON.stringify(results.emails, null, 2));
  }
  rmSync(workDir, { recursive: true, force: true });
} catch (error) {
  console.error(`The workers' logs are kept in ${workDir}`);
  throw error;
}
console.log(`Written to ${file}`);
