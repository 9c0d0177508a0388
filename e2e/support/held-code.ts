import type { Page } from '@playwright/test';

/** The app's entry script, which a page's first script asks for (apps/web/src/start-app.ts). */
export const entryScripts = '**/assets/index-*.js';

/**
 * Holds the app's code back from `page`, as on a slow phone, until `release` is called: meanwhile the prerendered
 * HTML is on screen and can be typed into. `asked` settles once the page's first script has asked for the code, so
 * that script has run by then.
 */
export async function holdTheCode(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(entryScripts, async (route) => {
    ask();
    await held;
    await route.continue();
  });
  return { asked, release };
}
