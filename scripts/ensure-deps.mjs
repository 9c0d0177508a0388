#!/usr/bin/env node
// Installs dependencies when node_modules is missing or out of date with package-lock.json.
import { pathToFileURL } from 'node:url';
import { dependencyState } from './lib/dependency-state.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runOrExit } from './lib/run-command.mjs';

export async function ensureDependencies() {
  const state = dependencyState(repoRoot);
  if (state.action === 'none') {
    console.log(`Dependencies are up to date (${state.reason}).`);
    return;
  }
  console.log(`Installing dependencies: ${state.reason}.`);
  await runOrExit('npm', [state.action === 'ci' ? 'ci' : 'install'], { cwd: repoRoot });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureDependencies();
}
