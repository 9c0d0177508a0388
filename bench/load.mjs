#!/usr/bin/env node
// npm run bench:load: mixed browsing and checkout at 100 connections for 60 s (LOAD_DURATION to change) on
// loopback, against the built server on PostgreSQL (PGlite when PostgreSQL is not reachable). It fails when a
// request errs or an order the client saw confirmed is not in the database.
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresReachable, scenarioContext, startFathom } from './lib/fathom-server.mjs';
import { scenarios } from './lib/scenarios.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.LOAD_DURATION ?? 60);
const connections = 100;
const database = (await postgresReachable()) ? 'postgres' : 'pglite';
const server = await startFathom({ repoRoot, database });
let exitCode = 0;
try {
  const context = await scenarioContext(server.url);
  const byName = Object.fromEntries(scenarios(context).map((scenario) => [scenario.name, scenario]));
  const mix = [
    'catalogue',
    'profile',
    'items',
    'catalogue',
    'order history',
    'discount calculation',
    'order placement',
  ];
  /** @type {Set<string>} */
  const confirmed = new Set();
  /** Every answer that was not a success, by endpoint, status and body (the first 200 characters). */
  /** @type {Map<string, number>} */
  const failures = new Map();
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: mix.map((name) => {
      const scenario = byName[name];
      if (!scenario) throw new Error(`No scenario ${name}`);
      return {
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers ?? {},
        body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
        setupRequest: (request) => {
          /** @type {Record<string, string>} */
          const headers = { ...scenario.headers };
          if (scenario.name === 'order placement') headers['idempotency-key'] = randomUUID();
          else scenario.perRequest?.(headers);
          return { ...request, headers };
        },
        onResponse: (status, body) => {
          if (status >= 300) {
            const key = `${scenario.name} ${status} ${String(body).slice(0, 200)}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
          if (scenario.name !== 'order placement' || status !== 200) return;
          confirmed.add(/** @type {{ data: { order_id: string } }} */ (JSON.parse(body)).data.order_id);
        },
      };
    }),
  });
  const client = server.databaseUrl ? new pg.Client({ connectionString: server.databaseUrl }) : null;
  let stored = null;
  if (client) {
    await client.connect();
    const { rows } = await client.query('SELECT id FROM orders WHERE id = ANY($1::uuid[])', [[...confirmed]]);
    stored = rows.length;
    await client.end();
  }
  console.log(
    `${database}: ${result.requests.total} requests in ${duration} s at ${connections} connections, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}; orders confirmed ${confirmed.size}${stored === null ? '' : `, found in the database ${stored}`}`,
  );
  for (const [failure, count] of failures) console.log(`  ${count} x ${failure}`);
  if (result.errors + result.timeouts + result.non2xx > 0 || (stored !== null && stored !== confirmed.size))
    exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
