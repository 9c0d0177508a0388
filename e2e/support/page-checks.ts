import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every page is audited with: axe's WCAG 2.1 A and AA rules. */
const wcag21AAndAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's audit of the page as it stands, with every WCAG 2.1 A and AA rule; each violation lists all its elements.
 * A page of one frame is audited in one pass inside the page (axe's legacy mode): the default runs axe in each frame,
 * then opens a blank tab to merge the frames' results, about half an audit's time. A page with frames keeps the
 * default, the one that audits cross-origin frames too. What passes is named, not described element by element
 * (`resultTypes`): every rule still runs on every element, and describing each passing one was most of the rest.
 */
export function wcagAudit(page: Page): ReturnType<AxeBuilder['analyze']> {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcag21AAndAA)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
}

/** The page as it stands has no WCAG 2.1 A or AA violation axe can find; a failure names the elements of each. */
export async function expectNoViolations(page: Page): Promise<void> {
  // A toast on its way out fades for a moment before it is removed: audited mid-fade, its words are measured against
  // a half-transparent box, and fail the contrast rule a toast on screen passes.
  await expect(page.locator('[data-testid="toast"][data-state="hidden"]')).toHaveCount(0);
  const results = await wcagAudit(page);
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * What runs out of its room on the page as it stands: the page itself, wider than the window, and any box whose
 * content is wider than it (an element drawn with a border on both sides, as a long word in a narrow step of a
 * tracker is); a box that scrolls on purpose, and a field, are left out.
 */
export async function clippedOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page is ${overflow} px wider than the window`);
    for (const element of document.querySelectorAll('body *')) {
      if (element.matches('input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const bordered =
        Number.parseFloat(style.borderLeftWidth) > 0 && Number.parseFloat(style.borderRightWidth) > 0;
      if (bordered && element.scrollWidth > element.clientWidth + 1) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        found.push(`a ${element.tagName.toLowerCase()} whose content runs out of it: "${text}"`);
      }
    }
    return found;
  });
}

/** Nothing runs out of its room: not the page out of the window, nor a word out of its box (clippedOn). */
export async function expectNothingClipped(page: Page): Promise<void> {
  expect(await clippedOn(page)).toEqual([]);
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
