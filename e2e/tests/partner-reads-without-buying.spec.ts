import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test("jamie, sam's partner, reads the shared results at 390 px with sam's storage as it is, and is offered nothing to buy", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'jamie', '/analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Your analysis' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toBeVisible();

  // The sample is stored under sam's plan (checklist CR-08): never "not bought", and no link to buy or manage it.
  const storage = page.getByTestId('storage-purchase-state');
  await expect(storage).toHaveText('Your storage plan holds your sample.');
  await expect(storage.getByRole('link')).toHaveCount(0);

  // Partners cannot buy: no order, no shipping news, no booking.
  await expect(page.getByText('Order a new analysis')).toHaveCount(0);
  await expect(page.getByText('Holiday shipping')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book a results call' })).toHaveCount(0);
  await expect(page.locator('main a[href="/buy-cryogenic"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('jamie-analysis-390.png') });
});
