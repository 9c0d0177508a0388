import { chooseFromProfileMenu } from '../support/navigation';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('a reload keeps a signed-in client signed in', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.reload();
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('sam@example.com').first()).toBeVisible();
});

test('logout ends on /login and a reload stays logged out', async ({ page }) => {
  await signInAs(page, 'sam');
  await chooseFromProfileMenu(page, 'Logout');
  await expect(page).toHaveURL('/login');

  await page.reload();
  await expect(page).toHaveURL('/login');
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
});

test('after logout the old session cookie no longer reaches the profile', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  const response = await page.request.get('/api/restify/profile', {
    headers: { Accept: 'application/vnd.api+json' },
  });
  expect(response.status()).toBe(401);
});
