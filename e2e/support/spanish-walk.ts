import AxeBuilder from '@axe-core/playwright';
import { englishLeftIn, englishToFindIn } from './english-left';
import { type Persona, personas } from './personas';
import { profileBackToEnglish, setProfileLanguage } from './profile-language';
import { signInAs } from './sign-in';
import { type APIRequestContext, expect, type Page, test } from './test';

/** A page walked in Spanish: a text, an accessible name or a title on it that is English fails the walk. */
export interface TranslatedPage {
  /** Its address; for an address that holds an id known only as the walk runs, its pattern (`/onboarding/item/:uuid`). */
  path: string;
  /** Signed in as this persona first; signed out otherwise. */
  as?: Persona;
  /** How a visitor reaches it, when opening its address is not enough. */
  reach?: (page: Page) => Promise<void>;
  /**
   * For an address holding an id known only as the walk runs (`path` is then its pattern), or a state reached by
   * acting on the page: opens it, answers it. `api` is a request context of the walk's own (signed in as nobody),
   * for what the page needs made first through the API.
   */
  open?: (page: Page, api: APIRequestContext) => Promise<string>;
}

/**
 * Every text of the page (text nodes, accessible names, titles, placeholders and alternative texts), and its title
 * and description, leaving out what is marked as written in another language (the switch's "English", the lab's own
 * notes).
 */
export async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '') === document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('script, style, template, noscript') || !inPageLanguage(parent)) continue;
      texts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * Walks the pages in Spanish at 390 and 1280 px, each in a browser of its own that chose Spanish before, and fails
 * on any English left (and on axe's findings). Each spec file that calls it walks its own list, so the lists run in
 * parallel workers.
 */
export function walkInSpanish(translatedPages: readonly TranslatedPage[]): void {
  // The two widths in two workers, when there are two.
  test.describe.configure({ mode: 'parallel' });
  for (const width of [390, 1280]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, locale: 'es-US' });
      // The personas read the signed-in pages in Spanish from their profiles: the worker's other tests read them in English.
      test.afterEach(async ({ playwright, baseURL }) => {
        for (const page of translatedPages) {
          if (page.as) await profileBackToEnglish(playwright, baseURL, personas[page.as]);
        }
      });

      test('the translated pages show no English in Spanish', async ({ browser, baseURL, playwright }) => {
        // Each page opens a browser of its own, some signing a persona in first: the list's length sets the time,
        // 20 seconds a page (about 10 on a quiet machine).
        test.setTimeout(translatedPages.length * 20_000);
        const english = englishToFindIn('es');
        const found: string[] = [];
        const api = await playwright.request.newContext({ baseURL });
        for (const translated of translatedPages) {
          // Each page in a browser of its own, which chose Spanish before.
          const context = await browser.newContext({
            baseURL,
            locale: 'es-US',
            viewport: { width, height: 900 },
          });
          await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);
          const page = await context.newPage();
          if (translated.as) {
            await setProfileLanguage(playwright, baseURL, personas[translated.as], 'es');
            await signInAs(page, translated.as, translated.as === 'jamie' ? '/analysis' : '/home');
          }
          let address = translated.path;
          if (translated.open) address = await translated.open(page, api);
          else if (translated.reach) await translated.reach(page);
          else await page.goto(translated.path);
          await expect(page).toHaveURL(address);
          await expect(page.locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          // A part still loading (or kept out of sight until it has) would be walked without its words.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('html'), translated.path).toHaveAttribute('lang', 'es');
          const texts = await textsOf(page);
          found.push(...englishLeftIn(texts, english).map((text) => `${translated.path}: ${text}`));
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          found.push(...axe.violations.map((violation) => `${translated.path}: axe ${violation.id}`));
          await context.close();
        }
        await api.dispose();
        expect(found).toEqual([]);
      });
    });
  }
}
