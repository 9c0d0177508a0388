import { expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

// The sandbox's test card whose bank asks the customer to confirm the payment (3-D Secure), as Stripe's
// 4000 0025 0000 3155 does; the sandbox's own test bank answers in the browser, with nothing from the internet.
const AUTHENTICATION_CARD = '4000 0025 0000 3155';

test('a card whose bank asks the customer to confirm is paid once they confirm it', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await fillAccountDetails(page, freshEmail('three-d-secure'));
  await fillShipping(page);
  await fillCard(page, AUTHENTICATION_CARD);
  await page.getByRole('button', { name: 'Place order' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});

test('a refused confirmation is a declined card, and another card pays the same order', async ({
  page,
  request,
}) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await fillAccountDetails(page, freshEmail('three-d-secure-refused'));
  await fillShipping(page);
  await fillCard(page, AUTHENTICATION_CARD);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm this payment with your bank' })
    .getByRole('button', { name: 'Refuse' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Use another card' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});
