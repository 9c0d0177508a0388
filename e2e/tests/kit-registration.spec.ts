import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('taylor registers his kit from its QR code with his date of birth, and is signed in on the spot', async ({
  page,
}) => {
  await page.goto('/k-r/v-c/FK-TAYLOR-0001');
  await page.getByLabel('Date of birth').fill('1999-01-01');
  await page.getByRole('button', { name: /confirm|continue|register/i }).click();
  await expect(
    page.getByText('We could not verify these details. Check them and try again.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/k-r/v-c/FK-TAYLOR-0001');

  await page.getByLabel('Date of birth').fill('1988-09-30');
  await page.getByRole('button', { name: /confirm|continue|register/i }).click();
  await expect(page.getByRole('heading', { name: /Thank you, Taylor/ })).toBeFocused();
  await page.getByRole('link', { name: 'See your kit registrations' }).click();
  await expect(page.getByTestId('kit-registrations')).toContainText('Semen Analysis, registered on');
});

test('a wrong order number ends on the registration error page', async ({ page }) => {
  await signInAs(page, 'casey');
  await page.goto('/k-r/verify-item');
  await page.getByLabel('Order number').fill('PO-NOT-MINE');
  await page.getByRole('button', { name: 'Register the kit' }).click();
  await expect(page).toHaveURL('/k-r/kit-registration-error');
});
