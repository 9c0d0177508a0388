import { personas } from '../support/personas';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

/** The data layer once waiting events are sent (as when the page is left). */
const dataLayerEvents = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    return (window.dataLayer ?? []).map((entry) => JSON.stringify(entry));
  });

test('a checkout puts its events in the data layer without the buyer’s email', async ({ page, request }) => {
  const email = freshEmail('analytics');
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await fillAccountDetails(page, email);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();

  await expect
    .poll(async () => (await dataLayerEvents(page)).join('\n'))
    .toContain('"event":"Order Completed"');
  const events = await dataLayerEvents(page);
  expect(events.some((entry) => entry.includes('"event":"Checkout Started"'))).toBe(true);
  expect(events.find((entry) => entry.includes('Order Completed'))).toMatch(/"currency":"USD"/);
  expect(events.join('\n')).not.toContain(email);
});

test('a session opened from a support login link sends no analytics', async ({ page, request }) => {
  const loginToken = await mintLoginToken(request, personas.morgan);
  await page.goto(`/?loginToken=${encodeURIComponent(loginToken)}`);
  await expect(page).toHaveURL('/home');
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await dataLayerEvents(page)).toEqual([]);
});
