import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('sam finds verified urologists nearest first from his ZIP code', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/find-urologist');
  await page.getByLabel('ZIP code').fill('00000');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('We do not know this ZIP code.').first()).toBeVisible();

  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '12 urologists, nearest first' })).toBeFocused();
  const first = page.getByTestId('urologists').getByRole('listitem').first();
  await expect(first).toContainText('Capital Men’s Health');
  await expect(first).toContainText('Austin, TX 78705');
  await expect(first.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+15125550140');
});
