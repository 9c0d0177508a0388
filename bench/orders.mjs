#!/usr/bin/env node
// npm run bench:orders: order placement alone, as `npm run bench` measures it (the same scenario, load and
// server), on one database, several times in a row, printing the server's CPU time per order beside the rate (and, on
// PostgreSQL, the CPU time this machine's PostgreSQL processes spent per order meanwhile, when it runs here), and both
// again counted until the e-mails the load left queued were sent; each round starts with a bare hello-world at the
// same connections, for the host's speed that round (BENCH_CEILING=0 leaves it out).
// BENCH_DATABASE=postgres|pglite (default postgres), BENCH_CONNECTIONS (default 50), BENCH_DURATION (s, default 5),
// BENCH_ROUNDS (default 3), BENCH_CPU_PROF=<folder> (the server writes a V8 CPU profile there when it stops),
// BENCH_COUNT_STATEMENTS=<n> (on PostgreSQL: place n orders one at a time through a proxy that counts the
// statements the server sends, and print the count per order; BENCH_LOG_STATEMENTS=1 lists them),
// BENCH_ENTRIES (builds of the server to compare, each measured in turn in every round: make one with
// `node apps/server/build.mjs --outdir apps/server/bench-builds/<name>`, then
// BENCH_ENTRIES=apps/server/bench-builds/<name>/main.js,apps/server/dist/main.js, with WEB_DIST_DIR=$PWD/apps/web/dist;
// an entry may carry extra Node flags after `#`: apps/server/dist/main.js#--max-semi-space-size=64).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scenarioContext, startFathom, startHelloWorld } from './lib/fathom-server.mjs';
import { measure } from './lib/load.mjs';
import { measureOnce } from './lib/measure-scenarios.mjs';
import { median } from './lib/median.mjs';
import { cpuTimeMs, postgresCpuBetween, postgresCpuTimes } from './lib/processes.mjs';
import { scenarios } from './lib/scenarios.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const database = /** @type {'postgres' | 'pglite'} */ (process.env.BENCH_DATABASE ?? 'postgres');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_SCENARIO: another of `npm run bench`'s scenarios by name (a read, say), measured the same way. */
const scenarioName = process.env.BENCH_SCENARIO ?? 'order placement';
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const countOrders = Number(process.env.BENCH_COUNT_STATEMENTS ?? 0);
/** BENCH_COUNT_CONNECTIONS=<c>: the counted orders are placed c at a time (as under load), not one at a time. */
const countConnections = Math.max(1, Number(process.env.BENCH_COUNT_CONNECTIONS ?? 1));
/** BENCH_LOG_STATEMENTS=1: also print the statements counted (each Execute's text, each simple Query, each Sync). */
const logStatements = process.env.BENCH_LOG_STATEMENTS === '1';
/**
 * BENCH_CEILING=0 leaves out the bare hello-world measured at the start of each round (3 s at the same connections):
 * the host's speed that round, since the same build's CPU per order moves with it by a factor of two or more.
 */
const measureCeiling = process.env.BENCH_CEILING !== '0';
/** BENCH_SYSCALLS=<n>: each build places n orders one at a time under `strace -c -f`, which prints its system calls. */
const syscallOrders = Number(process.env.BENCH_SYSCALLS ?? 0);

/**
 * A TCP proxy in front of PostgreSQL that counts the statements its clients run: each Execute of the extended
 * protocol and each simple Query.
 * @param {string} target host:port
 */
async function statementCounter(target) {
  const [host, port] = target.split(':');
  const counts = { statements: 0, roundTrips: 0, log: /** @type {string[]} */ ([]) };
  const server = createServer((client) => {
    const upstream = connect(Number(port), host);
    let started = false;
    /** @type {Map<string, string>} */
    const named = new Map();
    let bound = '';
    /** @type {Buffer} */
    let pending = Buffer.alloc(0);
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) return;
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          // An SSL or GSS request is answered before the real start-up message.
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (pending.length < 5) return;
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) return;
        const type = String.fromCharCode(pending[0] ?? 0);
        if (type === 'E' || type === 'Q') counts.statements += 1;
        if (type === 'S') counts.roundTrips += 1;
        if (logStatements) {
          const body = pending.subarray(5, length + 1);
          if (type === 'P') {
            const nameEnd = body.indexOf(0);
            const name = body.subarray(0, nameEnd).toString();
            const text = body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString();
            named.set(name, text);
          } else if (type === 'B') {
            const portalEnd = body.indexOf(0);
            bound = body.subarray(portalEnd + 1, body.indexOf(0, portalEnd + 1)).toString();
          } else if (type === 'E') {
            counts.log.push(`E ${(named.get(bound) ?? bound).replace(/\s+/g, ' ').slice(0, 110)}`);
          } else if (type === 'Q') {
            counts.log.push(`Q ${body.toString().replace(/\s+/g, ' ').slice(0, 110)}`);
          } else if (type === 'S') counts.log.push('S');
        }
        pending = pending.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  return { port: address.port, counts, close: () => server.close() };
}

// The servers' metrics answer this token: each round reads how many e-mails the server sent while it took orders.
const metricsToken = randomBytes(24).toString('hex');
process.env.METRICS_TOKEN = metricsToken;

/**
 * The e-mails a server has handed to its relay so far (its metrics' total).
 * @param {string} url
 */
async function emailsSent(url) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const line = (await response.text())
    .split('\n')
    .find((each) => each.startsWith('fathom_emails_sent_total'));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}

/**
 * Waits until the server has sent what the load left queued, so that the next measurement, of this build or another,
 * does not share the machine with it, and the CPU time counted until then holds every order's confirmation; answers
 * how long it took. On PostgreSQL, until its outbox holds nothing unsent (or the same number for 3 s: messages
 * waiting out a retry), read from its database, so that a build that counts no e-mails sent (an older one) is
 * waited for as a newer one is; on the embedded database, until its sent total stands still for a second (or, for a
 * build that counts none, until the server has gone quiet).
 * @param {{ url: string, pid: number | undefined, databaseUrl: string | null }} server
 */
async function drained(server) {
  const started = performance.now();
  const waitedSeconds = () => (performance.now() - started) / 1000;
  if (server.databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const unsent = async () =>
      /** @type {number} */ (
        (
          await client.query(
            'SELECT count(*)::int AS unsent FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
          )
        ).rows[0].unsent
      );
    try {
      let last = await unsent();
      let stillSince = performance.now();
      while (last > 0 && performance.now() - stillSince < 3000 && waitedSeconds() < 120) {
        await new Promise((wait) => setTimeout(wait, 250));
        const now = await unsent();
        if (now !== last) stillSince = performance.now();
        last = now;
      }
    } finally {
      await client.end();
    }
    return Math.round(waitedSeconds());
  }
  let last = await emailsSent(server.url);
  for (let waited = 0; waited < 120; waited += 1) {
    const cpuBefore = cpuTimeMs(server.pid);
    await new Promise((wait) => setTimeout(wait, 1000));
    const now = await emailsSent(server.url);
    // A build that counts no e-mails (an older one) has sent them once it has gone quiet: under 5% of a core.
    if (Number.isNaN(now)) {
      const cpuAfter = cpuTimeMs(server.pid);
      if (cpuBefore === null || cpuAfter === null || cpuAfter - cpuBefore < 50) break;
      continue;
    }
    if (now === last) break;
    last = now;
  }
  return Math.round(waitedSeconds());
}

/**
 * The CPU time the server (and, on PostgreSQL, this machine's PostgreSQL processes) has used so far.
 * @param {number | undefined} pid
 */
function cpuReading(pid) {
  return { server: cpuTimeMs(pid), postgres: database === 'postgres' ? postgresCpuTimes() : null };
}

/**
 * The CPU time per order, in us, between two readings over `orders` orders; null where either reading has none.
 * @param {ReturnType<typeof cpuReading>} before
 * @param {ReturnType<typeof cpuReading>} after
 * @param {number} orders
 */
function perOrder(before, after, orders) {
  const per = (/** @type {number | null} */ ms) =>
    ms === null || orders === 0 ? null : Math.round((ms * 1000) / orders);
  return {
    server: per(before.server === null || after.server === null ? null : after.server - before.server),
    postgres: per(
      before.postgres && after.postgres ? postgresCpuBetween(before.postgres, after.postgres) : null,
    ),
  };
}

/** Adds a figure to a round's list, unless there is none. */
function keep(/** @type {number[] | undefined} */ list, /** @type {number | null | undefined} */ value) {
  if (typeof value === 'number') list?.push(value);
}

if (cpuProfileDir) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${cpuProfileDir}`;
}

/** @type {Awaited<ReturnType<typeof statementCounter>> | null} */
let counter = null;
/** @type {string | undefined} */
let databaseUrl;
if (countOrders > 0 && database !== 'postgres') {
  console.log(
    'BENCH_COUNT_STATEMENTS counts statements on PostgreSQL only: not counted on the embedded database.',
  );
}
if (countOrders > 0 && database === 'postgres') {
  const admin = new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  counter = await statementCounter(`${admin.hostname}:${admin.port || 5432}`);
  const pg = (await import('pg')).default;
  const name = `fathom_orders_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`DROP DATABASE IF EXISTS ${name}`);
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.hostname = '127.0.0.1';
  url.port = String(counter.port);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

// BENCH_ENTRIES="a/main.js,b/main.js": builds of the server (paths from the repository's root), each started on a
// database of its own and measured in turn, round after round, so that each round compares them on the same minute
// of this shared machine.
const entries = (process.env.BENCH_ENTRIES ?? 'apps/server/dist/main.js').split(',').filter(Boolean);
const servers = [];
const hello = measureCeiling && rounds > 0 ? await startHelloWorld(repoRoot) : null;
/** The hello-world's CPU time a request, round by round. */
const ceilingCpu = /** @type {number[]} */ ([]);
try {
  for (const entry of entries) {
    const server = await startFathom({
      repoRoot,
      database,
      entry,
      ...(databaseUrl && servers.length === 0 && { databaseUrl }),
    });
    servers.push({ entry, server });
  }
  /**
   * Each build's CPU time per order, round by round: the server's and PostgreSQL's over the load, and both again
   * counted until the e-mails the load left queued were sent.
   * @type {Map<string, { server: number[], postgres: number[], serverInAll: number[], postgresInAll: number[] }>}
   */
  const cpu = new Map();
  for (const { entry, server } of servers) {
    const context = await scenarioContext(server.url);
    const scenario = scenarios(context).find((candidate) => candidate.name === scenarioName);
    if (!scenario) throw new Error(`No scenario named ${scenarioName}`);
    Object.assign(server, { scenario });
    cpu.set(entry, { server: [], postgres: [], serverInAll: [], postgresInAll: [] });
  }
  const [first] = servers;
  if (counter && first) {
    const { server } = first;
    const scenario = /** @type {import('./lib/scenarios.mjs').Scenario} */ (
      /** @type {{ scenario?: unknown }} */ (server).scenario
    );
    // Let the start-up's jobs settle, then count the orders alone.
    await new Promise((wait) => setTimeout(wait, 2000));
    const before = counter.counts.statements;
    const roundTripsBefore = counter.counts.roundTrips;
    counter.counts.log.length = 0;
    let placed = 0;
    const placing = async () => {
      while (placed < countOrders) {
        placed += 1;
        await placeOrder(server.url, scenario);
      }
    };
    await Promise.all(Array.from({ length: countConnections }, placing));
    const during = counter.counts.statements - before;
    // The e-mail job's statements follow the answers: wait for the outbox to be sent.
    await new Promise((wait) => setTimeout(wait, Number(process.env.BENCH_COUNT_WAIT ?? 3000)));
    const after = counter.counts.statements - before;
    const roundTrips = counter.counts.roundTrips - roundTripsBefore;
    if (logStatements) console.log(counter.counts.log.join('\n'));
    console.log(
      `Syncs (extended-protocol round trips, pipelined ones each counted) per order: ${(roundTrips / countOrders).toFixed(2)}`,
    );
    console.log(
      `statements per order: ${(during / countOrders).toFixed(2)} in the requests, ` +
        `${(after / countOrders).toFixed(2)} with what followed (${countOrders} orders, ${countConnections === 1 ? 'one at a time' : `${countConnections} at a time`})`,
    );
  }
  for (const { entry, server } of syscallOrders > 0 ? servers : []) {
    const scenario = /** @type {import('./lib/scenarios.mjs').Scenario} */ (
      /** @type {{ scenario?: unknown }} */ (server).scenario
    );
    const place = () => placeOrder(server.url, scenario);
    for (let n = 0; n < 20; n += 1) await place();
    const traceArguments = (process.env.BENCH_STRACE_ARGS ?? '-c').split(' ').filter(Boolean);
    const tracer = spawn('strace', [...traceArguments, '-f', '-p', String(server.pid)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Without strace (or without the right to trace), say so and go on to the rounds: the servers are stopped below.
    const started = await new Promise((answer) => {
      tracer.once('spawn', () => answer(true));
      tracer.once('error', (error) => {
        console.log(`${entry}: no system calls counted (strace: ${error.message})`);
        answer(false);
      });
    });
    if (!started) continue;
    let report = '';
    tracer.stderr.on('data', (chunk) => {
      report += chunk;
    });
    await new Promise((wait) => setTimeout(wait, 1000));
    for (let n = 0; n < syscallOrders; n += 1) await place();
    const done = new Promise((exit) => tracer.once('exit', exit));
    tracer.kill('SIGINT');
    await done;
    console.log(`${entry}: system calls of ${syscallOrders} orders, one at a time\n${report}`);
  }
  for (let round = 1; round <= rounds; round += 1) {
    if (hello) {
      const ceiling = await measure({
        url: hello.url,
        pid: hello.pid,
        connections,
        durationSeconds: 3,
        scenario: { name: 'hello', kind: 'read', method: 'GET', path: '/' },
      });
      keep(ceilingCpu, ceiling.cpuMicrosecondsPerRequest);
      console.log(
        `round ${round}: the host's speed, a bare hello-world: ${ceiling.requestsPerSecond} req/s at ` +
          `${ceiling.cpuMicrosecondsPerRequest ?? '-'} us CPU/request`,
      );
    }
    for (const { entry, server } of servers) {
      const scenario = /** @type {import('./lib/scenarios.mjs').Scenario} */ (
        /** @type {{ scenario?: unknown }} */ (server).scenario
      );
      const sentBefore = await emailsSent(server.url);
      const before = cpuReading(server.pid);
      const started = performance.now();
      const figures = await measureOnce(
        server,
        scenario,
        connections,
        durationSeconds,
        database === 'postgres',
      );
      // The orders' confirmations are sent by the server's own job meanwhile: a server that keeps up sends about as
      // many a second as it takes orders; one that does not leaves them for after the load.
      const sentPerSecond = Math.round(
        ((await emailsSent(server.url)) - sentBefore) / ((performance.now() - started) / 1000),
      );
      const databaseCpu = figures.databaseCpuMicrosecondsPerRequest;
      const drainSeconds = await drained(server);
      // The same CPU time counted until the e-mails the load left queued were sent: what an order cost in all, whether
      // its confirmation went out during the load or after it.
      const inAll = perOrder(before, cpuReading(server.pid), figures.ok);
      const kept = cpu.get(entry);
      keep(kept?.server, figures.cpuMicrosecondsPerRequest);
      keep(kept?.postgres, databaseCpu);
      keep(kept?.serverInAll, inAll.server);
      keep(kept?.postgresInAll, inAll.postgres);
      console.log(
        `${database} ${entry} round ${round}: ${figures.cpuMicrosecondsPerRequest} us CPU/order` +
          (databaseCpu === undefined
            ? ''
            : ` (PostgreSQL's processes on this machine: ${databaseCpu ?? '-'} us)`) +
          ', ' +
          `${figures.okPerSecond} orders/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
          `errors ${figures.errors}, non-2xx ${figures.non2xx}, e-mails sent ${Number.isNaN(sentPerSecond) ? '-' : sentPerSecond}/s ` +
          `(the rest in ${drainSeconds} s after); until they were sent, ${inAll.server ?? '-'} us CPU/order` +
          (before.postgres ? ` (PostgreSQL's ${inAll.postgres ?? '-'} us)` : ''),
      );
    }
  }
  if (ceilingCpu.length > 0) {
    console.log(`hello-world: median ${median(ceilingCpu)} us CPU/request (${ceilingCpu.join(', ')})`);
  }
  for (const [entry, figures] of cpu) {
    if (figures.server.length === 0) continue; // BENCH_ROUNDS=0: only counted
    console.log(
      `${entry}: median ${median(figures.server)} us CPU/order (${figures.server.join(', ')})` +
        (figures.postgres.length > 0
          ? `; PostgreSQL's median ${median(figures.postgres)} us (${figures.postgres.join(', ')})`
          : '') +
        (figures.serverInAll.length > 0
          ? `; until the e-mails were sent, median ${median(figures.serverInAll)} us`
          : '') +
        (figures.postgresInAll.length > 0 ? ` (PostgreSQL's ${median(figures.postgresInAll)} us)` : ''),
    );
  }
} finally {
  await hello?.stop();
  for (const { server } of servers) await server.stop();
  counter?.close();
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({
      connectionString: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
}
if (cpuProfileDir) console.log(`CPU profile in ${join(cpuProfileDir)}`);

/**
 * Places one order of the scenario, as the load does; throws on an answer that is not a success.
 * @param {string} url
 * @param {import('./lib/scenarios.mjs').Scenario} scenario
 */
async function placeOrder(url, scenario) {
  /** @type {Record<string, string>} */
  const headers = { ...scenario.headers };
  scenario.perRequest?.(headers);
  const response = await fetch(`${url}${scenario.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(scenario.body),
  });
  if (!response.ok) throw new Error(`An order answered ${response.status}: ${await response.text()}`);
}
