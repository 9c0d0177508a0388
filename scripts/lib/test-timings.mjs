import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * @typedef {{ file: string, tests: number, ms: number, retried: number }} FileTiming
 * @typedef {{ name: string, ms: number, files: FileTiming[], retriedTests: string[] }} LayerTiming
 */

/**
 * Each test file's time from Vitest's JSON reporter: from the file's start to its end (its hooks, its server's start-up
 * and its tests), with its number of tests.
 * @param {string} path
 * @param {string} root the repository's root, which file names are given relative to
 * @returns {FileTiming[]}
 */
export function vitestFileTimings(path, root) {
  if (!existsSync(path)) return [];
  /** @type {{ testResults?: { name: string, startTime?: number, endTime?: number, assertionResults?: unknown[] }[] }} */
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return (report.testResults ?? []).map((result) => ({
    file: relative(root, result.name),
    tests: result.assertionResults?.length ?? 0,
    ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
    retried: 0,
  }));
}

/**
 * @typedef {{ duration: number, retry: number, status: string }} PlaywrightResult
 * @typedef {{ status: string, results: PlaywrightResult[] }} PlaywrightTest
 * @typedef {{ title: string, file: string, tests: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Each spec file's time from Playwright's JSON reporter: the sum of its tests' runs, retries included, in the workers
 * that ran them; a test that passed only on a retry ("flaky") is named, so a retried pass is never silent.
 * @param {string} path
 * @returns {{ files: FileTiming[], retriedTests: string[] }}
 */
export function playwrightFileTimings(path) {
  if (!existsSync(path)) return { files: [], retriedTests: [] };
  /** @type {{ suites?: PlaywrightSuite[] }} */
  const report = JSON.parse(readFileSync(path, 'utf8'));
  /** @type {Map<string, FileTiming>} */
  const byFile = new Map();
  /** @type {string[]} */
  const retriedTests = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = `e2e/tests/${spec.file}`;
      const timing = byFile.get(file) ?? { file, tests: 0, ms: 0, retried: 0 };
      byFile.set(file, timing);
      for (const test of spec.tests) {
        timing.tests += 1;
        for (const result of test.results) timing.ms += result.duration;
        if (test.results.some((result) => result.retry > 0)) {
          timing.retried += 1;
          const outcome = test.status === 'flaky' ? 'passed on a retry' : 'failed on every try';
          retriedTests.push(`${file}: ${[...titles, spec.title].join(' › ')} (${outcome})`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files; those inside them are their describe blocks.
  for (const suite of report.suites ?? []) visit(suite, []);
  return { files: [...byFile.values()], retriedTests };
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The report `npm test` prints and writes: each step's wall time, then for each test layer its slowest files with
 * their time per test, and every test that needed a retry.
 * @param {{ steps: { name: string, ms: number }[], layers: LayerTiming[], slowest?: number }} timings
 * @returns {string}
 */
export function formatTimingReport({ steps, layers, slowest = 20 }) {
  const lines = ['## Steps', ''];
  const total = steps.reduce((sum, step) => sum + step.ms, 0);
  const width = Math.max(...steps.map((step) => step.name.length), 5);
  for (const step of steps) lines.push(`${step.name.padEnd(width)}  ${seconds(step.ms).padStart(9)}`);
  lines.push(`${'total'.padEnd(width)}  ${seconds(total).padStart(9)}`);
  for (const layer of layers) {
    const tests = layer.files.reduce((sum, file) => sum + file.tests, 0);
    const fileTime = layer.files.reduce((sum, file) => sum + file.ms, 0);
    lines.push(
      '',
      `## ${layer.name}: ${tests} tests in ${layer.files.length} files, ${seconds(layer.ms)} wall, ${seconds(fileTime)} in files`,
      `slowest ${Math.min(slowest, layer.files.length)} files:`,
    );
    const ranked = [...layer.files].sort((a, b) => b.ms - a.ms).slice(0, slowest);
    const fileWidth = Math.max(...ranked.map((file) => file.file.length), 4);
    for (const file of ranked) {
      const perTest = file.tests > 0 ? seconds(file.ms / file.tests) : '-';
      const retried = file.retried > 0 ? `  ${file.retried} retried` : '';
      lines.push(
        `  ${file.file.padEnd(fileWidth)}  ${seconds(file.ms).padStart(8)}  ${String(file.tests).padStart(4)} tests  ${perTest.padStart(7)} per test${retried}`,
      );
    }
    if (layer.retriedTests.length > 0) {
      lines.push(`retried (${layer.retriedTests.length}):`);
      for (const test of layer.retriedTests) lines.push(`  ${test}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
