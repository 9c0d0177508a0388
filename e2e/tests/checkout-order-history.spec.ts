import { submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import { fillCard, fillShipping, newCustomerWithPassword, productUuid } from './checkout-helpers';

/** A signed-in customer checks out the items with a card that pays; answers the order's PO number. */
async function placeOrderSignedIn(page: Page, items: string, email: string, name: [string, string]) {
  await page.goto(`/checkouts?items=${items}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill(name[0]);
  await page.getByLabel('Last name').fill(name[1]);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const poNumber = (await page.getByTestId('po-number').textContent())?.trim() ?? '';
  expect(poNumber).not.toBe('');
  return poNumber;
}

test("a signed-in customer's order appears in the order history", async ({ page, request }) => {
  // A customer of its own: an order added to a demo persona would change what other tests read of them.
  const password = 'Order-history-pass-1';
  const email = await newCustomerWithPassword(request, 'order-history', password);
  const analysis = await productUuid(request, 'analysis');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  const poNumber = await placeOrderSignedIn(page, analysis, email, ['Robin', 'Hale']);

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
  const poNumber = await placeOrderSignedIn(page, `${sti}:3`, email, ['Robin', 'Hale']);

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
