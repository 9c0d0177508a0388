import type { Page } from '@playwright/test';

/** The marketing site's base address: the server under test runs with MARKETING_URL unset. */
export const MARKETING_URL = 'https://fathom.example';

/** The marketing site cannot be reached from the test machine: a small page stands in for each of its pages. */
export async function standInForMarketingSite(page: Page): Promise<void> {
  await page.route(`${MARKETING_URL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Marketing site</title><h1>Marketing site</h1>',
    }),
  );
}
