#!/usr/bin/env node
// npm run bench:lab: the lab's HL7 v2 interface on PostgreSQL, with the server's own code (ADR 050).
//  1. 10,000 ORU^R01 from 4 MLLP connections at once, each sending its next message when the last is acknowledged:
//     messages acknowledged per second, and the time from a message's last byte to its ACK (p50, p99).
//  2. A stream of 2,000 more from 2 connections; the server is killed (SIGKILL) half-way and started again, and the
//     sender sends again what was not acknowledged (the same control ids). Every acknowledged message must be
//     stored exactly once (one taken message, one report), none doubled, none lost.
// The kits are not Fathom's (FK-BENCH-…): each result is stored and held for staff, the path every message takes
// up to its kit's lookup. Prints the figures and writes them to bench/results/lab-<timestamp>.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArguments } from '../scripts/lib/server-command.mjs';
import { freshDatabase } from './lib/jobs-database.mjs';
import { freePort, startProcess, stopProcess } from './lib/processes.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const messageCount = Number(process.env.BENCH_LAB_MESSAGES ?? 10_000);
const connections = 4;
const crashCount = Number(process.env.BENCH_LAB_CRASH_MESSAGES ?? 2_000);
const workDir = mkdtempSync(join(tmpdir(), 'fathom-bench-lab-'));
const VT = 0x0b;
const END = Buffer.from([0x1c, 0x0d]);

if (!existsSync(join(repoRoot, 'apps/server/dist/main.js'))) {
  console.log('Building the server first…');
  execFileSync('npm', ['run', 'build', '-w', '@fathom/server'], { cwd: repoRoot, stdio: 'inherit' });
}

/** @param {string} controlId */
function message(controlId) {
  return [
    `MSH|^~\\&|BENCH-LIS|BENCH-LAB|FATHOM|FATHOM|20261201093000||ORU^R01^ORU_R01|${controlId}|P|2.5.1`,
    'PID|1||P1^^^BENCH^MR||Hale^Robin||19900615',
    `OBR|1||FK-BENCH-${controlId}^BENCH|54231-6^Semen analysis fertility panel^LN|||20261130081500||||||||||||||||||F`,
    'OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||52|10*6/mL|>=16|N|||F',
    'OBX|2|NM|3160-9^Volume of Semen^LN||2.8|mL|>=1.4|N|||F',
  ].join('\r');
}

/**
 * Sends the control ids one after another on one connection, each when the last was acknowledged; records each
 * acknowledgement's latency. Stops (without throwing) when the connection ends: what was not acknowledged is left.
 * @param {number} port
 * @param {string[]} controlIds
 * @param {Set<string>} acknowledged
 * @param {number[]} latencies
 */
function sendAll(port, controlIds, acknowledged, latencies) {
  return new Promise((done) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let next = 0;
    let sentAt = 0;
    let buffered = Buffer.alloc(0);
    const sendNext = () => {
      const id = controlIds[next];
      if (id === undefined) {
        socket.end();
        return;
      }
      socket.write(Buffer.concat([Buffer.from([VT]), Buffer.from(message(id)), END]), () => {
        sentAt = performance.now();
      });
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (let end = buffered.indexOf(END); end !== -1; end = buffered.indexOf(END)) {
        const ack = buffered.subarray(1, end).toString('utf8');
        buffered = buffered.subarray(end + 2);
        const msa =
          ack
            .split('\r')
            .find((segment) => segment.startsWith('MSA|'))
            ?.split('|') ?? [];
        const id = controlIds[next];
        if (id !== undefined && msa[1] === 'AA' && msa[2] === id) {
          latencies.push(performance.now() - sentAt);
          acknowledged.add(id);
        }
        next += 1;
        sendNext();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => done(undefined));
  });
}

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

const database = await freshDatabase(repoRoot, 'lab');
const labPort = await freePort();
/** @param {string} name */
async function startServer(name) {
  const port = await freePort();
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    DATA_DIR: join(workDir, name),
    LAB_HL7_PORT: String(labPort),
    LOG_LEVEL: 'warn',
    RESPONSE_CHECKS: 'off',
    DEMO_DATA: 'off',
  };
  for (const unset of ['REDIS_URL', 'MAINTENANCE', 'PAYMENTS', 'NODE_ENV', 'SMTP_URL']) delete env[unset];
  return startProcess({
    args: serverArguments(),
    env,
    cwd: repoRoot,
    readyUrl: `http://127.0.0.1:${port}/api/health/ready`,
    logPath: join(workDir, `${name}.log`),
  });
}

try {
  let server = await startServer('first');
  // 1. Throughput and latency.
  const ids = Array.from({ length: messageCount }, (_, index) => `T${index}`);
  const acknowledged = new Set();
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, (_, lane) =>
      sendAll(
        labPort,
        ids.filter((_, index) => index % connections === lane),
        acknowledged,
        latencies,
      ),
    ),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const throughput = {
    messages: messageCount,
    connections,
    acknowledged: acknowledged.size,
    seconds: round(elapsedSeconds),
    messagesPerSecond: round(acknowledged.size / elapsedSeconds),
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
  };
  console.log(
    `1. ${throughput.acknowledged}/${messageCount} acknowledged in ${throughput.seconds} s from ${connections} connections: ${throughput.messagesPerSecond} messages/s; last byte to ACK p50 ${throughput.p50Ms} ms, p99 ${throughput.p99Ms} ms (goals: 300/s, p99 < 200 ms)`,
  );

  // 2. Killed half-way, started again, the unacknowledged sent again.
  const crashIds = Array.from({ length: crashCount }, (_, index) => `K${index}`);
  const crashAcknowledged = new Set();
  const lanes = [0, 1].map((lane) => crashIds.filter((_, index) => index % 2 === lane));
  const sending = Promise.all(lanes.map((lane) => sendAll(labPort, lane, crashAcknowledged, [])));
  while (crashAcknowledged.size < crashCount / 2) await new Promise((wait) => setTimeout(wait, 5));
  server.kill('SIGKILL');
  await sending;
  const acknowledgedBeforeKill = crashAcknowledged.size;
  server = await startServer('second');
  await Promise.all(
    lanes.map((lane) =>
      sendAll(
        labPort,
        lane.filter((id) => !crashAcknowledged.has(id)),
        crashAcknowledged,
        [],
      ),
    ),
  );
  const counts = await database.client.query(
    `SELECT count(DISTINCT m.control_id)::int AS taken, count(m.id)::int AS taken_rows,
            (SELECT count(*)::int FROM lab_reports r JOIN lab_messages t ON t.id = r.message_id
              WHERE t.control_id LIKE 'K%' AND t.outcome IN ('applied', 'held')) AS reports
       FROM lab_messages m WHERE m.control_id LIKE 'K%' AND m.outcome IN ('applied', 'held')`,
  );
  const { taken, taken_rows: takenRows, reports } = counts.rows[0];
  const crash = {
    messages: crashCount,
    acknowledgedBeforeKill,
    acknowledged: crashAcknowledged.size,
    storedOnce: taken,
    storedRows: takenRows,
    reports,
    exactlyOnce:
      crashAcknowledged.size === crashCount &&
      taken === crashCount &&
      takenRows === crashCount &&
      reports === crashCount,
  };
  console.log(
    `2. killed after ${acknowledgedBeforeKill} of ${crashCount} acknowledged; after the restart and resend ${crash.acknowledged} acknowledged, ${takenRows} stored (${taken} control ids), ${reports} reports: ${crash.exactlyOnce ? 'every one exactly once' : 'NOT exactly once'}`,
  );
  await stopProcess(server);

  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `lab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), throughput, crash }, null, 2)}\n`);
  console.log(`Written to ${file}`);
  if (!crash.exactlyOnce) process.exitCode = 1;
} finally {
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}
