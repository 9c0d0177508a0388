import { expect, test } from '@playwright/test';
import { signInAs, submitSignIn } from '../support/sign-in';
import { fillCard, fillShipping, newCustomerWithPassword, productUuid } from './checkout-helpers';

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

test("an order in the history links Order again to the marketing site's cart, each variant id once per unit", async ({
  page,
  request,
}) => {
  // The STI kit's fixed variant id in the marketing site's cart (apps/server/src/db/seed/catalogue.ts).
  const stiVariantId = '44010013';
  const password = 'Order-again-pass-1';
  const email = await newCustomerWithPassword(request, 'order-again', password);
  const sti = await productUuid(request, 'sti');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto(`/checkouts?items=${sti}:3`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const poNumber = (await page.getByTestId('po-number').textContent())?.trim() ?? '';
  expect(poNumber).not.toBe('');

  await page.goto('/orders/history');
  const order = page.getByRole('article', { name: `Order ${poNumber}` });
  await expect(order.getByTestId('order-item')).toContainText('STI Test Kit × 3');
  const href = new URL((await order.getByRole('link', { name: /^Order again/ }).getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://fathom.example/cart/');
  expect(href.searchParams.get('add-to-cart')?.split(',')).toEqual([
    stiVariantId,
    stiVariantId,
    stiVariantId,
  ]);
});
