import type { Page } from '@playwright/test';

/** The app's entry script, which a page's first script asks for (apps/web/src/start-app.ts). */
export const entryScripts = '**/assets/index-*.js';

/**
 * Holds the app's code back from `page`, as on a slow phone, until the function answered is called: meanwhile the
 * prerendered HTML is on screen and can be typed into.
 */
export async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(entryScripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
