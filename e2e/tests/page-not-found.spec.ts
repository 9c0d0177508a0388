import { expect, test } from '../support/test';

test('an unknown path shows the page-not-found screen without an error toast', async ({ page }) => {
  await page.goto('/no-such-page/anywhere');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page).toHaveURL('/no-such-page/anywhere');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
