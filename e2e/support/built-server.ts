import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port';
import { serverArguments, serverEntryPath } from '../../scripts/lib/server-command.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = join(repoRoot, serverEntryPath);
const readyTimeoutMs = 90_000;
/** Names the embedded database folder, seeded with the demo personas, that servers start from (global-setup.ts). */
export const seededDataVariable = 'FATHOM_E2E_SEEDED_DATA';

export interface StopOptions {
  /** Called with the server's data folder once it has stopped, before the folder is removed (to move a part away). */
  keepData?: (dataDir: string) => void;
}

export interface BuiltServer {
  baseUrl: string;
  logPath: string;
  /** Stops the server and removes its data, unless FATHOM_E2E_KEEP_DATA is set. */
  stop(options?: StopOptions): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or a lost machine would. */
  kill(): Promise<void>;
  /** How the process ended, if it has: its exit code or the signal that ended it; null while it runs. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
}

/**
 * Starts the built server on a free port with a fresh embedded database and the demo personas, with any
 * extra configuration, and waits until it is ready.
 */
export async function startBuiltServer(extraEnv: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run "npm run build" at the repository root first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-e2e-data-'));
  // An embedded database starts as a copy of the one the global setup seeded, instead of seeding the personas again.
  const seededData = process.env[seededDataVariable];
  if (seededData && !extraEnv.DATABASE_URL) cpSync(seededData, join(dataDir, 'pglite'), { recursive: true });
  const logPath = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
  };
  for (const name of [
    'NODE_ENV',
    'HOST',
    'DATABASE_URL',
    'REDIS_URL',
    'MAINTENANCE',
    'SMTP_URL',
    'OUTBOX_KEY',
    'OIDC_ISSUER',
    'WEB_DIST_DIR',
    'PAYMENTS',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_API_BASE',
    'STRIPE_JS_URL',
  ]) {
    delete env[name];
  }
  Object.assign(env, extraEnv);

  const log = createWriteStream(logPath);
  const server = spawn(process.execPath, serverArguments(serverEntry), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stopAndClean = async (options: StopOptions = {}) => {
    await stop(server);
    options.keepData?.(dataDir);
    if (process.env.FATHOM_E2E_KEEP_DATA) {
      console.log(`Kept the server's data and log in ${dataDir}`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    await waitUntilReady(baseUrl, server, logPath);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  const kill = () =>
    new Promise<void>((resolveKill) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolveKill();
      server.once('exit', () => resolveKill());
      server.kill('SIGKILL');
    });
  const exited = () =>
    server.exitCode === null && server.signalCode === null
      ? null
      : { code: server.exitCode, signal: server.signalCode };
  return { baseUrl, logPath, stop: stopAndClean, kill, exited };
}

/**
 * Starts the built server with exactly this environment (and a free port) and waits for it to exit, as a
 * start-up that must refuse does; answers its exit code and what it printed to standard error.
 */
export async function runBuiltServerUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, serverArguments(serverEntry), {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolveExit, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`The server did not exit within ${timeoutMs / 1000} s; it printed:\n${stderr}`));
    }, timeoutMs);
    server.once('exit', (code) => {
      clearTimeout(timer);
      resolveExit({ code, stderr });
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} before it was ready:\n${tail(logPath)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s:\n${tail(logPath)}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const forceKill = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(forceKill);
      resolveStop();
    });
    server.kill('SIGTERM');
  });
}

function tail(path: string): string {
  if (!existsSync(path)) return '(no server output)';
  return readFileSync(path, 'utf8').split('\n').slice(-40).join('\n');
}
