import { expect, type Page, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

/** The data layer once waiting events are sent (as when the page is left). */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    return (window.dataLayer ?? []).map((entry) => JSON.stringify(entry));
  });

test('the Tomorrow Package brings its DNA analysis free, says so, and is charged at its own price', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'tomorrow')}`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Tomorrow Package');
  await expect(lines.nth(0)).toContainText('$695.00');
  await expect(lines.nth(1)).toContainText('DNA Fragmentation Analysis');
  await expect(lines.nth(1)).toContainText('$0.00');
  await expect(lines.nth(1).getByTestId('included-in-package')).toHaveText(
    'Included in your package ($150.00 on its own)',
  );
  await expect(page.getByTestId('cart-total')).toHaveText('$695.00');
  // The add-on is in the cart already: it is not offered a second time.
  await expect(page.getByRole('button', { name: /^Add\s*DNA Fragmentation Analysis$/ })).toHaveCount(0);

  await fillAccountDetails(page, freshEmail('tomorrow'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('review-total')).toHaveText('$695.00');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('final-price')).toHaveText('$695.00');
  await expect(page.getByTestId('confirmation-items')).toContainText('Included in your package');
  await expect
    .poll(async () => (await dataLayerEvents(page)).join('\n'))
    .toContain('"event":"Tomorrow Conversion"');
});

test('the Bronze Package is on sale; the DNA add-on is offered beside its analysis at $150.00', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'bronze')}`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Bronze Package');
  await page.getByRole('button', { name: /^Add\s*DNA Fragmentation Analysis$/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$545.00');
});

test('no DNA add-on is offered to a cart without an analysis', async ({ page, request }) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'coq10')}`);
  await expect(page.getByTestId('cart-line')).toContainText('CoQ10');
  await expect(page.getByText('Often added')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /DNA Fragmentation/ })).toHaveCount(0);
});

test('AL-07: buying lifetime storage raises the Forever conversion (and the Cryo one)', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'cryo_lifetime')}`);
  await fillAccountDetails(page, freshEmail('forever'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
  await expect
    .poll(async () => (await dataLayerEvents(page)).join('\n'))
    .toContain('"event":"Forever Conversion"');
  const events = (await dataLayerEvents(page)).join('\n');
  expect(events).toContain('"event":"Cryo Conversion"');
  expect(events).not.toContain('"event":"Tomorrow Conversion"');
});
