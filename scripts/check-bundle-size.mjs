#!/usr/bin/env node
// Fails when the web build exceeds the page-speed budgets of DESIGN.md section 8.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyseBundle, budgetViolations, formatReport } from './lib/bundle-analysis.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const distDir = process.argv[2] ?? join(repoRoot, 'apps/web/dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No web build at ${distDir}: run npm run build first.`);
  process.exit(1);
}

const report = analyseBundle(distDir);
console.log(formatReport(report));
const violations = budgetViolations(report);
if (violations.length > 0) {
  console.error(`\nBundle budgets exceeded:\n${violations.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery bundle budget holds.');
