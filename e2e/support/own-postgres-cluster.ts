import { execFile, execFileSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../apps/server/test/free-port';

const run = promisify(execFile);

/**
 * Where PostgreSQL's server programs are: POSTGRES_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin
 * (Debian's layout) that holds initdb and pg_ctl; `missing` says why there are none.
 */
export const postgresServerPrograms = findServerPrograms();

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findServerPrograms(): { bin: string } | { missing: string } {
  const root = '/usr/lib/postgresql';
  const candidates = process.env.POSTGRES_BIN_DIR
    ? [process.env.POSTGRES_BIN_DIR]
    : existsSync(root)
      ? readdirSync(root)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(root, version, 'bin'))
      : [];
  const bin = candidates.find(
    (dir) => isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'pg_ctl')),
  );
  if (!bin) {
    return {
      missing: `PostgreSQL's server programs (initdb, pg_ctl) are not in ${process.env.POSTGRES_BIN_DIR ?? `${root}/<version>/bin`}: install the postgresql package, or set POSTGRES_BIN_DIR`,
    };
  }
  // initdb and pg_ctl refuse to run as root: as root they run as the postgres user.
  if (process.getuid?.() === 0 && !userExists('postgres')) {
    return { missing: 'running as root, and there is no postgres user for initdb and pg_ctl to run as' };
  }
  return { bin };
}

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL cluster of the test's own, in a temporary folder on a free port, which the test stops and starts. */
export interface OwnPostgresCluster {
  port: number;
  /** Creates a database and answers its address. */
  createDatabase(name: string): Promise<string>;
  /** Ends every connection to the database but the asking one (pg_terminate_backend); answers how many. */
  terminateBackends(database: string): Promise<number>;
  /** Stops the server as an operator's fast shutdown does: sessions are ended, then it exits. */
  stop(): Promise<void>;
  /** Starts it again on the same port and folder, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it at once and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnPostgresCluster(): Promise<OwnPostgresCluster> {
  if ('missing' in postgresServerPrograms) throw new Error(postgresServerPrograms.missing);
  const { bin } = postgresServerPrograms;
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'fathom-pg-'));
  const data = join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(folder, uid, gid);
  }
  const program = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args);
  const port = await freePort();
  const adminUrl = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const withAdmin = async <T>(database: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl(database) });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  await program('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const start = async () => {
    await program('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'server.log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await program('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  await start();

  return {
    port,
    async createDatabase(name) {
      await withAdmin('postgres', (client) => client.query(`CREATE DATABASE ${name}`));
      return adminUrl(name);
    },
    terminateBackends: (database) =>
      withAdmin('postgres', async (client) => {
        const { rows } = await client.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [database],
        );
        return rows.filter((row) => row.ended).length;
      }),
    stop: () => stop('fast'),
    start,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
