import { existsSync, readFileSync } from 'node:fs';

/**
 * Counts from Vitest's JSON reporter (Jest-compatible shape).
 * @param {string} path
 * @returns {{ passed: number, failed: number } | null}
 */
export function readVitestCounts(path) {
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/**
 * Counts from Playwright's JSON reporter: "expected" passed, "flaky" passed on retry, "unexpected" failed.
 * @param {string} path
 * @returns {{ passed: number, failed: number } | null}
 */
export function readPlaywrightCounts(path) {
  if (!existsSync(path)) return null;
  const { stats } = JSON.parse(readFileSync(path, 'utf8'));
  if (!stats) return null;
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}
