import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/** Whether this machine can run a Redis of a test's own (`redis-server` on the PATH). */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A Redis of the test's own on a free port, which the test stops and starts again as a crash or a failover would:
 * never the shared one other tests and engineers use.
 */
export interface OwnRedis {
  url: string;
  /** A client of the test's own, to look inside. */
  client(): Redis;
  /** Kills the server at once (SIGKILL): its connections end without a goodbye. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'fathom-test-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  const clients: Redis[] = [];

  async function start(): Promise<void> {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory],
      { stdio: 'ignore' },
    );
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    const deadline = Date.now() + 10_000;
    try {
      for (;;) {
        try {
          await probe.connect();
          if ((await probe.ping()) === 'PONG') return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          probe.disconnect();
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    } finally {
      probe.disconnect();
    }
  }

  async function kill(): Promise<void> {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url,
    client() {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      client.on('error', () => {});
      clients.push(client);
      return client;
    },
    kill,
    start,
    async stop() {
      for (const client of clients) client.disconnect();
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
