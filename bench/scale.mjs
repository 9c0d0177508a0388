#!/usr/bin/env node
// npm run bench:scale: Fathom at a clinic's real size. Builds a busy clinic's five years in a PostgreSQL database
// of its own (bench/lib/scale-data.mjs), starts the built server on it and measures the customer reads of
// `npm run bench` as a typical customer and as the one with the longest history, beside the same reads on the
// demo data in the same run, the clinic's console queues as staff, and order placement on both. Prints the
// figures and the targets met or missed, and writes bench/results/scale.json. It reports; it never fails the
// build on a slow figure.
//
//   --factor=0.1   a tenth of the full size (default 1: 100,000 customers, 1,000,000 orders)
//   --keep         keeps the generated database after the run (named fathom_scale_<factor>)
//   --reuse        measures a kept database instead of building it again (builds it when there is none)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { consoleReads, consoleTargets, staffConnections } from './lib/console-reads.mjs';
import {
  latestResultId,
  postgresReachable,
  scenarioContext,
  signIn,
  startFathom,
} from './lib/fathom-server.mjs';
import { measureScenarios } from './lib/measure-scenarios.mjs';
import { generateScaleData, migrateAndSeed, scaleCustomers } from './lib/scale-data.mjs';
import { scenarios } from './lib/scenarios.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const argument = (/** @type {string} */ name) =>
  process.argv.find((entry) => entry === `--${name}` || entry.startsWith(`--${name}=`));
const factor = Number(argument('factor')?.split('=')[1] ?? 1);
const keep = Boolean(argument('keep') || argument('reuse'));
const reuse = Boolean(argument('reuse'));
const customerConnections = [1, 50];
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!(factor > 0 && factor <= 1)) throw new Error('--factor is a size between 0 and 1 (1: the full set).');
if (!(await postgresReachable())) throw new Error(`PostgreSQL does not answer at ${postgresAdminUrl}.`);
if (
  !existsSync(join(repoRoot, 'apps/server/dist/main.js')) ||
  !existsSync(join(repoRoot, 'apps/server/dist/db-cli.js'))
) {
  console.log('Building first (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

const databaseName = `fathom_scale_${String(factor).replace('.', '_')}`;
const databaseUrl = Object.assign(new URL(postgresAdminUrl), { pathname: `/${databaseName}` }).toString();
const admin = new pg.Client({ connectionString: postgresAdminUrl });
await admin.connect();
const { rows: existing } = await admin.query(
  `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
  [databaseName],
);
/** @type {number | null} */
let buildSeconds = null;
if (reuse && existing[0]?.note?.startsWith('Fathom scale data')) {
  console.log(`Reusing ${databaseName} (${existing[0].note}).`);
} else {
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const started = performance.now();
  migrateAndSeed(repoRoot, databaseUrl);
  await generateScaleData({ databaseUrl, factor, log: console.log });
  buildSeconds = (performance.now() - started) / 1000;
  console.log(`Migrated, seeded and generated in ${buildSeconds.toFixed(1)} s.`);
  await admin.query(
    `COMMENT ON DATABASE ${databaseName} IS 'Fathom scale data, factor ${factor}, built ${new Date().toISOString()} in ${Math.round(buildSeconds)} s'`,
  );
}

/** @typedef {import('./lib/load.mjs').LoadResult & { peakRssMb: number | null }} Figures */
/** @typedef {Record<string, Record<number, Figures>>} Endpoints */

/**
 * @param {{ url: string, pid: number | undefined }} server
 * @param {import('./lib/scenarios.mjs').Scenario[]} list
 * @param {number[]} connectionCounts
 */
const measureAll = (server, list, connectionCounts) =>
  measureScenarios(server, list, connectionCounts, durationSeconds);

/**
 * The customer reads of `npm run bench`, signed in as `email`.
 * @param {string} url
 * @param {string} email
 */
async function customerReads(url, email) {
  const token = await signIn(url, email);
  const resultId = await latestResultId(url, token);
  return scenarios({ samToken: token, drewToken: token, analysisUuid: '', resultId }).filter(
    (scenario) => scenario.kind === 'read',
  );
}

/**
 * Order placement as `npm run bench` measures it (drew, a demo persona on both data sets, buys an analysis kit).
 * @param {string} url
 */
async function orderPlacement(url) {
  return scenarios(await scenarioContext(url)).filter((scenario) => scenario.name === 'order placement');
}
const orderConnections = [50];

/** @type {Record<string, Endpoints>} */
const api = {};
console.log('Fathom on the demo data (PostgreSQL)…');
const demo = await startFathom({ repoRoot, database: 'postgres' });
try {
  api.demo = await measureAll(demo, await customerReads(demo.url, 'sam@example.com'), customerConnections);
  const demoConsole = await consoleReads(demo.url, {
    searchEmail: 'sam@example.com',
    recordOf: 'sam@example.com',
  });
  api['demo console'] = await measureAll(demo, demoConsole, staffConnections);
  api['demo orders'] = await measureAll(demo, await orderPlacement(demo.url), orderConnections);
} finally {
  await demo.stop();
}
console.log(`Fathom on the scale data (${databaseName})…`);
const scale = await startFathom({ repoRoot, database: 'postgres', databaseUrl });
try {
  api.typical = await measureAll(
    scale,
    await customerReads(scale.url, scaleCustomers.typical),
    customerConnections,
  );
  api.longest = await measureAll(
    scale,
    await customerReads(scale.url, scaleCustomers.longest),
    customerConnections,
  );
  const scaleConsole = await consoleReads(scale.url, {
    searchEmail: scaleCustomers.typical,
    recordOf: scaleCustomers.longest,
  });
  api.console = await measureAll(scale, scaleConsole, staffConnections);
  api.orders = await measureAll(scale, await orderPlacement(scale.url), orderConnections);
} finally {
  await scale.stop();
}
console.log('One day of storage renewals at scale…');
let renewals;
try {
  renewals = await oneDaysRenewals();
} finally {
  if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
}

/**
 * One day's storage renewals at scale: the active plans that renew within the next 24 hours are made due now, a
 * server is started on the set (its renewal job runs at start-up, as after a deploy), and the time until every one
 * of them has moved a period on is measured, with how many renewal payments each took.
 */
async function oneDaysRenewals() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `UPDATE subscriptions SET next_billing_at = now()
        WHERE status = 'active' AND payment_method_token IS NOT NULL
          AND next_billing_at > now() AND next_billing_at <= now() + interval '1 day'
        RETURNING id, next_billing_at`,
    );
    const ids = rows.map((/** @type {{ id: string }} */ row) => row.id);
    const started = performance.now();
    const server = await startFathom({ repoRoot, database: 'postgres', databaseUrl });
    let renewed = 0;
    try {
      while (performance.now() - started < 300_000) {
        const counted = await client.query(
          'SELECT count(*)::int AS n FROM subscriptions WHERE id = ANY($1::uuid[]) AND next_billing_at > now()',
          [ids],
        );
        renewed = counted.rows[0].n;
        if (renewed === ids.length) break;
        await new Promise((wake) => setTimeout(wake, 250));
      }
    } finally {
      await server.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const charges = await client.query(
      `SELECT count(*)::int AS payments, count(DISTINCT owner_id)::int AS plans_paid FROM payment_attempts
        WHERE owner_kind = 'storage_plan' AND status = 'succeeded' AND owner_id = ANY($1::uuid[])
          AND created_at >= now() - make_interval(secs => $2)`,
      [ids, seconds + 1],
    );
    return { plans: ids.length, renewed, seconds, ...charges.rows[0] };
  } finally {
    await client.end();
  }
}

/** @typedef {{ target: string, measured: string, met: boolean }} TargetCheck */
/** @type {TargetCheck[]} */
const targets = [];
for (const who of ['typical', 'longest']) {
  for (const [name, byConnections] of Object.entries(api[who] ?? {})) {
    const figures = byConnections[50];
    const demoFigures = api.demo?.[name]?.[50];
    if (!figures) continue;
    targets.push({
      target: `${name} (${who} customer): p99 under 25 ms at 50 connections`,
      measured: `${figures.p99Ms} ms`,
      met: figures.p99Ms < 25 && figures.errors + figures.non2xx === 0,
    });
    if (demoFigures) {
      const ratio =
        figures.requestsPerSecond > 0 ? demoFigures.requestsPerSecond / figures.requestsPerSecond : 99;
      targets.push({
        target: `${name} (${who} customer): within 1.25× of its demo-size throughput`,
        measured: `${figures.requestsPerSecond}/s against ${demoFigures.requestsPerSecond}/s (${ratio.toFixed(2)}×)`,
        met: ratio <= 1.25,
      });
    }
  }
}
targets.push(...consoleTargets('at scale', api.console ?? {}));
const placed = api.orders?.['order placement']?.[50];
const placedOnDemo = api['demo orders']?.['order placement']?.[50];
if (placed && placedOnDemo) {
  const ratio = placed.okPerSecond > 0 ? placedOnDemo.okPerSecond / placed.okPerSecond : 99;
  targets.push({
    target: 'order placement at scale: within 1.25× of its demo-size rate at 50 connections',
    measured: `${placed.okPerSecond}/s placed against ${placedOnDemo.okPerSecond}/s (${ratio.toFixed(2)}×), p99 ${placed.p99Ms} ms${placed.non2xx + placed.errors > 0 ? `, ${placed.non2xx + placed.errors} not placed` : ''}`,
    met: ratio <= 1.25 && placed.errors + placed.non2xx === 0,
  });
}

targets.push({
  target: "one day's storage renewals at scale: every plan renewed once, within 60 s of the server's start",
  measured: `${renewals.renewed} of ${renewals.plans} plans in ${renewals.seconds.toFixed(1)} s, ${renewals.payments} renewal payments for ${renewals.plans_paid} plans`,
  met:
    renewals.renewed === renewals.plans &&
    renewals.payments === renewals.plans &&
    renewals.plans_paid === renewals.plans &&
    renewals.seconds <= 60,
});

const pad = (/** @type {string | number} */ value, /** @type {number} */ width) =>
  String(value).padStart(width);
console.log(
  '\ndata        endpoint                    conns    req/s   p50 ms   p99 ms  CPU µs/req  peak MB  failed',
);
for (const [data, endpoints] of Object.entries(api)) {
  for (const [name, byConnections] of Object.entries(endpoints)) {
    for (const [connections, figures] of Object.entries(byConnections)) {
      console.log(
        `${data.padEnd(11)} ${name.padEnd(27)} ${pad(connections, 5)} ${pad(figures.requestsPerSecond, 8)} ${pad(figures.p50Ms, 8)} ${pad(figures.p99Ms, 8)} ${pad(figures.cpuMicrosecondsPerRequest ?? '-', 11)} ${pad(figures.peakRssMb ?? '-', 8)} ${pad(figures.errors + figures.non2xx, 7)}`,
      );
    }
  }
}
console.log('\nTargets');
for (const check of targets)
  console.log(`${check.met ? 'met   ' : 'MISSED'} ${check.target}: ${check.measured}`);

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench/results/scale.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), factor, durationSeconds, buildSeconds, api, renewals, targets }, null, 2)}\n`,
);
console.log('\nWritten to bench/results/scale.json');
