#!/usr/bin/env node
// `npm run dev`: rebuild the web app and the server when their sources change, and restart the server
// whenever either build changes. No extra dependencies: Vite's own watch mode and Node's --watch-path.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand, runOrExit } from './lib/run-command.mjs';

const serverSources = ['apps/server/src', 'packages/domain/src', 'packages/contract/src'];

await ensureDependencies();
await runOrExit('npm', ['run', 'build'], { cwd: repoRoot });

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const start = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, { cwd: repoRoot, env: process.env, stdio: 'inherit' });
  children.push(child);
  return child;
};

start('npm', ['run', 'build', '-w', '@fathom/web', '--', '--watch']);
const server = start(process.execPath, [
  `--watch-path=${join(repoRoot, 'apps/server/dist')}`,
  `--watch-path=${join(repoRoot, 'apps/web/dist')}`,
  join(repoRoot, 'apps/server/dist/main.js'),
]);

let rebuildTimer = /** @type {NodeJS.Timeout | undefined} */ (undefined);
let building = false;
let changedWhileBuilding = false;
const rebuildServer = async () => {
  if (building) {
    changedWhileBuilding = true;
    return;
  }
  building = true;
  const code = await runCommand('npm', ['run', 'build', '-w', '@fathom/server'], { cwd: repoRoot });
  if (code !== 0) console.error('The server build failed; the last good build keeps running.');
  building = false;
  if (changedWhileBuilding) {
    changedWhileBuilding = false;
    await rebuildServer();
  }
};
for (const source of serverSources) {
  watch(join(repoRoot, source), { recursive: true }, () => {
    clearTimeout(rebuildTimer);
    rebuildTimer = setTimeout(rebuildServer, 300);
  });
}

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
server.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`The server stopped with exit code ${code}.`);
});
