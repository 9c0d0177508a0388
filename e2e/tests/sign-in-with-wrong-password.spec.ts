import { boxOf } from '../support/on-screen';
import { personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await submitSignIn(page, personas.drew, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('on a phone the wrong-password toast shows below the logo, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await submitSignIn(page, personas.drew, 'not-the-password');
  const toast = page.getByTestId('toast').filter({ hasText: 'These credentials do not match our records.' });
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const headerBox = await boxOf(page.locator('header').first());
  expect(toastBox.y, 'the toast starts below the header with the logo').toBeGreaterThanOrEqual(
    headerBox.y + headerBox.height,
  );
  await page.screenshot({ path: test.info().outputPath('wrong-password-390.png') });
});
