import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('sign-in pages are titled with the route name and the product name', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Fathom');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot password | Fathom');
});

test('the title follows each navigation inside the portal', async ({ page }) => {
  await signInAs(page, 'sam');
  await expect(page).toHaveTitle('Home | Fathom');
  await page.getByRole('link', { name: 'Analysis', exact: true }).first().click();
  await expect(page).toHaveURL('/analysis');
  await expect(page).toHaveTitle('Analysis | Fathom');
});
