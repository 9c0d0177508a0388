import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Decides whether node_modules matches package-lock.json.
 * npm rewrites node_modules/.package-lock.json (the "hidden lockfile") after every install, so a lock file
 * that is newer than it may mean new dependencies. A newer lock whose packages all match the hidden lockfile
 * (same path and version; platform-specific optional packages may be absent) needs no install.
 * @param {string} root
 * @returns {{ action: 'none' | 'ci' | 'install', reason: string }}
 */
export function dependencyState(root) {
  const lockPath = join(root, 'package-lock.json');
  const hiddenLockPath = join(root, 'node_modules', '.package-lock.json');
  const hasLock = existsSync(lockPath);
  if (!existsSync(join(root, 'node_modules'))) {
    return { action: hasLock ? 'ci' : 'install', reason: 'node_modules is missing' };
  }
  if (!hasLock) {
    return existsSync(hiddenLockPath)
      ? { action: 'none', reason: 'no package-lock.json; node_modules is present' }
      : { action: 'install', reason: 'no package-lock.json and node_modules was never installed by npm' };
  }
  if (!existsSync(hiddenLockPath)) {
    return { action: 'ci', reason: 'node_modules/.package-lock.json is missing' };
  }
  if (statSync(lockPath).mtimeMs <= statSync(hiddenLockPath).mtimeMs) {
    return { action: 'none', reason: 'node_modules is newer than package-lock.json' };
  }
  const difference = firstLockDifference(readPackages(lockPath), readPackages(hiddenLockPath));
  return difference
    ? { action: 'ci', reason: `package-lock.json changed since the last install (${difference})` }
    : { action: 'none', reason: 'package-lock.json is newer but lists exactly what node_modules holds' };
}

/** @param {string} path @returns {Record<string, { version?: string, optional?: boolean }>} */
function readPackages(path) {
  return JSON.parse(readFileSync(path, 'utf8')).packages ?? {};
}

/**
 * @param {Record<string, { version?: string, optional?: boolean }>} locked
 * @param {Record<string, { version?: string, optional?: boolean }>} installed
 * @returns {string | null}
 */
export function firstLockDifference(locked, installed) {
  for (const [path, entry] of Object.entries(locked)) {
    if (path === '') continue;
    const present = installed[path];
    if (!present) {
      if (entry.optional) continue;
      return `${path} is not installed`;
    }
    if (present.version !== entry.version) {
      return `${path} is ${present.version ?? 'unversioned'}, the lock wants ${entry.version ?? 'unversioned'}`;
    }
  }
  for (const path of Object.keys(installed)) {
    if (path !== '' && !locked[path]) return `${path} is installed but no longer locked`;
  }
  return null;
}
