#!/usr/bin/env node
// `npm start`: install what is missing, build when the sources changed, then run the server in the foreground.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';
import { buildFreshness } from './lib/build-freshness.mjs';
import { useSupportedNode } from './lib/node-runtime.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runOrExit } from './lib/run-command.mjs';
import { serverArguments } from './lib/server-command.mjs';

await useSupportedNode();
await ensureDependencies();

const freshness = buildFreshness(repoRoot);
if (freshness.fresh) {
  console.log(`Skipping the build: ${freshness.reason}.`);
} else {
  console.log(`Building: ${freshness.reason}.`);
  await runOrExit('npm', ['run', 'build'], { cwd: repoRoot });
}

const server = spawn(process.execPath, serverArguments(), {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
