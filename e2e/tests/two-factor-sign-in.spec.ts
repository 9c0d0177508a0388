import { alexTotpSecret, demoPassword, personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { totp, unusedTotp } from '../support/totp';
import { newCustomerWithPassword } from './checkout-helpers';

test('a client with two-factor authentication enters the authenticator code and lands on /home', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await submitSignIn(page, personas.alex, demoPassword);
  await expect(page).toHaveURL('/2fa-login');

  await page.getByLabel('One-time code').fill(await unusedTotp(alexTotpSecret, page.url()));
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
  test.setTimeout(90_000);
  const password = 'Two-factor-pass-1';
  const email = await newCustomerWithPassword(request, 'enable-two-factor', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  const turnOn = page.getByRole('button', { name: 'Turn on two-factor authentication' });

  // Refused for the password before the code is looked at: the code's step stays unused.
  await page.getByLabel('6-digit code from your authenticator app').fill(totp(secret));
  await page.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await turnOn.click();
  await expect(page.getByLabel('Your password', { exact: true })).toHaveAccessibleDescription(
    /That password is not correct\./,
  );
  await expect(turnOn).toBeVisible();

  await page
    .getByLabel('6-digit code from your authenticator app')
    .fill(await unusedTotp(secret, page.url()));
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await turnOn.click();

  const shown = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recoveryCode = (await shown.first().textContent()) ?? '';
  expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes-remaining')).toContainText(
    '10 of your recovery codes are unused',
  );

  // A lost phone: the recovery code signs in once, and never again.
  for (const attempt of ['first', 'again'] as const) {
    await page.context().clearCookies();
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL('/2fa-login');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL('/home');
    } else {
      await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
        /That recovery code is not valid or has been used\./,
      );
      await expect(page).toHaveURL('/2fa-login');
    }
  }
});

test('an authenticator code signs in once: the same code typed again is refused as used', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await submitSignIn(page, personas.alex, demoPassword);
  // Still accepted when typed again in the other browser below.
  const code = await unusedTotp(alexTotpSecret, page.url(), 20);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/home');

  const other = await (await browser.newContext()).newPage();
  await submitSignIn(other, personas.alex, demoPassword);
  await expect(other).toHaveURL('/2fa-login');
  await other.getByLabel('One-time code').fill(code);
  await other.getByRole('button', { name: 'Verify and sign in' }).click();
  // Refused as used, not as wrong: the customer waits for their app's next code.
  await expect(other.getByLabel('One-time code')).toHaveAccessibleDescription(
    /This code was already used to sign in\. Wait for the next code in your authenticator app, then enter it\./,
  );
  await expect(other).toHaveURL('/2fa-login');
});
