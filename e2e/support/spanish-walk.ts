import { type EnglishToFind, englishLeftIn, englishToFindIn } from './english-left';
import { clippedOn, resizeTo, wcagAudit } from './page-checks';
import { type Persona, personas } from './personas';
import { profileBackToEnglish, setProfileLanguage } from './profile-language';
import { signInAs } from './sign-in';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './test';

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

/** The widths each page is read at: a phone's, where it is opened, and a desktop's, the same page widened. */
const widths = [390, 1280] as const;
const height = 900;

/** What the page's visitor was signed in with: the persona's session, kept for the next page of the same persona. */
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The texts left in English, the axe findings and what runs out of its room (clippedOn) on a page at a width. */
async function findingsOn(
  page: Page,
  path: string,
  width: number,
  english: EnglishToFind,
): Promise<string[]> {
  const texts = await textsOf(page);
  const axe = await wcagAudit(page);
  return [
    ...englishLeftIn(texts, english).map((text) => `${path} at ${width} px: ${text}`),
    ...axe.violations.map((violation) => `${path} at ${width} px: axe ${violation.id}`),
    ...(await clippedOn(page)).map((clipped) => `${path} at ${width} px: ${clipped}`),
  ];
}

/**
 * Walks the pages in Spanish and fails on any English left (and on axe's findings) at 390 and 1280 px. Each page opens
 * in a browser of its own that chose Spanish before, at a phone's width, and is read there, then widened to a
 * desktop's and read again: the texts a width shows (a part drawn only on a wide screen, a button shown only on a
 * phone) are read at the width that shows them, and the page loads once. A persona signs in once, on the first of
 * their pages; their other pages open with that session. Each spec file that calls it walks its own list, so the lists
 * run in parallel workers.
 */
export function walkInSpanish(translatedPages: readonly TranslatedPage[]): void {
  // The personas read the signed-in pages in Spanish from their profiles: the worker's other tests read them in English.
  test.afterEach(async ({ playwright, baseURL }) => {
    for (const persona of new Set(translatedPages.flatMap((page) => (page.as ? [page.as] : [])))) {
      await profileBackToEnglish(playwright, baseURL, personas[persona]);
    }
  });

  test(`the translated pages show no English in Spanish at ${widths.join(' and ')} px`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    // The list's length sets the time: 20 seconds a page, both widths (about 4 on a quiet machine).
    test.setTimeout(translatedPages.length * 20_000);
    const english = englishToFindIn('es');
    const found: string[] = [];
    const sessions = new Map<Persona, SignedIn>();
    const api = await playwright.request.newContext({ baseURL });
    for (const translated of translatedPages) {
      const session = translated.as ? sessions.get(translated.as) : undefined;
      // Each page in a browser of its own, which chose Spanish before (and, for a persona met before, is signed in).
      const context = await browser.newContext({
        baseURL,
        locale: 'es-US',
        viewport: { width: widths[0], height },
        ...(session ? { storageState: session } : {}),
      });
      if (!session) await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);
      const page = await context.newPage();
      if (translated.as && !session) {
        await setProfileLanguage(playwright, baseURL, personas[translated.as], 'es');
        await signInAs(page, translated.as, translated.as === 'jamie' ? '/analysis' : '/home');
        sessions.set(translated.as, await context.storageState());
      }
      let address = translated.path;
      if (translated.open) address = await translated.open(page, api);
      else if (translated.reach) await translated.reach(page);
      else await page.goto(translated.path);
      await expect(page).toHaveURL(address);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const width of widths) {
        if (width !== widths[0]) await resizeTo(page, width, height);
        // A part still loading (or kept out of sight until it has) would be walked without its words.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('html'), translated.path).toHaveAttribute('lang', 'es');
        found.push(...(await findingsOn(page, translated.path, width, english)));
      }
      await context.close();
    }
    await api.dispose();
    expect(found).toEqual([]);
  });
}
