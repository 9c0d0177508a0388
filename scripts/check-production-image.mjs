#!/usr/bin/env node
// The production image's steps, without Docker: the Dockerfile's runtime stage is read and repeated in a clean
// temporary folder (its COPY steps from the built repository, the server's bundle built for production as the build
// stage builds it; its RUN steps: `npm ci --omit=dev`), then its
// command starts the server in production mode against a fresh PostgreSQL database, and its health check,
// readiness, the web app, /metrics with its token and the operator's commands are checked. Everything it made
// (the folder, the database, the process) is removed at the end, whatever happened.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stageOf } from './lib/dockerfile.mjs';
import { freePort } from './lib/free-port.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const startTimeoutMs = 60_000;

/** @param {string} message */
function fail(message) {
  throw new Error(message);
}

/** @param {(client: pg.Client) => Promise<unknown>} fn */
async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a command to its end; rejects with its output when it fails.
 * @param {string[]} argv
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, input?: string, shell?: boolean }} options
 * @returns {Promise<string>}
 */
function run(argv, options) {
  const [command = '', ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      shell: options.shell ?? false,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${argv.join(' ')} exited with ${code}:\n${output}`));
    });
    child.stdin.end(options.input ?? '');
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
  const build = stageOf(dockerfile, 'build');
  const runtime = stageOf(dockerfile, 'runtime');
  if (!runtime.user || runtime.user === 'root' || runtime.user === '0')
    fail('The runtime stage must not run as root');
  if (!runtime.healthcheck || !runtime.cmd) fail('The runtime stage needs a HEALTHCHECK and a CMD');
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) fail(`${built} is missing: run npm run build first`);
  }

  try {
    await withAdmin((client) => client.query('SELECT 1'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true')
      fail(`PostgreSQL is not reachable at ${adminUrl} (${reason}), and CI=true requires it`);
    console.log(`Skipped: PostgreSQL is not reachable at ${adminUrl} (${reason}).`);
    return;
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'fathom-image-'));
  // The build stage's server bundle is the production one (its RUN: npm run build:production), made into a folder
  // of its own under apps/server: the repository's development bundle stays as the browser tests need it.
  const serverBuild = await mkdtemp(path.join(repoRoot, 'apps/server/.image-build-'));
  const databaseName = `fathom_image_${randomBytes(6).toString('hex')}`;
  /** @type {import('node:child_process').ChildProcess | null} */
  let server = null;
  let serverLog = '';
  const started = Date.now();
  try {
    // The runtime stage's steps, in order: COPY from the repository (or the build stage's output) and RUN.
    const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...runtime.env };
    if (!build.steps.some((step) => step.kind === 'run' && step.command === 'npm run build:production'))
      fail('The build stage must build for production (npm run build:production)');
    const productionServer = path.join(serverBuild, 'dist');
    await run(
      [
        process.execPath,
        path.join(repoRoot, 'apps/server/build.mjs'),
        '--production',
        '--outdir',
        productionServer,
      ],
      {
        cwd: repoRoot,
        env: process.env,
      },
    );
    for (const step of runtime.steps) {
      if (step.kind === 'copy') {
        const destination = path.join(folder, step.destination);
        for (const source of step.sources) {
          const fromRepo = step.from === 'build' ? path.relative(build.workdir, source) : source;
          const target = step.destination.endsWith('/')
            ? path.join(destination, path.basename(fromRepo))
            : destination;
          await mkdir(path.dirname(target), { recursive: true });
          const built =
            fromRepo === path.join('apps', 'server', 'dist')
              ? productionServer
              : path.join(repoRoot, fromRepo);
          await cp(built, target, { recursive: true });
        }
      } else {
        console.log(`$ ${step.command}`);
        await run([step.command], { cwd: folder, env: baseEnv, shell: true });
      }
    }
    console.log(`Runtime stage repeated in ${folder} (${Math.round((Date.now() - started) / 1000)} s).`);

    await withAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const port = await freePort();
    const metricsToken = randomBytes(24).toString('hex');
    // A production start as an operator configures it: every fake named for a staging site, nothing reached.
    const env = {
      ...baseEnv,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      PUBLIC_URL: 'https://portal.staging.example',
      SMTP_URL: 'smtp://127.0.0.1:1',
      OUTBOX_KEY: 'cd'.repeat(32),
      OIDC_ISSUER: 'https://id.staging.example',
      LAB_NAME: 'Staging Lab',
      LAB_ADDRESS: '1 Test Street; Springfield',
      LAB_ACCREDITATION: 'CLIA 00D0000000',
      PAYMENTS: 'sandbox',
      INSTALMENTS: 'sandbox',
      INSURANCE: 'sandbox',
      BENEFITS: 'sandbox',
      IDENTITY_VERIFICATION: 'sandbox',
      SCHEDULING: 'sandbox',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
    };
    const node = (/** @type {string[]} */ args, input = '') =>
      run([process.execPath, ...args], { cwd: folder, env, input });

    // The operator's commands, from the image's layout: migrate, status, the first staff account.
    const migrated = await node(['apps/server/dist/db-cli.js', 'migrate']);
    if (!/Applied \d+ migration/.test(migrated)) fail(`db:migrate did not migrate:\n${migrated}`);
    const status = await node(['apps/server/dist/db-cli.js', 'status']);
    if (!/Pending: 0\s*$/.test(status)) fail(`db:status still lists pending migrations:\n${status}`);
    const seeded = await node(['apps/server/dist/db-cli.js', 'seed']).then(
      () => 'db:seed ran in production',
      (/** @type {Error} */ error) => error.message,
    );
    if (!seeded.includes('refuses to run with NODE_ENV=production'))
      fail(`db:seed did not refuse:\n${seeded}`);
    await node(
      ['apps/server/dist/staff-cli.js', 'create-staff', '--email', 'ops@staging.example'],
      'a long staff password for the check\n',
    );

    const [command = process.execPath, ...args] = runtime.cmd ?? [];
    server = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: folder,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      serverLog += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      serverLog += chunk;
    });
    const exited = new Promise((resolve) => server?.once('exit', resolve));

    // The image's HEALTHCHECK command, until it passes.
    const [probe = 'node', ...probeArgs] = runtime.healthcheck ?? [];
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (server.exitCode !== null) fail(`The server exited with ${server.exitCode}:\n${serverLog}`);
      const healthy = await run([probe === 'node' ? process.execPath : probe, ...probeArgs], {
        cwd: folder,
        env,
      }).then(
        () => true,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline)
        fail(`The health check did not pass within ${startTimeoutMs / 1000} s:\n${serverLog}`);
      await sleep(250);
    }

    const base = `http://127.0.0.1:${port}`;
    const ready = await fetch(`${base}/api/health/ready`);
    if (ready.status !== 200) fail(`/api/health/ready answered ${ready.status}`);
    const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
    if (page.status !== 200 || !(await page.text()).includes('<div id="root" data-prerendered="/login"')) {
      fail(
        `The web app, with its prerendered sign-in page, is not served from the image's layout (GET /login answered ${page.status})`,
      );
    }
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@staging.example', password: 'a long staff password for the check' }),
    });
    if (signIn.status !== 200)
      fail(`The staff account made by create-staff could not sign in (${signIn.status})`);
    const anonymous = await fetch(`${base}/metrics`);
    if (anonymous.status !== 401) fail(`/metrics answered ${anonymous.status} without its token`);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await metrics.text();
    for (const expected of [
      'fathom_http_request_duration_seconds_count{method="GET",route="/api/health/ready",status_code="200"} 1',
      'fathom_db_pool_connections',
      'fathom_read_cache_hits_total',
    ]) {
      if (!text.includes(expected)) fail(`/metrics lacks ${expected}:\n${text.slice(0, 2000)}`);
    }

    server.kill('SIGTERM');
    const code = await exited;
    server = null;
    if (code !== 0) fail(`The server did not stop cleanly on SIGTERM (exit ${code}):\n${serverLog}`);
    console.log(
      `The production image's steps work: npm ci --omit=dev, migrate, create-staff, health check, readiness, web app, /metrics (${Math.round((Date.now() - started) / 1000)} s).`,
    );
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGKILL');
      await stopped;
    }
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)).catch(
      (/** @type {unknown} */ error) => console.error(`Could not drop ${databaseName}: ${String(error)}`),
    );
    await rm(folder, { recursive: true, force: true });
    await rm(serverBuild, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
