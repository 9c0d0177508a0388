import type { Page } from '@playwright/test';
import { expectTappable } from '../support/on-screen';
import { expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

// The sandbox's test card whose bank asks the customer to confirm the payment (3-D Secure).
const AUTHENTICATION_CARD = '4000 0025 0000 3155';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A guest orders with a card whose bank asks, and leaves while the bank's dialog waits; answers the order number. */
async function leaveTheBank(page: Page, analysis: string, label: string): Promise<string> {
  await page.goto(`/checkouts?items=${analysis}`);
  await fillAccountDetails(page, freshEmail(label));
  await fillShipping(page);
  await fillCard(page, AUTHENTICATION_CARD);
  const placed = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/checkout',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const { data } = (await (await placed).json()) as { data: { po_number: string } };
  await expect(page.getByRole('dialog', { name: 'Confirm this payment with your bank' })).toBeVisible();
  // The customer goes away without answering their bank; they come back to the order's own page.
  await page.goto(`/checkouts/orders/${data.po_number}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your order is waiting for its payment' }),
  ).toBeVisible();
  return data.po_number;
}

test('an order left at its bank is paid from its page, or cancelled there', async ({
  browser,
  page,
  request,
}) => {
  // Two checkouts, each to its bank's dialog, on a phone.
  test.setTimeout(90_000);
  const analysis = await productUuid(request, 'analysis');

  await leaveTheBank(page, analysis, 'bank-left-then-paid');
  await expect(page.getByTestId('order-state')).toContainText('nothing has been charged');
  await page.screenshot({ path: test.info().outputPath('unpaid-order-390.png'), fullPage: true });
  const again = await expectTappable(page, page.getByRole('button', { name: 'Confirm with your bank' }));
  await page.touchscreen.tap(again.x, again.y);
  const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed' }),
  ).toBeVisible();
  await expect(page.getByTestId('final-price')).toHaveText('$195.00');
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);

  // Another customer, in a browser of their own (a tab keeps its checkout's order key for the same cart).
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const second = await other.newPage();
  await leaveTheBank(second, analysis, 'bank-left-then-cancelled');
  await second.getByRole('button', { name: 'Cancel this order' }).click();
  const confirm = second.getByRole('dialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'This order was cancelled' })).toBeVisible();
  await expect(second.getByTestId('order-state')).toHaveText(
    'It was not paid, and nothing was charged. Its cart is kept for you: order it again whenever you like.',
  );
  await second.screenshot({ path: test.info().outputPath('cancelled-order-390.png'), fullPage: true });
  await second.getByRole('link', { name: 'Order it again' }).click();
  await expect(second.getByTestId('cart-line')).toHaveCount(1);
  await expect(second.getByTestId('cart-line').first()).toContainText('Semen Analysis');
  await other.close();
});
