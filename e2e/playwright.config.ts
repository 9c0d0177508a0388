import { defineConfig, devices } from '@playwright/test';

const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Seeds the demo personas once; every server of the tests starts from a copy (support/global-setup.ts).
  globalSetup: './support/global-setup.ts',
  forbidOnly: true,
  // Each worker drives a server and database of its own (support/test.ts), so tests in two workers never meet; on
  // two cores two workers run the suite in four fifths of one worker's time (ADR 041).
  workers: Number(process.env.FATHOM_E2E_WORKERS ?? 2),
  retries: onCi ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.FATHOM_E2E_JSON_REPORT ?? './playwright-report/results.json' }],
  ],
  use: {
    // A failed test's trace keeps the page's DOM at each step, without the screencast: recording frames for every
    // test kept Chromium's compositor busy, about a fifth of the suite's time (ADR 041).
    // On CI a failed test runs again with its trace recorded, so the passing runs record nothing.
    trace: { mode: onCi ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      // Debian's headless shell of Chromium: the browser without its windowing layers, a quarter less time for the
      // suite than the full browser in headless mode (ADR 041); installed by scripts/ensure-chromium.mjs.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
