import { expect, test } from '@playwright/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

test('a covered member checks their insurance, then orders the kit for $0.00 without a card', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/insurance/show?items=${analysis}`);
  await page.getByLabel('Insurance provider').selectOption('Aetna');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Member ID').fill('COVERED-778899');
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Date of birth').fill('1991-02-03');
  await page.getByRole('button', { name: 'Check my coverage' }).click();
  await expect(page.getByTestId('insurance-result')).toContainText('You are covered');
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillAccountDetails(page, freshEmail('insured'));
  // Coverage pays the whole order: the payment step is skipped.
  await fillShipping(page, 'Review');
  const placed = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = JSON.parse((await placed).postData() ?? '{}') as Record<string, unknown>;
  expect(body.payment).toBeUndefined();
  expect(body.insurance).toEqual({ application_uuid: expect.any(String) });
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('$0.00');
});

test('after an order, adding a supplement opens the checkout with it in the cart', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail('upsell'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();

  await page.getByRole('button', { name: 'Add CoQ10' }).click();
  await expect(page).toHaveURL(/\/checkouts\?items=/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('CoQ10');
});
