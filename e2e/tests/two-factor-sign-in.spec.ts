import { expect, test } from '@playwright/test';
import { alexTotpSecret, demoPassword, personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { freshTotp } from '../support/totp';
import { newCustomerWithPassword } from './checkout-helpers';

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

test('a customer turns two-factor sign-in on after typing their password again', async ({
  page,
  request,
}) => {
  const password = 'Two-factor-pass-1';
  const email = await newCustomerWithPassword(request, 'enable-two-factor', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  const turnOn = page.getByRole('button', { name: 'Turn on two-factor authentication' });

  await page.getByLabel('6-digit code from your authenticator app').fill(await freshTotp(secret));
  await page.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await turnOn.click();
  await expect(page.getByLabel('Your password', { exact: true })).toHaveAccessibleDescription(
    /That password is not correct\./,
  );
  await expect(turnOn).toBeVisible();

  await page.getByLabel('6-digit code from your authenticator app').fill(await freshTotp(secret));
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await turnOn.click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();

  await page.context().clearCookies();
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/2fa-login');
});
