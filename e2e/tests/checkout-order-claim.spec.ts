import { submitSignIn } from '../support/sign-in';
import { latestEmailTo } from '../support/staff-api';
import { expect, test } from '../support/test';
import { cardOrderFor, newCustomerWithPassword, productUuid } from './checkout-helpers';

for (const width of [390, 1280]) {
  test(`at ${width} px, an order placed with an account's address without signing in is added to it by the emailed link`, async ({
    page,
    request,
    browser,
  }) => {
    // A customer of its own: an order added to a demo persona would change what other tests read of them.
    const password = 'Claim-order-pass-1';
    const email = await newCustomerWithPassword(request, `claim.${width}`, password);
    const analysis = await productUuid(request, 'analysis');

    // Someone checks out with that address without signing in, in a browser of their own.
    const guest = await browser.newContext();
    const placed = await guest.request.post('/api/checkout', {
      headers: { 'idempotency-key': `claim-${width}-${Date.now()}` },
      data: {
        account_details: { email, first_name: 'Lee', last_name: 'Stranger' },
        shipping_address: {
          first_name: 'Lee',
          last_name: 'Stranger',
          address_1: '99 Elsewhere Road',
          city: 'Reno',
          state: 'NV',
          postal_code: '89501',
          country: 'US',
          phone: '+17755550100',
        },
        billing_address_type: 'same_as_shipping',
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
        timezone: 'America/Los_Angeles',
        items: [{ product_uuid: analysis, quantity: 1 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { po_number: poNumber } = ((await placed.json()) as { data: { po_number: string } }).data;
    await guest.close();

    // The owner's history does not show it until they claim it.
    await page.setViewportSize({ width, height: 900 });
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL('/home');
    await page.goto('/orders/history');
    await expect(page.getByRole('heading', { name: /^Order / }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `Order ${poNumber}` })).toHaveCount(0);

    const claimLink = /https?:\/\/\S+\/checkouts\/claim\?token=[\w-]+/;
    const message = await latestEmailTo(request, email, claimLink);
    const link = new URL(message.text.match(claimLink)?.[0] ?? 'http://invalid/');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(`/checkouts/orders/${poNumber}`);
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    await expect(page.getByTestId('po-number')).toHaveText(poNumber);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto('/orders/history');
    await expect(page.getByRole('heading', { name: `Order ${poNumber}` })).toBeVisible();
  });
}

test('a claim link opened signed out asks to sign in, then adds the order', async ({
  page,
  request,
  browser,
}) => {
  const password = 'Claim-order-pass-2';
  const email = await newCustomerWithPassword(request, 'claim.signed.out', password);
  const analysis = await productUuid(request, 'analysis');
  const guest = await browser.newContext();
  const placed = await guest.request.post('/api/checkout', {
    headers: { 'idempotency-key': `claim-signed-out-${Date.now()}` },
    data: {
      ...cardOrderFor(email),
      items: [{ product_uuid: analysis, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { po_number: poNumber } = ((await placed.json()) as { data: { po_number: string } }).data;
  await guest.close();

  const claimLink = /https?:\/\/\S+\/checkouts\/claim\?token=[\w-]+/;
  const link = new URL((await latestEmailTo(request, email, claimLink)).text.match(claimLink)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`/checkouts/orders/${poNumber}`);
  await expect(page.getByTestId('po-number')).toHaveText(poNumber);
});
