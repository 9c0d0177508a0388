#!/usr/bin/env node
// npm run bench: API speed against a bare Fastify ceiling on PGlite and PostgreSQL, bundle sizes and
// Lighthouse scores, printed as a table and written to bench/results/latest.json. It reports; it never fails
// the build on a slow figure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseBundle, formatReport } from '../scripts/lib/bundle-analysis.mjs';
import { consoleReads, consoleTargets, staffConnections } from './lib/console-reads.mjs';
import { postgresReachable, scenarioContext, startFathom, startHelloWorld } from './lib/fathom-server.mjs';
import { customerRoutes, lighthouseScores, spanishRoutes } from './lib/lighthouse.mjs';
import { measure } from './lib/load.mjs';
import { measureOnce, measureScenarios } from './lib/measure-scenarios.mjs';
import { printTable, targetsOf } from './lib/report.mjs';
import { scenarios } from './lib/scenarios.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connectionCounts = [1, 50];

if (
  !existsSync(join(repoRoot, 'apps/server/dist/main.js')) ||
  !existsSync(join(repoRoot, 'apps/web/dist/index.html'))
) {
  console.log('Building first (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** @type {Record<string, unknown>} */
const results = { measuredAt: new Date().toISOString(), durationSeconds, node: process.version, api: {} };

console.log(`Ceiling: bare Fastify hello-world (${durationSeconds} s per measurement)…`);
const hello = await startHelloWorld(repoRoot);
const measureCeiling = (/** @type {number} */ connections) =>
  measure({
    url: hello.url,
    pid: hello.pid,
    connections,
    durationSeconds,
    scenario: { name: 'hello', kind: 'read', method: 'GET', path: '/' },
  });
/** @type {Record<number, import('./lib/load.mjs').LoadResult>} */
const ceiling = {};
for (const connections of connectionCounts) ceiling[connections] = await measureCeiling(connections);
results.ceiling = ceiling;

const databases = /** @type {('pglite' | 'postgres')[]} */ (['pglite']);
if (await postgresReachable()) databases.push('postgres');
else console.log('PostgreSQL is not reachable: measuring PGlite only.');

/** @typedef {Record<string, Record<number, import('./lib/load.mjs').LoadResult & { peakRssMb: number | null, ceilingRequestsPerSecond?: number }>>} Endpoints */

/**
 * Every scenario at each connection count against a fresh server on `database`; each read at 50 connections
 * carries the ceiling measured just before it (the host's speed moves by a third within minutes, so a ceiling
 * measured at the start is another minute's figure).
 * @param {'pglite' | 'postgres'} database
 * @returns {Promise<{ endpoints: Endpoints, console: Endpoints }>}
 */
async function measureDatabase(database) {
  console.log(`Fathom on ${database}…`);
  const server = await startFathom({ repoRoot, database });
  try {
    const context = await scenarioContext(server.url);
    /** @type {Endpoints} */
    const endpoints = {};
    for (const scenario of scenarios(context)) {
      /** @type {Endpoints[string]} */
      const byConnections = {};
      endpoints[scenario.name] = byConnections;
      for (const connections of connectionCounts) {
        const besideCeiling =
          scenario.kind === 'read' && connections === 50 ? await measureCeiling(connections) : null;
        const figures = await measureOnce(server, scenario, connections, durationSeconds);
        byConnections[connections] = {
          ...figures,
          ...(besideCeiling && { ceilingRequestsPerSecond: besideCeiling.requestsPerSecond }),
        };
      }
    }
    const staffReads = await consoleReads(server.url, {
      searchEmail: 'sam@example.com',
      recordOf: 'sam@example.com',
    });
    const staffEndpoints = await measureScenarios(server, staffReads, staffConnections, durationSeconds);
    return { endpoints, console: staffEndpoints };
  } finally {
    await server.stop();
  }
}

/** @type {Record<string, Endpoints>} */
const api = {};
/** @type {Record<string, Endpoints>} */
const consoleApi = {};
try {
  for (const database of databases) {
    const measured = await measureDatabase(database);
    api[database] = measured.endpoints;
    consoleApi[database] = measured.console;
  }
} finally {
  await hello.stop();
}
results.api = api;
results.console = consoleApi;

const bundles = analyseBundle(join(repoRoot, 'apps/web/dist'));
results.bundles = bundles;

/** @type {Awaited<ReturnType<typeof lighthouseScores>> | { error: string }} */
let lighthouse;
if (existsSync('/usr/bin/chromium')) {
  console.log('Lighthouse (mobile) in Chromium…');
  const server = await startFathom({ repoRoot, database: 'pglite' });
  try {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const english = await lighthouseScores({
      url: server.url,
      // LIGHTHOUSE_PATHS="/login /home" audits only those.
      paths: process.env.LIGHTHOUSE_PATHS?.split(/[\s,]+/).filter(Boolean) ?? customerRoutes,
      runs,
    });
    // The same pages in Spanish (issue 51): the sign-in page, and a signed-in page of each layout's weight.
    const spanish = await lighthouseScores({
      url: server.url,
      paths: spanishRoutes,
      runs,
      acceptLanguage: 'es-US,es;q=0.9',
    });
    lighthouse = {
      pages: [...english.pages, ...spanish.pages.map((page) => ({ ...page, path: `${page.path} (es)` }))],
      benchmarkIndex: english.benchmarkIndex,
    };
  } catch (error) {
    lighthouse = { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await server.stop();
  }
} else {
  lighthouse = {
    error: 'Chromium is not installed at /usr/bin/chromium (run the e2e tests once to install it).',
  };
}
results.lighthouse = lighthouse;
results.targets = [
  ...targetsOf({ ceiling, api, lighthouse }),
  ...Object.entries(consoleApi).flatMap(([database, endpoints]) =>
    consoleTargets(`on ${database} (demo data)`, endpoints),
  ),
];

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
printTable({
  ceiling,
  api: {
    ...api,
    ...Object.fromEntries(Object.entries(consoleApi).map(([db, endpoints]) => [`${db} staff`, endpoints])),
  },
  lighthouse,
  targets: /** @type {ReturnType<typeof targetsOf>} */ (results.targets),
});
console.log(`\n${formatReport(bundles)}`);
console.log('\nWritten to bench/results/latest.json');
