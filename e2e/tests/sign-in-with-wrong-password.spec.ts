import { expect, test } from '@playwright/test';
import { personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await submitSignIn(page, personas.drew, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});
