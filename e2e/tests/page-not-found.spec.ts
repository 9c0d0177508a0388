import { expect, test } from '@playwright/test';

test('an unknown path shows the page-not-found screen without an error toast', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page).toHaveURL('/no-such-page/anywhere');
  await expect(page.getByRole('alert').filter({ hasText: /error/i })).toHaveCount(0);
});
