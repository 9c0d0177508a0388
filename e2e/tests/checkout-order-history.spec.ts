import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';
import { fillCard, fillShipping, productUuid } from './checkout-helpers';

test("sam's order appears in his order history after signing in", async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await signInAs(page, 'sam');
  await page.goto(`/checkouts?items=${analysis}`);
  await expect(page.getByLabel('Email')).toHaveValue('sam@example.com');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivers');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const poNumber = (await page.getByTestId('po-number').textContent())?.trim() ?? '';
  expect(poNumber).not.toBe('');

  await page.getByRole('link', { name: 'See your order history' }).click();
  await expect(page).toHaveURL('/orders/history');
  await expect(page.getByRole('heading', { name: `Order ${poNumber}` })).toBeVisible();
});
