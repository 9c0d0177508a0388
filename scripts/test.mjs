#!/usr/bin/env node
// `npm test`: every test layer in order, stopping at the first failure, then one summary line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { repoRoot } from './lib/repo-root.mjs';
import { runCommand } from './lib/run-command.mjs';
import { readPlaywrightCounts, readVitestCounts } from './lib/test-counts.mjs';

await ensureDependencies();

const reportDir = mkdtempSync(join(tmpdir(), 'fathom-test-reports-'));
const vitestReport = (/** @type {string} */ name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(reportDir, `${name}.json`)}`,
];
const e2eReport = join(reportDir, 'e2e.json');

/** @type {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, counts?: () => ({ passed: number, failed: number } | null) }[]} */
const steps = [
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
    args: ['vitest', 'run', '--project', 'unit', '--project', 'web', ...vitestReport('unit')],
    counts: () => readVitestCounts(join(reportDir, 'unit.json')),
  },
  {
    name: 'integration tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'integration', ...vitestReport('integration')],
    counts: () => readVitestCounts(join(reportDir, 'integration.json')),
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
  },
  { name: 'Chromium', command: process.execPath, args: [join(repoRoot, 'scripts/ensure-chromium.mjs')] },
  {
    name: 'end-to-end tests',
    command: 'npm',
    args: ['run', 'test:e2e'],
    env: { ...process.env, FATHOM_E2E_JSON_REPORT: e2eReport },
    counts: () => readPlaywrightCounts(e2eReport),
  },
];

let passed = 0;
let failed = 0;
let failedStep = null;

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const code = await runCommand(step.command, step.args, { cwd: repoRoot, env: step.env ?? process.env });
  const counts = step.counts?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

rmSync(reportDir, { recursive: true, force: true });

console.log('');
if (failedStep) {
  console.log(`npm test stopped: ${failedStep} failed.`);
} else {
  console.log('npm test: every step passed.');
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
