import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverEntryPath, serverNodeFlags } from '../../scripts/lib/server-command.mjs';
import { freePort, startProcess, stopProcess } from './processes.mjs';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {string} name */
async function adminQuery(name) {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(name);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers at all. */
export async function postgresReachable() {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The built Fathom server on a fresh database of its own (embedded PGlite, or a new PostgreSQL database),
 * with the demo personas, trusting 127.0.0.1 as its proxy so each bench request counts as its own client; or on
 * `databaseUrl`, a PostgreSQL database that already holds its data (kept when the server stops). `entry` is another
 * build of the server (a path from the repository's root) to start instead of the current one, with any Node flags
 * after `#` added behind the server's own (`apps/server/dist/main.js#--max-semi-space-size=64`).
 * @param {{ repoRoot: string, database: 'pglite' | 'postgres', databaseUrl?: string, entry?: string }} options
 */
export async function startFathom({ repoRoot, database, databaseUrl, entry = serverEntryPath }) {
  const ownDatabase = database === 'postgres' && !databaseUrl;
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-'));
  const databaseName = `fathom_bench_${randomBytes(4).toString('hex')}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: '',
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    // Answers written as production writes them (the compiled serializers alone); the demo data itself is
    // refused in production, so the bench runs a developer's start with production's serialisation.
    RESPONSE_CHECKS: 'off',
    TRUST_PROXY: '127.0.0.1',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'MAINTENANCE', 'SMTP_URL', 'PAYMENTS', 'NODE_ENV']) {
    delete env[name];
  }
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else if (ownDatabase) {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  const port = await freePort();
  env.PORT = String(port);
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const url = `http://127.0.0.1:${port}`;
  const [entryPath = entry, ...extraFlags] = entry.split('#');
  const child = await startProcess({
    args: [...serverNodeFlags, ...extraFlags, join(repoRoot, entryPath)],
    env,
    cwd: repoRoot,
    readyUrl: `${url}/api/health/ready`,
    logPath: join(dataDir, 'server.log'),
  });
  return {
    url,
    pid: child.pid,
    databaseUrl: env.DATABASE_URL ?? null,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
      if (ownDatabase) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}

/** The bare Fastify ceiling, in a process of its own. */
export async function startHelloWorld(/** @type {string} */ repoRoot) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-bench-hello-'));
  const child = await startProcess({
    args: [...serverNodeFlags, join(repoRoot, 'bench/hello-server.mjs')],
    env: { ...process.env, PORT: String(port) },
    cwd: repoRoot,
    readyUrl: `http://127.0.0.1:${port}/`,
    logPath: join(dataDir, 'hello.log'),
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a demo persona in and answers its bearer token.
 * @param {string} url
 * @param {string} email
 */
export async function signIn(url, email) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fathom-demo-1' }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  return /** @type {{ data: { token: string } }} */ (await response.json()).data.token;
}

/** @param {string} url @param {string} key */
export async function productUuid(url, key) {
  const response = await fetch(`${url}/api/checkouts`);
  const { data } = /** @type {{ data: { uuid: string, key: string }[] }} */ (await response.json());
  const product = data.find((entry) => entry.key === key);
  if (!product) throw new Error(`No product ${key}`);
  return product.uuid;
}

/** @param {string} url @param {string} token */
export async function latestResultId(url, token) {
  const response = await fetch(`${url}/api/restify/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body =
    /** @type {{ data: { relationships: { client: { relationships: { latest_ready_result: { id: string } | null } } } } }} */ (
      await response.json()
    );
  const result = body.data.relationships.client.relationships.latest_ready_result;
  if (!result) throw new Error('The customer has no released result');
  return result.id;
}

/**
 * What the scenarios need: sam's and drew's sessions, the analysis kit's uuid and sam's latest result.
 * @param {string} url
 */
export async function scenarioContext(url) {
  const samToken = await signIn(url, 'sam@example.com');
  return {
    samToken,
    drewToken: await signIn(url, 'drew@example.com'),
    analysisUuid: await productUuid(url, 'analysis'),
    resultId: await latestResultId(url, samToken),
  };
}
