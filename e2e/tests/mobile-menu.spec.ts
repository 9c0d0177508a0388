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
  const toggle = page.getByRole('button', { name: /menu/i }).first();
  await expect(toggle).toBeVisible();
  expect(await pageScrollIsLocked(page)).toBe(false);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await pageScrollIsLocked(page)).toBe(true);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await pageScrollIsLocked(page)).toBe(false);
});
