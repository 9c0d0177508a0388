import AxeBuilder from '@axe-core/playwright';
import { englishLeftIn, englishToFindIn } from './english-left';
import { type Persona, personas } from './personas';
import { profileBackToEnglish, setProfileLanguage } from './profile-language';
import { signInAs } from './sign-in';
import { expect, type Page, test } from './test';

/** A page walked in Spanish: a text, an accessible name or a title on it that is English fails the walk. */
export interface TranslatedPage {
  path: string;
  /** Signed in as this persona first; signed out otherwise. */
  as?: Persona;
  /** Where on the page the words are translated so far: the whole body unless given. */
  within?: readonly string[];
  /** How a visitor reaches it, when opening its address is not enough. */
  reach?: (page: Page) => Promise<void>;
  /** The address it is at once reached, when `path` only names it (a kit's own page, whose id the seed draws). */
  at?: RegExp;
}

/** The signed-in layout's own parts: the skip link, the header with the navigation and its menus, the footer. */
export const layoutChrome = [
  '[data-layout] > .skip-link',
  '[data-layout] > header',
  '[data-layout] > footer',
];

/**
 * Every text of the page in the parts given (text nodes, accessible names, titles and placeholders), and its title
 * and description, leaving out what is marked as written in another language (the switch's "English").
 */
async function textsOf(page: Page, within: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const texts = [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ];
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? '') === document.documentElement.lang;
    for (const root of selectors.flatMap((selector) => [...document.querySelectorAll(selector)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || parent.closest('script, style, template, noscript') || !inPageLanguage(parent))
          continue;
        texts.push(walker.currentNode.textContent ?? '');
      }
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (!inPageLanguage(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
    }
    return texts;
  }, within);
}

/**
 * Walks the pages in Spanish at 390 and 1280 px, each in a browser of its own that chose Spanish before, and fails
 * on any English left (and on axe's findings). Each spec file that calls it walks its own list, so the lists run in
 * parallel workers.
 */
export function walkInSpanish(translatedPages: readonly TranslatedPage[]): void {
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
        // Each page opens a browser of its own, some signing a persona in first: the list's length sets the time
        // (about 8 seconds a page on two busy cores, tripled as a slow test).
        test.setTimeout(Math.max(120_000, translatedPages.length * 10_000));
        test.slow();
        const english = englishToFindIn('es');
        const found: string[] = [];
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
          if (translated.reach) await translated.reach(page);
          else await page.goto(translated.path);
          await expect(page).toHaveURL(translated.at ?? translated.path);
          await expect(page.locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          // A part still loading (or kept out of sight until it has) would be walked without its words.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('html'), translated.path).toHaveAttribute('lang', 'es');
          const texts = await textsOf(page, translated.within ?? ['body']);
          found.push(...englishLeftIn(texts, english).map((text) => `${translated.path}: ${text}`));
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          found.push(...axe.violations.map((violation) => `${translated.path}: axe ${violation.id}`));
          await context.close();
        }
        expect(found).toEqual([]);
      });
    });
  }
}
