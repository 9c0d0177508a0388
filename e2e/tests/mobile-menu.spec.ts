import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

function pageScrollIsLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const locks = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflow === 'hidden' || style.overflowY === 'hidden' || style.position === 'fixed';
    };
    return locks(document.documentElement) || locks(document.body);
  });
}

test('opening the mobile menu locks page scroll and closing it unlocks it', async ({ page }) => {
  await signInAs(page, 'sam');
  const openToggle = page.getByRole('button', { name: 'Open menu', exact: true });
  const closeToggle = page.getByRole('button', { name: 'Close menu', exact: true });
  await expect(openToggle).toHaveAttribute('aria-expanded', 'false');
  expect(await pageScrollIsLocked(page)).toBe(false);

  await openToggle.click();
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Analysis' }),
  ).toBeVisible();
  await expect.poll(() => pageScrollIsLocked(page)).toBe(true);

  await closeToggle.click();
  await expect(openToggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
});
