import { expect, type Page, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

/** A covered member's insurance check for the analysis kit, and its "Continue to checkout". */
async function checkCoverageIntoCheckout(page: Page, analysis: string, memberId: string): Promise<void> {
  await page.goto(`/insurance/show?items=${analysis}`);
  await page.getByLabel('Insurance provider').selectOption('Aetna');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Member ID').fill(memberId);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Date of birth').fill('1991-02-03');
  await page.getByRole('button', { name: 'Check my coverage' }).click();
  await expect(page.getByTestId('insurance-result')).toContainText('You are covered');
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
}

test('a covered member checks their insurance, then orders the kit for $0.00 without a card', async ({
  page,
  request,
}) => {
  await checkCoverageIntoCheckout(page, await productUuid(request, 'analysis'), 'COVERED-778899');

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

test('a covered cart keeps to what the check covers as it changes, with the reason by the line', async ({
  page,
  request,
}) => {
  await checkCoverageIntoCheckout(page, await productUuid(request, 'analysis'), 'COVERED-445566');

  const summary = page.getByRole('region', { name: 'Your order' });
  const line = summary.getByTestId('cart-line').filter({ hasText: 'Semen Analysis' });
  await line.getByRole('button', { name: 'Add one more Semen Analysis' }).click();
  await expect(line.getByTestId('cart-line-reason')).toHaveText(
    'An insurance check covers one kit: set the quantity to 1, or order the other kits separately.',
  );
  await expect(line).toContainText('Quantity of Semen Analysis: 1');
  await page.screenshot({ path: test.info().outputPath('insured-cart-1280.png') });

  // The DNA fragmentation analysis of the same sample is covered: it is added, and the refusal goes.
  await summary.getByRole('button', { name: 'Add DNA Fragmentation Analysis' }).click();
  await expect(summary.getByTestId('cart-line')).toHaveCount(2);
  await expect(summary.getByTestId('cart-line-reason')).toHaveCount(0);
  await expect(summary.getByTestId('cart-total')).toHaveText('$0.00');

  await fillAccountDetails(page, freshEmail('insured-cart'));
  await fillShipping(page, 'Review');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('$0.00');
});
