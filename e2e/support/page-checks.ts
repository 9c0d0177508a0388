import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag21AAndAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page as it stands has no WCAG 2.1 A or AA violation axe can find. */
export async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcag21AAndAA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Nothing runs out of the window sideways: the page is no wider than the viewport. */
export async function expectNothingClipped(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Resizes the page's viewport to `width` and waits until the page has drawn itself at it (two frames: the media
 * queries' listeners have answered and React has drawn what they changed), as a desktop window made narrower or wider
 * does. Checking one page load at two widths this way costs a resize, not a second load.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
}

/**
 * Runs `check` on the page as it stands at each width in turn (resized as a window is), then gives the page back at
 * the width it had: a journey followed once, at one width, whose pages are checked at the others too.
 */
export async function atEachWidth(
  page: Page,
  widths: readonly number[],
  check: (width: number) => Promise<void>,
): Promise<void> {
  const journey = page.viewportSize();
  if (!journey) throw new Error('The page has no viewport to resize.');
  for (const width of widths) {
    if (width !== page.viewportSize()?.width) await resizeTo(page, width, journey.height);
    await check(width);
  }
  if (page.viewportSize()?.width !== journey.width) await resizeTo(page, journey.width, journey.height);
}

/**
 * At each width (atEachWidth): nothing runs out of the window sideways and axe finds nothing, unless told to check
 * only one of the two.
 */
export async function expectLaidOutAt(
  page: Page,
  widths: readonly number[],
  { clipped = true, violations = true }: { clipped?: boolean; violations?: boolean } = {},
): Promise<void> {
  await atEachWidth(page, widths, async () => {
    if (clipped) await expectNothingClipped(page);
    if (violations) await expectNoViolations(page);
  });
}
