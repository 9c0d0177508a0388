#!/usr/bin/env node
// `npm run dev`: rebuild the web app and the server when their sources change, and restart the server after
// either build. No extra dependencies: Vite's own watch mode, the server's build script and fs.watch.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { useSupportedNode } from './lib/node-runtime.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand, runOrExit } from './lib/run-command.mjs';
import { serverArguments } from './lib/server-command.mjs';

const serverSources = ['apps/server/src', 'packages/domain/src', 'packages/contract/src'];
const webDist = join(repoRoot, 'apps/web/dist');

await useSupportedNode();
await ensureDependencies();
await runOrExit('npm', ['run', 'build'], { cwd: repoRoot });

/** @param {() => void | Promise<void>} action @param {number} delayMs */
function debounced(action, delayMs) {
  let timer = /** @type {NodeJS.Timeout | undefined} */ (undefined);
  return () => {
    clearTimeout(timer);
    timer = setTimeout(action, delayMs);
  };
}

/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
let stopping = false;

function startServer() {
  server = spawn(process.execPath, serverArguments(), { cwd: repoRoot, env: process.env, stdio: 'inherit' });
  server.on('exit', (code, signal) => {
    if (!signal && code !== 0)
      console.error(`The server stopped with exit code ${code}; it restarts after the next build.`);
  });
}

/** @returns {Promise<void>} */
function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

// The server reads index.html once at start-up, so a new web build needs a restart too.
const restartServer = debounced(async () => {
  if (stopping) return;
  console.log('Restarting the server.');
  await stopServer();
  startServer();
}, 500);

let building = false;
let changedWhileBuilding = false;
async function rebuildServer() {
  if (building) {
    changedWhileBuilding = true;
    return;
  }
  building = true;
  const code = await runCommand('npm', ['run', 'build', '-w', '@fathom/server'], { cwd: repoRoot });
  building = false;
  if (changedWhileBuilding) {
    changedWhileBuilding = false;
    await rebuildServer();
    return;
  }
  if (code === 0) restartServer();
  else console.error('The server build failed; the last good build keeps running.');
}

startServer();
// The browser app only: the public pages are prerendered by a full build (npm run build), served as index.html here.
const webWatch = spawn('npm', ['run', 'build:app', '-w', '@fathom/web', '--', '--watch'], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});
watch(webDist, (_event, fileName) => {
  if (fileName === 'index.html') restartServer();
});
const scheduleServerBuild = debounced(rebuildServer, 300);
for (const source of serverSources) {
  watch(join(repoRoot, source), { recursive: true }, scheduleServerBuild);
}

async function stopAll() {
  stopping = true;
  webWatch.kill('SIGTERM');
  await stopServer();
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
