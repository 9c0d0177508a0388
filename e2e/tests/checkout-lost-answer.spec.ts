import { mintLoginToken } from '../support/staff-api';
import { type APIRequestContext, type Browser, expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

/** The customer's orders and card payments, read with a session of their own from a support login link. */
async function ordersAndCharges(browser: Browser, request: APIRequestContext, email: string) {
  const loginToken = await mintLoginToken(request, email);
  const context = await browser.newContext();
  try {
    const signedIn = await context.request.post('/api/login/token', { data: { login_token: loginToken } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' };
    const orders = (await (await context.request.get('/api/restify/orders', { headers })).json()) as {
      data: { attributes: { po_number: string } }[];
    };
    const billing = (await (await context.request.get('/api/billings', { headers })).json()) as {
      data: { payments: { status: string }[] };
    };
    return {
      orders: orders.data.map((order) => order.attributes.po_number),
      charges: billing.data.payments.filter((payment) => payment.status === 'succeeded'),
    };
  } finally {
    await context.close();
  }
}

test('a reload after an order whose answer was lost places it again as the same order: one order, one charge', async ({
  page,
  request,
  browser,
}) => {
  const analysis = await productUuid(request, 'analysis');
  const email = freshEmail('lost.answer');
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout')
      keys.push(sent.headers()['idempotency-key'] ?? '');
  });
  let placedPoNumber = '';
  // The order reaches the server and is placed, but its answer never reaches the page.
  await page.route(
    '**/api/checkout',
    async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      placedPoNumber = ((await answer.json()) as { data: { po_number: string } }).data.po_number;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );

  await page.goto(`/checkouts?items=${analysis}`);
  await fillAccountDetails(page, email);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(() => placedPoNumber).not.toBe('');
  await expect(page.getByTestId('order-confirmation')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await fillAccountDetails(page, email);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect(page.getByTestId('po-number')).toHaveText(placedPoNumber);

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const { orders, charges } = await ordersAndCharges(browser, request, email);
  expect(orders).toEqual([placedPoNumber]);
  expect(charges).toHaveLength(1);
});

test('after an order is placed, the same cart in the same tab is a new order with a key of its own', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout')
      keys.push(sent.headers()['idempotency-key'] ?? '');
  });
  for (const label of ['first.order', 'second.order']) {
    await page.goto(`/checkouts?items=${analysis}`);
    await fillAccountDetails(page, freshEmail(label));
    await fillShipping(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
  }
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});
