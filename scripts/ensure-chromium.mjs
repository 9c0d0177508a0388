#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium; install it with apt-get when it is missing and we may.
import { existsSync } from 'node:fs';
import { runOrExit } from './lib/run-command.mjs';

const chromiumPath = '/usr/bin/chromium';
const installCommand = 'apt-get update && apt-get install -y chromium';

if (existsSync(chromiumPath)) {
  console.log(`Chromium is installed at ${chromiumPath}.`);
} else if (process.getuid?.() === 0) {
  console.log(`Chromium is missing at ${chromiumPath}: installing it with apt-get.`);
  await runOrExit('apt-get', ['update']);
  await runOrExit('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
} else {
  console.error(
    `Chromium is missing at ${chromiumPath}. The end-to-end tests need it; install it as root with:\n` +
      `  sudo sh -c '${installCommand}'\n` +
      'then run npm test again.',
  );
  process.exit(1);
}
