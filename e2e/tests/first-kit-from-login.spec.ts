import { expectTappable } from '../support/on-screen';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a visitor new to Fathom goes from the sign-in page to a first kit in the checkout', async ({
  page,
}) => {
  await page.goto('/login');
  const order = await expectTappable(page, page.getByRole('link', { name: 'Order a kit' }));
  await page.touchscreen.tap(order.x, order.y);
  await expect(page).toHaveURL('/checkouts');
  // Nothing chosen yet: the kits to start with, not an empty checkout's forms.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('empty-checkout-390.png'), fullPage: true });
  await page.getByRole('link', { name: 'Order the Semen Analysis' }).click();
  await expect(page.getByTestId('checkout-stepper')).toBeVisible();
  await page.getByTestId('summary-toggle').click();
  await expect(page.getByTestId('cart-line')).toContainText('Semen Analysis');
  await expect(page.getByLabel('Email')).toBeVisible();
});
