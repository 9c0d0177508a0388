// Checks the built app against the page-speed budget: initial JavaScript of /login, each route chunk, and CSS (gzip).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgets = { loginInitialJs: 90 * 1024, routeChunk: 40 * 1024, css: 20 * 1024 };

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'));
const loginChunks = new Set([...staticClosure(entryKey), ...(loginKey ? staticClosure(loginKey) : [])]);
const loginInitialJs = [...loginChunks].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
const css = [...cssFiles].reduce((sum, file) => sum + gzipSize(file), 0);

const failures = [];
console.log(
  `initial JavaScript for /login: ${kb(loginInitialJs)} gzip (budget ${kb(budgets.loginInitialJs)})`,
);
if (loginInitialJs > budgets.loginInitialJs) failures.push('initial JavaScript for /login');
console.log(`CSS: ${kb(css)} gzip (budget ${kb(budgets.css)})`);
if (css > budgets.css) failures.push('CSS');

let largest = { key: '', size: 0 };
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const size = gzipSize(chunk.file);
  if (size > largest.size) largest = { key, size };
  if (size > budgets.routeChunk) failures.push(`route chunk ${key} (${kb(size)})`);
}
console.log(
  `largest route chunk: ${largest.key} ${kb(largest.size)} gzip (budget ${kb(budgets.routeChunk)})`,
);

if (failures.length > 0) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
