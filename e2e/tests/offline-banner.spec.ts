import { expect, test } from '@playwright/test';

test('a banner says "You are offline..." while the browser is offline and goes away when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const banner = page.getByText('You are offline...', { exact: true });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
