#!/usr/bin/env node
// Installs dependencies when node_modules is missing or out of date with package-lock.json.
import { pathToFileURL } from 'node:url';
import { dependencyState } from './lib/dependency-state.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand, runOrExit } from './lib/run-command.mjs';

export async function ensureDependencies() {
  const state = dependencyState(repoRoot);
  if (state.action === 'none') {
    console.log(`Dependencies are up to date (${state.reason}).`);
    return;
  }
  console.log(`Installing dependencies: ${state.reason}.`);
  if (state.action !== 'ci') {
    await runOrExit('npm', ['install'], { cwd: repoRoot });
    return;
  }
  if ((await runCommand('npm', ['ci'], { cwd: repoRoot })) === 0) return;
  // The registry reachable here lacks some platform builds that the linter lists as optional (for other
  // operating systems), so `npm ci` can refuse a lock file that is complete for this machine. `npm install`
  // still installs exactly the locked versions and leaves the lock file as it is.
  console.log('npm ci refused the lock file; installing the locked versions with npm install instead.');
  await runOrExit('npm', ['install', '--no-save'], { cwd: repoRoot });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureDependencies();
}
