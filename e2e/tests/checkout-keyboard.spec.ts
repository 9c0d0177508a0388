import { expect, test } from '@playwright/test';
import { freshEmail, productUuid, tabTo } from './checkout-helpers';

test('the whole checkout works with the keyboard alone', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await expect(page.getByTestId('checkout-stepper')).toBeVisible();

  const typeInto = async (label: string, text: string, exact = false) => {
    await tabTo(page, page.getByLabel(label, { exact }));
    await page.keyboard.type(text);
  };

  await typeInto('Email', freshEmail('keyboard'));
  await typeInto('First name', 'Alex');
  await typeInto('Last name', 'Rivera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();

  await typeInto('First name', 'Alex');
  await typeInto('Last name', 'Rivera');
  await typeInto('Address', '1 Main Street', true);
  await typeInto('City', 'Austin');
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Texas');
  await typeInto('ZIP code', '73301');
  await typeInto('Phone number', '5125550134');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();

  await typeInto('Name on card', 'Alex Rivera');
  await typeInto('Card number', '4242424242424242');
  await typeInto('Expiry date (MM/YY)', '12/39');
  await typeInto('Security code', '123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});
