import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { newCustomerWithPassword } from './checkout-helpers';

const password = 'Sessions-pass-1';

test('a customer sees where they are signed in and signs out everywhere else', async ({
  page,
  browser,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'sessions', password);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await submitSignIn(other, email, password);
  await expect(other).toHaveURL('/home');

  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  const sessions = page.getByTestId('sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: '(this browser)' })).toContainText(/Chrome on \w+/);

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions).toHaveCount(1);
  await other.goto('/profile');
  await expect(other).toHaveURL('/login');
  await otherContext.close();
});

test('a customer changes their password after typing the current one', async ({ page, request }) => {
  const email = await newCustomerWithPassword(request, 'change-password', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-2');
  await page.getByLabel('Confirm new password').fill('Another-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That password is not correct.').first()).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
});
