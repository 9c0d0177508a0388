import { startBuiltServer } from '../support/built-server';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

// Registering taylor's kit changes what every other test of taylor sees (his home asks for that registration):
// it is done on a server of its own.
test('taylor registers his kit from its QR code with his date of birth, sees that kit, and opens his account with his password', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await startBuiltServer();
  const context = await browser.newContext({ baseURL: server.baseUrl });
  try {
    await registerTaylorsKit(await context.newPage());
  } finally {
    await context.close();
    await server.stop();
  }
});

async function registerTaylorsKit(page: Page): Promise<void> {
  await page.goto('/k-r/v-c/FK-TAYLOR-0001');
  await page.getByLabel('Date of birth').fill('1999-01-01');
  await page.getByRole('button', { name: /confirm|continue|register/i }).click();
  // Told by the field, so no toast of the date stays to hide what the password step says next.
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
    'We could not verify these details. Check them and try again.',
  );
  await expect(page).toHaveURL('/k-r/v-c/FK-TAYLOR-0001');

  await page.getByLabel('Date of birth').fill('1988-09-30');
  await page.getByRole('button', { name: /confirm|continue|register/i }).click();
  await expect(page.getByRole('heading', { name: /Thank you, Taylor/ })).toBeFocused();
  await expect(page.getByTestId('kit-session-registration')).toContainText('Kit code: FK-TAYLOR-0001');
  // His order is still being paid in instalments: nothing calls it completed.
  const order = page.getByTestId('kit-session-order');
  await expect(order).toContainText('Payment: Paying in instalments');
  await expect(order).not.toContainText('Completed');
  await page.screenshot({ path: test.info().outputPath('taylor-kit-session.png'), fullPage: true });
  await page.getByLabel('Password', { exact: true }).fill('not-his-password');
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'This password does not match our records.',
  );
  await page.getByLabel('Password', { exact: true }).fill('Fathom-demo-1');
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL(/\/onboarding\/item\/[0-9a-f-]{36}$/);
  await page.goto('/kit-registrations');
  await expect(page.getByTestId('kit-registrations')).toContainText('Semen Analysis, registered on');
}

test('a wrong order number ends on the registration error page', async ({ page }) => {
  await signInAs(page, 'casey');
  await page.goto('/k-r/verify-item');
  await page.getByLabel('Order number').fill('PO-NOT-MINE');
  await page.getByRole('button', { name: 'Register the kit' }).click();
  await expect(page).toHaveURL('/k-r/kit-registration-error');
});
