#!/usr/bin/env node
// Fails on a high or critical advisory in the production dependencies. When the registry in use does not
// offer npm's audit service (some mirrors answer 405), it says so and does not fail: there is nothing to read.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/repo-root.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: repoRoot, encoding: 'utf8' });
/** @type {{ metadata?: { vulnerabilities?: Record<string, number> }, message?: string, error?: { summary?: string } } | null} */
let report = null;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message || report?.error?.summary || 'no report';
  console.log(`npm audit is not available from this registry (${reason.trim()}); skipped.`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low.`,
);
process.exit(serious > 0 ? 1 : 0);
