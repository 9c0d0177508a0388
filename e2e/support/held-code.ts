import type { Page } from '@playwright/test';

/** The app's entry script, which a page's first script asks for (apps/web/src/start-app.ts). */
export const entryScripts = '**/assets/index-*.js';

/** A page's first script (apps/web/src/start-app.ts), which the HTML itself asks for. */
export const firstScripts = '**/assets/start-app-*.js';

/**
 * Holds the app's code back from `page`, as on a slow phone, until `release` is called: meanwhile the prerendered
 * HTML is on screen and can be typed into. `asked` settles once the code is asked for: by the page's first script,
 * which has then run (the default), or, holding back `firstScripts`, by the HTML, before any script has run.
 */
export async function holdTheCode(
  page: Page,
  scripts: string = entryScripts,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(scripts, async (route) => {
    ask();
    await held;
    // A page left meanwhile (a form the browser sent itself) ended its request with it.
    await route.continue().catch(() => {});
  });
  return { asked, release };
}
