import { expect, test } from '@playwright/test';
import { personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { latestEmailTo } from '../support/staff-api';

// morgan is used by no other test, so changing the password here disturbs nothing else.
const newPassword = 'Fathom-reset-2';

test('a client resets a forgotten password with the emailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(personas.morgan);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.').first(),
  ).toBeVisible();

  const email = await latestEmailTo(request, personas.morgan);
  const link = email.text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0];
  expect(link, 'a reset link in the email').toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();

  await submitSignIn(page, personas.morgan, newPassword);
  await expect(page).toHaveURL('/home');
});
