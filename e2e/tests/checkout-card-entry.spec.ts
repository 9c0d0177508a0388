import { expect, type Locator, test } from '../support/test';
import { fillAccountDetails, fillShipping, freshEmail, productUuid } from './checkout-helpers';

/** The element a finger lands on at the centre of a field is the field itself. */
async function tapInto(field: Locator): Promise<void> {
  const box = await field.boundingBox();
  if (!box) throw new Error('The field is not on the screen');
  const hit = await field.evaluate(
    (element, point) => document.elementFromPoint(point.x, point.y) === element,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit, 'the field is what a tap at its centre reaches').toBe(true);
  await field.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px the card is typed on a numeric keypad: 1229 becomes 12/29, and the order is placed`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await fillAccountDetails(page, freshEmail(`card.${width}`));
    await fillShipping(page);

    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry date (MM/YY)');
    const code = page.getByLabel('Security code');
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [code, 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('inputmode', 'numeric');
      await expect(field).toHaveAttribute('autocomplete', autocomplete);
    }

    await page.getByLabel('Name on card').fill('Alex Rivera');
    await tapInto(number);
    await page.keyboard.type('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    // A phone's numeric keypad has no "/": the customer types four digits.
    await tapInto(expiry);
    await page.keyboard.type('1229');
    await expect(expiry).toHaveValue('12/29');
    await tapInto(code);
    await page.keyboard.type('123');
    await page.screenshot({ path: test.info().outputPath(`checkout-card-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
    await expect(page.getByTestId('review')).toContainText('Card ending in 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
  });
}

test('an expiry typed in full, 12 / 2029, is accepted too; the ZIP code takes the numeric keypad', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await fillAccountDetails(page, freshEmail('card.full-year'));
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveAttribute('inputmode', 'numeric');
  await expect(zip).toHaveAttribute('autocomplete', 'shipping postal-code');
  await fillShipping(page);
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await page.getByLabel('Card number').pressSequentially('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').pressSequentially('12 / 2029');
  await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/2029');
  await page.getByLabel('Security code').pressSequentially('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
});
