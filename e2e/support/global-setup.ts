import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDataVariable, startBuiltServer } from './built-server';

/**
 * Seeds the demo personas once, by starting the built server on an empty embedded database and stopping it, and
 * keeps its database folder: every server the tests start on the embedded database starts from a copy of it
 * (the workers inherit the variable naming it). The returned function is Playwright's teardown.
 */
export default async function seedOnce(): Promise<() => void> {
  const server = await startBuiltServer();
  const seeded = join(mkdtempSync(join(tmpdir(), 'fathom-e2e-seeded-')), 'pglite');
  await server.stop({ keepData: (dataDir) => renameSync(join(dataDir, 'pglite'), seeded) });
  process.env[seededDataVariable] = seeded;
  return () => rmSync(join(seeded, '..'), { recursive: true, force: true });
}
