import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/free-port';
import { expect, test } from '../support/test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a stop sent to the whole process group of `npm start` finishes gracefully, as one stop', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-stop-'));
  const port = await freePort();
  // Its own process group, as a terminal gives `npm start`: the group's signal reaches npm, the start script
  // and the server, and npm and the script forward it too.
  const start = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: '' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  start.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolveExit) => start.once('exit', () => resolveExit()));
  try {
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null))?.status,
        {
          timeout: 90_000,
        },
      )
      .toBe(200);

    process.kill(-(start.pid ?? 0), 'SIGTERM');
    await exited;
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 'closed',
      )
      .toBe('closed');
    expect(output).toContain('stopping: no new connections, finishing requests in flight');
    // npm forwards the signal after the group's own copy: that copy must not cut the stop short.
    expect(output).not.toContain('second stop signal');
    expect(output).not.toContain('requests did not finish in time');
  } finally {
    if (start.exitCode === null) process.kill(-(start.pid ?? 0), 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
