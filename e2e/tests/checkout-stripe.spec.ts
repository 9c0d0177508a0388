import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
} from '../../apps/server/src/integrations/payments/testing/fake-stripe-server';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { fillAccountDetails, fillShipping, freshEmail, productUuid } from './checkout-helpers';

// A server of its own that takes cards through Stripe; Stripe is a local server speaking its API and Stripe.js.
let stripe: FakeStripe;
let server: BuiltServer;
test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startBuiltServer({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: fakeStripeSecretKey,
    STRIPE_PUBLISHABLE_KEY: fakeStripePublishableKey,
    STRIPE_API_BASE: stripe.url,
    STRIPE_JS_URL: `${stripe.url}/v3/`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});
test.use({ baseURL: '' });

async function toPayment(page: Page, request: APIRequestContext) {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`${server.baseUrl}/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail('stripe'));
  await fillShipping(page);
}

test('a card typed into Stripe’s field pays through Stripe; Fathom receives only the payment method', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  await toPayment(page, request);
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await page.getByTestId('stripe-card').getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  const placed = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = (await placed).postData() ?? '';
  expect(body).toContain('pm_card_visa');
  expect(body).not.toContain('4242');
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  expect(stripe.succeededIntents()).toHaveLength(1);
  await request.dispose();
});

test('a card Stripe declines keeps the checkout, and another card pays the same order', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  await toPayment(page, request);
  const card = page.getByTestId('stripe-card').getByLabel('Card number');
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await card.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use another card' }).click();
  await page.getByTestId('stripe-card').getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await request.dispose();
});

test('a card whose bank asks for 3-D Secure: Stripe.js shows the challenge, then the same order is paid', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.baseUrl });
  const paidBefore = stripe.succeededIntents().length;
  await toPayment(page, request);
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await page.getByTestId('stripe-card').getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  // Stripe.js (here its local stand-in) shows the bank's challenge; the server reads the intent by id afterwards.
  await page
    .getByRole('dialog', { name: 'Authenticate this payment' })
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  expect(stripe.succeededIntents()).toHaveLength(paidBefore + 1);
  expect(stripe.searches()).toBe(0);
  await request.dispose();
});
