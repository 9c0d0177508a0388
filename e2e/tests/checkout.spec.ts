import { DEBOUNCE_MS } from '@fathom/domain/constants';
import { expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

test('a new visitor buys a semen analysis kit by card and sees the order number and total', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  const orders: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout')
      orders.push(sent.postData() ?? '');
  });
  await page.goto(`/checkouts?items=${analysis}`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillAccountDetails(page, freshEmail('new.visitor'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('po-number')).not.toBeEmpty();
  await expect(page.getByTestId('final-price')).toHaveText(/^\$\d/);
  await expect(page.getByRole('link', { name: 'Set your password' })).toBeVisible();
  // Words true whether or not the address had an account (the owner of one is emailed a claim link instead).
  await expect(page.getByTestId('order-confirmation')).toContainText(
    'The email tells you how to follow your kit and read your results in your Fathom account.',
  );
  expect(orders).toHaveLength(1);
  expect(orders[0]).toContain('pm_sandbox_visa');
  expect(orders[0]).not.toContain('4242');
});

test('an order in 3 instalments shows the three amounts and is confirmed', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail('instalments'));
  await fillShipping(page);
  await page.getByLabel('Pay in 3 monthly instalments').check();
  await expect(page.getByTestId('instalment-plan').getByRole('listitem')).toHaveCount(3);
  const placed = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout',
  );
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = JSON.parse((await placed).postData() ?? '{}') as {
    payment: { payment_method: string };
    items: { extradata: string | null }[];
  };
  expect(body.payment.payment_method).toBe('instalments');
  expect(body.items.every((item) => item.extradata === 'in_3_payments')).toBe(true);
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});

test('an unknown promo code shows "Invalid promo code"', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid promo code', { exact: true })).toBeVisible();
});

test('a declined card keeps the form and another card pays the order', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail('declined'));
  await fillShipping(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use another card' }).click();
  await expect(page.getByLabel('Name on card')).toHaveValue('Alex Rivera');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});

test('an address the verifier refuses fails the field and names the email in a notification, after one check', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  const checks: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/validate-email') checks.push(sent.postData() ?? '');
  });
  await page.goto(`/checkouts?items=${analysis}`);
  await page.getByLabel('Email').pressSequentially('bounce@example.com');
  await expect(page.getByText('You have entered an invalid email address. Please try again.')).toBeVisible();
  await expect(page.getByText(/We could not verify bounce@example\.com/)).toBeVisible();
  expect(checks).toEqual([JSON.stringify({ email: 'bounce@example.com' })]);
});

test('no draft is saved and no intent is opened before an email is given', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  const drafts: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/checkout-intent')) drafts.push(sent.url());
  });
  // The page's clock, moved on by hand: past the draft's delay at once, with no wait of the test's own.
  await page.clock.install();
  await page.goto(`/checkouts?items=${analysis}`);
  await page.getByLabel('First name').fill('Alex');
  await page.clock.runFor(DEBOUNCE_MS * 2);
  expect(drafts).toEqual([]);
  await page.getByLabel('Email').fill(freshEmail('draft'));
  await page.clock.runFor(DEBOUNCE_MS * 2);
  await expect.poll(() => drafts.some((url) => url.endsWith('/api/checkout-intent/save-form'))).toBe(true);
});
