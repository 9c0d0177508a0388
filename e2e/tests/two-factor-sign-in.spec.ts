import { expect, test } from '@playwright/test';
import { alexTotpSecret, demoPassword, personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { freshTotp } from '../support/totp';

test('a client with two-factor authentication enters the authenticator code and lands on /home', async ({
  page,
}) => {
  await submitSignIn(page, personas.alex, demoPassword);
  await expect(page).toHaveURL('/2fa-login');

  await page.getByLabel('One-time code').fill(await freshTotp(alexTotpSecret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/home');
});

test('a wrong authenticator code keeps the client on /2fa-login with the server message', async ({
  page,
}) => {
  await submitSignIn(page, personas.alex, demoPassword);
  await expect(page).toHaveURL('/2fa-login');

  await page.getByLabel('One-time code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('The one time password is invalid.').first()).toBeVisible();
  await expect(page).toHaveURL('/2fa-login');
});
