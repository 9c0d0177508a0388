import { defineConfig, devices } from '@playwright/test';

const onCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  forbidOnly: true,
  // The CI machine has 2 cores, and the server under test needs one of them.
  workers: onCi ? 1 : 2,
  retries: onCi ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.FATHOM_E2E_JSON_REPORT ?? './playwright-report/results.json' }],
  ],
  use: {
    // Set by the global setup once the server under test listens; workers start after it and inherit it.
    baseURL: process.env.FATHOM_E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
