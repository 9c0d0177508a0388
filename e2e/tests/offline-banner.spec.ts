import { expect, test } from '../support/test';

test('a banner says "You are offline..." while the browser is offline and goes away when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // The sign-in button comes disabled in the HTML and is enabled once the page's code has run: going offline before
  // that would also cut the code off, which is the load-failure notice's case, not this one.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  const banner = page.getByText('You are offline...', { exact: true });
  await expect(banner).toBeHidden();

  await context.setOffline(true);
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
