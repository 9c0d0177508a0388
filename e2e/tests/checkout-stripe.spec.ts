import { useStripeBackedServer } from '../support/stripe-backed-server';
import { fillStripeCard, paymentElement } from '../support/stripe-payment-element';
import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { fillAccountDetails, fillShipping, freshEmail, productUuid } from './checkout-helpers';

// A server of its own that takes cards through Stripe (a local server speaking its API and Stripe.js).
const running = useStripeBackedServer();
test.use({ baseURL: '' });

async function toPayment(page: Page, request: APIRequestContext) {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`${running.server.baseUrl}/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail('stripe'));
  await fillShipping(page);
}

test('a card typed into Stripe’s Payment Element pays through Stripe; Fathom receives only the payment method', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: running.server.baseUrl });
  await toPayment(page, request);
  // The element loaded its session with the publishable key and said it is ready.
  await expect(page.getByText('Loading the secure card form…')).toBeHidden();
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await fillStripeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  // Stripe.js made the payment method from the element, with Fathom's own name field.
  const made = running.stripe.requests.filter((sent) => sent.path === '/v1/payment_methods');
  expect(made.at(-1)?.form.get('billing_details[name]')).toBe('Alex Rivera');
  const placed = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const body = (await placed).postData() ?? '';
  expect(body).toContain('pm_card_visa');
  expect(body).not.toContain('4242');
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  expect(running.stripe.succeededIntents()).toHaveLength(1);
  await request.dispose();
});

test('a card Stripe declines keeps the checkout, and another card pays the same order', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: running.server.baseUrl });
  await toPayment(page, request);
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await fillStripeCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use another card' }).click();
  await fillStripeCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await request.dispose();
});

test('a card whose bank asks for 3-D Secure: Stripe.js shows the challenge, then the same order is paid', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: running.server.baseUrl });
  const paidBefore = running.stripe.succeededIntents().length;
  await toPayment(page, request);
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await fillStripeCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  // Stripe.js (here its local stand-in) shows the bank's challenge; the server reads the intent by id afterwards.
  await page
    .getByRole('dialog', { name: 'Authenticate this payment' })
    .getByRole('button', { name: 'Complete authentication' })
    .click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  expect(running.stripe.succeededIntents()).toHaveLength(paidBefore + 1);
  expect(running.stripe.searches()).toBe(0);
  await request.dispose();
});

test('a card Stripe’s form finds incomplete stays on the payment step with Stripe’s message; no payment method is made', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: running.server.baseUrl });
  await toPayment(page, request);
  const madeBefore = running.stripe.requests.filter((sent) => sent.path === '/v1/payment_methods').length;
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await fillStripeCard(page, '4242 4242 4242 4242');
  await paymentElement(page).getByLabel('Security code').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
    "Your card's security code is incomplete.",
  );
  await expect(page.getByRole('heading', { name: 'Review' })).toHaveCount(0);
  expect(running.stripe.requests.filter((sent) => sent.path === '/v1/payment_methods')).toHaveLength(
    madeBefore,
  );
  // Once complete, the same form goes on to the review.
  await paymentElement(page).getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
  await request.dispose();
});

test('paying in instalments, Stripe’s form says the card is kept for the later payments', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: running.server.baseUrl });
  await toPayment(page, request);
  const terms = paymentElement(page).getByText('allow this business to charge your card for future payments');
  await expect(terms).toBeHidden();
  await page.getByLabel('Pay in 3 monthly instalments').check();
  await expect(terms).toBeVisible();
  await page.getByLabel('Pay in full by card').check();
  await expect(terms).toBeHidden();
  await request.dispose();
});
