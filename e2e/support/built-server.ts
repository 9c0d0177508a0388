import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const readyTimeoutMs = 90_000;

export interface BuiltServer {
  baseUrl: string;
  logPath: string;
  /** Stops the server and removes its data, unless FATHOM_E2E_KEEP_DATA is set. */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or a lost machine would. */
  kill(): Promise<void>;
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
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stopAndClean = async () => {
    await stop(server);
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
  return { baseUrl, logPath, stop: stopAndClean, kill };
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
  const server = spawn(process.execPath, [serverEntry], {
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

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('Could not find a free port.'));
      });
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
