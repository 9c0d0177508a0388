import { expectNothingClipped, expectNoViolations } from '../support/page-checks';
import { demoPassword, personas, staffTotpSecrets } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import { unusedTotp } from '../support/totp';

/** Support signs in through the sign-in page and its two-factor step, and lands in the console. */
async function signInSupport(page: Page): Promise<void> {
  await submitSignIn(page, personas.support, demoPassword);
  await expect(page).toHaveURL('/2fa-login');
  await page.getByLabel('One-time code').fill(await unusedTotp(staffTotpSecrets.support));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/staff');
}

for (const width of [1280, 1024]) {
  test.describe(`support's view as a customer at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('support views the portal as Sam, read-only, reads his home and his results, is refused an action, and ends the view back on his record', async ({
      page,
    }) => {
      // Two authenticator codes of one account: the second may wait for the next step.
      test.setTimeout(150_000);
      await signInSupport(page);
      await page.goto('/staff/customers?q=whitaker');
      await page.getByRole('link', { name: 'Sam Whitaker' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
      const record = page.url();

      await page.getByRole('button', { name: 'View the portal as Sam Whitaker' }).click();
      await page.getByLabel('Your authenticator code').fill(await unusedTotp(staffTotpSecrets.support));
      await page.getByRole('button', { name: 'View as customer', exact: true }).click();

      await expect(page).toHaveURL('/home');
      const banner = page.getByRole('complementary', { name: 'Viewing as a customer' });
      await expect(banner).toContainText('Viewing as Sam Whitaker — read-only');
      await expect(page.getByRole('main')).toContainText('Sam');
      await expectNothingClipped(page);
      await expectNoViolations(page);

      // A result page, opened afresh: the tab keeps the view.
      await page.goto('/analysis');
      await expect(banner).toBeVisible();
      const sharing = page.getByRole('region', { name: 'Share with a clinic (SMART Health Link)' });
      await expect(sharing).toBeVisible();
      await expectNoViolations(page);
      await sharing.getByRole('button', { name: 'Create a SMART Health Link' }).click();
      await expect(
        page.getByText('Viewing as this customer is read-only: nothing was changed.'),
      ).toBeVisible();
      await expect(sharing.getByTestId('health-link-url')).toHaveCount(0);

      await banner.getByRole('button', { name: 'End' }).click();
      await expect(page).toHaveURL(record);
      await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expectNoViolations(page);
    });
  });
}
