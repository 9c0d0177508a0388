import { demoPassword, personas } from '../support/personas';
import { signInAs, submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

const SERVER_ERROR = 'A server error occurred during request execution';

function toast(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** The next save of the name (POST /api/restify/profile) fails with a 500; later ones reach the server. */
async function failNextNameSave(page: Page): Promise<void> {
  let failed = false;
  await page.route('**/api/restify/profile', async (route) => {
    if (route.request().method() === 'POST' && !failed) {
      failed = true;
      await route.fulfill({ status: 500, json: { message: 'Database unavailable' } });
      return;
    }
    await route.fallback();
  });
}

test('a wrong current password is shown by its field only, not also in a toast', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('A-new-password-2');
  await page.getByLabel('Confirm new password').fill('A-new-password-2');
  const answer = page.waitForResponse('**/api/restify/users/password');
  await page.getByRole('button', { name: 'Change password' }).click();
  expect((await answer).status()).toBe(422);

  const field = page.getByLabel('Current password');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/That password is not correct\./);
  // Long enough for a toast to have appeared, were one coming (it took about 0.5 s when it did).
  await page.waitForTimeout(1500);
  // Counted once, not retried: a retried count would wait for a toast to time out.
  expect(await page.getByTestId('toast').count()).toBe(0);
  expect(await page.getByText('That password is not correct.').count()).toBe(1);
});

test('a success hides the error toast that came before it', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/profile');
  await failNextNameSave(page);
  const save = page.getByRole('button', { name: 'Save name' });

  await save.click();
  await expect(toast(page, SERVER_ERROR)).toBeVisible();

  await save.click();
  await expect(toast(page, 'Your name has been saved.')).toBeVisible();
  await expect(toast(page, SERVER_ERROR)).toHaveCount(0, { timeout: 2000 });
});

test('going to another page hides the error toast of the page before', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/profile');
  await failNextNameSave(page);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toast(page, SERVER_ERROR)).toBeVisible();

  // Errors shown less than a second before a navigation stay: they are about where the app leads.
  await page.waitForTimeout(1100);
  await page.getByRole('link', { name: 'Analysis', exact: true }).click();
  await expect(page).toHaveURL('/analysis');
  // The toast's own timeout (5 s) is far off: it goes because the page changed.
  await expect(toast(page, SERVER_ERROR)).toHaveCount(0, { timeout: 2000 });
});

test('after a failed sign-in, the next successful one does not carry the old error to the home page', async ({
  page,
}) => {
  const refused = 'These credentials do not match our records.';
  await submitSignIn(page, personas.sam, 'not-the-password');
  await expect(toast(page, refused)).toBeVisible();
  await page.waitForTimeout(1100);

  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(toast(page, refused)).toHaveCount(0, { timeout: 2000 });
});
