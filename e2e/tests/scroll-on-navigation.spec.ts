import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the bottom of a page long enough to scroll, and checks that it moved. */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

/** The new page is long enough that a kept scroll position would have stayed where it was. */
async function expectAtTopOfLongPage(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: innerHeight,
  }));
  expect(height).toBeGreaterThan(viewport + 300);
  expect(await scrollY(page)).toBe(0);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('R-02: following a link to a route without a hash starts the new page at the top', async ({
    page,
  }) => {
    await signInAs(page, 'sam');
    await expect(page.locator('main h1').first()).toBeVisible();
    await scrollToBottom(page);
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Analysis' })
      .click();
    await expect(page).toHaveURL('/analysis');
    await expectAtTopOfLongPage(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('R-02: a tap in the site menu starts the new page at the top', async ({ page }) => {
    await signInAs(page, 'sam');
    await page.goto('/analysis');
    await expect(page.locator('main h1').first()).toBeVisible();
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Home', exact: true }).tap();
    await expect(page).toHaveURL('/home');
    await expectAtTopOfLongPage(page);
  });
});
