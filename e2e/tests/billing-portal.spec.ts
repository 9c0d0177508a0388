import { signInAs } from '../support/sign-in';
import { useStripeBackedServer } from '../support/stripe-backed-server';
import { expect, test } from '../support/test';

// A server of its own whose card provider is Stripe: its customer portal is where cards are changed.
const running = useStripeBackedServer();

test('manage billing: POST /billing-portal answers the card provider’s customer portal, and the browser goes there', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: running.server.baseUrl });
  const page = await context.newPage();
  await signInAs(page, 'sam');
  await page.goto('/manage-billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage billing' })).toBeVisible();

  // Stripe's portal is on Stripe's site; a stand-in answers for it here.
  await page.route('https://billing.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Billing portal</title><h1>Stripe billing portal</h1>',
    }),
  );
  // The answer is read on its way to the page, which leaves at once for the address it holds.
  let answer: { data: { url: string } } | null = null;
  await page.route('**/api/billing-portal', async (route) => {
    const response = await route.fetch();
    answer = (await response.json()) as { data: { url: string } };
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Change my card' }).click();
  await expect.poll(() => answer).not.toBeNull();
  const portal = (answer as { data: { url: string } } | null)?.data.url ?? '';
  expect(portal).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/cus_\w+$/);
  await expect(page).toHaveURL(portal);
  await expect(page.getByRole('heading', { name: 'Stripe billing portal' })).toBeVisible();

  // The session was made for sam's Stripe customer, to come back to the billing page.
  const session = running.stripe.requests.find((request) => request.path === '/v1/billing_portal/sessions');
  expect(session?.form.get('return_url')).toBe(`${running.server.baseUrl}/manage-billing`);
  const customer = running.stripe.requests.find(
    (request) => request.path === '/v1/customers' && request.method === 'POST',
  );
  expect(customer?.form.get('email')).toBe('sam@example.com');
  expect(portal).toBe(`https://billing.stripe.com/p/session/${session?.form.get('customer')}`);
  await context.close();
});
