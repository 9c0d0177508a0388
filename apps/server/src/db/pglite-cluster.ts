import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * PGlite's own settings, beside its defaults (`PGlite.defaultStartParams`). Its shared buffers default to 128 MB of
 * the WebAssembly heap, which never shrinks; Fathom's embedded database serves one clinic's demo or a small
 * practice, and the pages it does not keep are read back from the operating system's file cache (ADR 057).
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'] as const;

/** What the child runs: a new cluster in the folder, closed cleanly so the server opens it as any other. */
const CREATE_CLUSTER = `
const [moduleUrl, directory, ...settings] = process.argv.slice(1);
const loaded = await import(moduleUrl);
const PGlite = loaded.PGlite ?? loaded.default.PGlite;
const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])];
const db = await PGlite.create({ dataDir: directory, startParams });
await db.close();
`;

/**
 * Creates the embedded cluster in `directory` when it holds none, in a process of its own. PGlite runs initdb in a
 * second WebAssembly instance beside its own, and the process that made a cluster keeps about 450 MB more than one
 * that opens it (ADR 057): the server opens what the child made and never holds initdb's memory.
 */
export async function ensurePgliteCluster(directory: string): Promise<void> {
  if (existsSync(path.join(directory, 'PG_VERSION'))) return;
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '--eval', CREATE_CLUSTER, moduleUrl, directory, ...PGLITE_SETTINGS],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errors += chunk;
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0) {
    throw new Error(
      `Creating the embedded database in ${directory} failed (exit ${exitCode}): ${errors.trim()}`,
    );
  }
}
