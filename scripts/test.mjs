#!/usr/bin/env node
// `npm test`: every test layer in order, stopping at the first failure, then where the time went and one summary
// line. A step that waits mostly on the network or the disk (installing Chromium, the production image's clean
// install) runs alongside the others, its output shown once it ends.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { useSupportedNode } from './lib/node-runtime.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCaptured, runCommand } from './lib/run-command.mjs';
import { readPlaywrightCounts, readVitestCounts } from './lib/test-counts.mjs';
import { formatTimingReport, playwrightFileTimings, vitestFileTimings } from './lib/test-timings.mjs';

await useSupportedNode();
await ensureDependencies();

const reportDir = mkdtempSync(join(tmpdir(), 'fathom-test-reports-'));
const vitestReport = (/** @type {string} */ name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(reportDir, `${name}.json`)}`,
];
const e2eReport = join(reportDir, 'e2e.json');

/**
 * A step runs in its turn, the next waiting for it; one `alongside` starts in its turn and the steps after it go on
 * at once, until one that `waitsFor` it (or the end).
 * @typedef {{ files: import('./lib/test-timings.mjs').FileTiming[], retriedTests: string[] }} StepFiles
 * @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, alongside?: boolean, waitsFor?: string[], counts?: () => ({ passed: number, failed: number } | null), files?: () => StepFiles }} Step
 * @type {Step[]}
 */
const steps = [
  {
    name: 'Chromium',
    command: process.execPath,
    args: [join(repoRoot, 'scripts/ensure-chromium.mjs')],
    alongside: true,
  },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  {
    name: 'dependency advisories',
    command: process.execPath,
    args: [join(repoRoot, 'scripts/audit-dependencies.mjs')],
  },
  {
    name: 'unit tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'web*', ...vitestReport('unit')],
    counts: () => readVitestCounts(join(reportDir, 'unit.json')),
    files: () => ({ files: vitestFileTimings(join(reportDir, 'unit.json'), repoRoot), retriedTests: [] }),
  },
  {
    name: 'integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'integration*', ...vitestReport('integration')],
    counts: () => readVitestCounts(join(reportDir, 'integration.json')),
    files: () => ({
      files: vitestFileTimings(join(reportDir, 'integration.json'), repoRoot),
      retriedTests: [],
    }),
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'bundle budgets',
    command: process.execPath,
    args: [join(repoRoot, 'scripts/check-bundle-size.mjs')],
  },
  {
    // The Dockerfile's runtime stage without Docker: npm ci --omit=dev in a clean folder, then a production start.
    name: 'production image',
    command: process.execPath,
    args: [join(repoRoot, 'scripts/check-production-image.mjs')],
    alongside: true,
  },
  {
    name: 'end-to-end tests',
    waitsFor: ['Chromium'],
    command: 'npm',
    args: ['run', 'test:e2e'],
    env: { ...process.env, FATHOM_E2E_JSON_REPORT: e2eReport },
    counts: () => readPlaywrightCounts(e2eReport),
    files: () => playwrightFileTimings(e2eReport),
  },
];

let passed = 0;
let failed = 0;
let failedStep = null;
/** @type {{ name: string, ms: number }[]} */
const stepTimes = [];
/** @type {import('./lib/test-timings.mjs').LayerTiming[]} */
const layers = [];

/** @type {Map<string, Promise<number>>} */
const running = new Map();

/**
 * Waits for a step started alongside, then shows what it printed and how long it took.
 * @param {string} name
 */
async function waitForAlongside(name) {
  const step = running.get(name);
  if (!step) return true;
  running.delete(name);
  return (await step) === 0;
}

/** @param {Step} step @param {number} code @param {number} ms */
function record(step, code, ms) {
  stepTimes.push({ name: step.name, ms });
  const files = step.files?.();
  if (files) layers.push({ name: step.name, ms, ...files });
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) failedStep ??= step.name;
}

for (const step of steps) {
  for (const name of step.waitsFor ?? []) await waitForAlongside(name);
  if (failedStep) break;
  const started = performance.now();
  const options = { cwd: repoRoot, env: step.env ?? process.env };
  if (step.alongside) {
    console.log(`\n=== ${step.name} (alongside the next steps; its output follows when it ends) ===`);
    running.set(
      step.name,
      runCaptured(step.command, step.args, options).then(({ code, output }) => {
        const ms = performance.now() - started;
        console.log(
          `\n=== ${step.name} (ran alongside, ${(ms / 1000).toFixed(1)} s) ===\n${output.trimEnd()}`,
        );
        record(step, code, ms);
        return code;
      }),
    );
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const code = await runCommand(step.command, step.args, options);
  record(step, code, performance.now() - started);
  if (failedStep) break;
}
// Whatever ran alongside ends before the report (an installation is never cut off half-way).
for (const name of [...running.keys()]) await waitForAlongside(name);

rmSync(reportDir, { recursive: true, force: true });

// Where the time went, so that a slow test is seen the day it lands.
const timingReport = formatTimingReport({ steps: stepTimes, layers });
const timingPath = join(repoRoot, 'test-results', 'timings.txt');
mkdirSync(dirname(timingPath), { recursive: true });
writeFileSync(timingPath, timingReport);
console.log(`\n=== timings (also in ${timingPath}) ===\n${timingReport}`);

console.log('');
if (failedStep) {
  console.log(`npm test stopped: ${failedStep} failed.`);
} else {
  console.log('npm test: every step passed.');
}
const retried = layers.reduce((sum, layer) => sum + layer.retriedTests.length, 0);
console.log(
  `tests: ${passed} passed, ${failed} failed${retried > 0 ? `, ${retried} retried (named above)` : ''}`,
);
process.exit(failedStep ? 1 : 0);
