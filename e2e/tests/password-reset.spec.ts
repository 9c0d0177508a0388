import { submitSignIn } from '../support/sign-in';
import { latestEmailTo } from '../support/staff-api';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

const newPassword = 'Fathom-reset-2';

test('a client resets a forgotten password with the emailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  // A customer of this test's own, so no other test depends on the password it changes.
  const customer = await newCustomerByOrder(request, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(customer);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.').first(),
  ).toBeVisible();

  // The order confirmation goes to the same address: the reset email is the one with the link.
  const email = await latestEmailTo(request, customer, /\/password\/reset\?/);
  const link = email.text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0];
  expect(link, 'a reset link in the email').toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();

  await submitSignIn(page, customer, newPassword);
  await expect(page).toHaveURL('/home');
});
