import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('the root sends a visitor who is not signed in to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('the root sends a signed-in client to /home', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/');
  await expect(page).toHaveURL('/home');
});

test('the root sends a signed-in authorized user to /analysis', async ({ page }) => {
  await signInAs(page, 'jamie', '/analysis');
  await page.goto('/');
  await expect(page).toHaveURL('/analysis');
});

test('a page that needs a signed-in user sends a visitor to /login', async ({ page }) => {
  await page.goto('/cryogenic');
  await expect(page).toHaveURL('/login');
});
