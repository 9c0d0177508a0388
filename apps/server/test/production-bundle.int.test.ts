import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders: string[] = [];

/** The server bundled as `build.mjs` bundles it (with `--production` or not), every file's text together. */
async function bundleText(production: boolean): Promise<string> {
  // Under apps/server, in a `dist` folder git and the linter ignore, as the restore drill's test builds it.
  const folder = await mkdtemp(path.join(serverRoot, '.bundle-check-'));
  folders.push(folder);
  const outdir = path.join(folder, 'dist');
  await promisify(execFile)(process.execPath, [
    path.join(serverRoot, 'build.mjs'),
    '--outdir',
    outdir,
    ...(production ? ['--production'] : []),
  ]);
  const names = (await readdir(outdir)).filter((name) => name.endsWith('.js'));
  return (await Promise.all(names.map((name) => readFile(path.join(outdir, name), 'utf8')))).join('\n');
}

describe("the server's production bundle", () => {
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('leaves out the development identity provider, which the development bundle serves', async () => {
    const [development, production] = await Promise.all([bundleText(false), bundleText(true)]);
    for (const route of ['/oidc/authorize', '/oidc/token', '/oidc/jwks']) {
      expect(development).toContain(route);
      expect(production).not.toContain(route);
    }
    // The rest of the server is there: sign-in, and the check that production names an identity provider.
    expect(production).toContain('/api/login');
    expect(production).toContain('the built-in development identity provider never runs there');
  });
});
