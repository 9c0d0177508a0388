#!/usr/bin/env node
// The end-to-end tests drive Debian's headless shell of Chromium (the browser without its windowing layers, a
// quarter less time for the browser suite: ADR 041); `npm run bench` drives the full Chromium. Both are Debian
// packages of the same release: install with apt-get whichever is missing, when we may.
import { existsSync } from 'node:fs';
import { runOrExit } from './lib/run-command.mjs';

const browsers = [
  { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', apt: 'chromium' },
];
const missing = browsers.filter((browser) => !existsSync(browser.path));
const packages = missing.map((browser) => browser.apt);

if (missing.length === 0) {
  console.log(`Chromium is installed at ${browsers.map((browser) => browser.path).join(' and ')}.`);
} else if (process.getuid?.() === 0) {
  console.log(`Missing: ${missing.map((browser) => browser.path).join(', ')}; installing with apt-get.`);
  await runOrExit('apt-get', ['update']);
  await runOrExit('apt-get', ['install', '-y', ...packages]);
  const stillMissing = missing.filter((browser) => !existsSync(browser.path));
  if (stillMissing.length > 0) {
    console.error(
      `apt-get finished but ${stillMissing.map((browser) => browser.path).join(', ')} is missing.`,
    );
    process.exit(1);
  }
} else {
  console.error(
    `Missing: ${missing.map((browser) => browser.path).join(', ')}. The end-to-end tests and the benchmark need ` +
      `them; install them as root with:\n  sudo sh -c 'apt-get update && apt-get install -y ${packages.join(' ')}'\n` +
      'then run npm test again.',
  );
  process.exit(1);
}
