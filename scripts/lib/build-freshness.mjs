import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: a change to any of these makes the built apps stale. */
export const buildInputs = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  // The build's own plugins and the program that prerenders the public pages.
  'apps/web/build',
  'apps/web/vite.config.ts',
  // Where the message catalogues are and how they are compiled.
  'apps/web/lingui.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  // The server's messages: where its catalogues are and how they are compiled (ADR 066).
  'apps/server/lingui.config.ts',
  'apps/server/package.json',
];

/** Tests sit next to the code they test but are not part of the build. */
const testFile = /\.test\.[cm]?[jt]sx?$/;

/** What the build writes: the server's entry, the web app's page and its prerendered public pages. */
export const buildOutputs = [
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist/prerendered/manifest.json',
];

/**
 * @param {string} root
 * @returns {{ fresh: boolean, reason: string }}
 */
export function buildFreshness(root) {
  const outputTimes = [];
  for (const output of buildOutputs) {
    const path = join(root, output);
    if (!existsSync(path)) return { fresh: false, reason: `${output} does not exist` };
    outputTimes.push(statSync(path).mtimeMs);
  }
  const builtAt = Math.min(...outputTimes);
  for (const input of buildInputs) {
    const newer = findNewerFile(join(root, input), builtAt);
    if (newer)
      return { fresh: false, reason: `${newer.slice(root.length + 1)} changed after the last build` };
  }
  return { fresh: true, reason: 'the build is newer than every source file' };
}

/**
 * @param {string} path
 * @param {number} since
 * @returns {string | null}
 */
function findNewerFile(path, since) {
  if (!existsSync(path)) return null;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs > since ? path : null;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || testFile.test(entry.name)) continue;
    const newer = findNewerFile(join(path, entry.name), since);
    if (newer) return newer;
  }
  return null;
}
