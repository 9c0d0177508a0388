import { boxOf } from '../support/on-screen';
import { expect, type Locator, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** At least 44 by 44 CSS pixels, the size a fingertip hits without hitting its neighbour. */
async function expectFingerSized(control: Locator): Promise<void> {
  const box = await boxOf(control);
  expect(box.width, `${control} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${control} is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
}

test("on a phone the cart's controls and the offers after an order are finger-sized, each offer's button on its line", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await page.getByTestId('summary-toggle').click();
  const summary = page.getByRole('region', { name: 'Your order' });
  for (const name of [
    'Remove one Semen Analysis',
    'Add one more Semen Analysis',
    'Remove Semen Analysis',
    'Add DNA Fragmentation Analysis',
  ]) {
    await expectFingerSized(summary.getByRole('button', { name, exact: true }));
  }
  await page.screenshot({ path: test.info().outputPath('cart-controls-390.png'), fullPage: true });

  await fillAccountDetails(page, freshEmail('tap-targets'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();

  const offers = page.getByRole('region', { name: 'Support your next result' }).getByRole('listitem');
  expect(await offers.count()).toBeGreaterThan(0);
  const rights: number[] = [];
  for (const offer of await offers.all()) {
    const add = offer.getByRole('button', { name: /^Add / });
    await expectFingerSized(add);
    const button = await boxOf(add);
    const name = await boxOf(offer.locator('span').first());
    // The button sits beside the offer's name, at the line's right end, whatever the length of the name.
    expect(button.y < name.y + name.height && name.y < button.y + button.height, 'beside its name').toBe(
      true,
    );
    expect(button.x).toBeGreaterThanOrEqual(name.x + name.width);
    rights.push(Math.round(button.x + button.width));
  }
  expect(new Set(rights).size, `right edges ${rights.join(', ')}`).toBe(1);
  await page.screenshot({ path: test.info().outputPath('upsell-offers-390.png'), fullPage: true });
});
