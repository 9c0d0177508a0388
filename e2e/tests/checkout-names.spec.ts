import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';
import { freshEmail, productUuid } from './checkout-helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("a guest's name typed on Your details is already on the shipping address", async ({ page, request }) => {
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await page.getByLabel('Email').fill(freshEmail('names-carried'));
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Alex');
  await expect(page.getByLabel('Last name')).toHaveValue('Rivera');
});

test("a signed-in customer's consultation is billed in their name, with no shipping step before it", async ({
  page,
  request,
}) => {
  // drew has bought nothing, and this checkout places no order.
  await signInAs(page, 'drew');
  await page.goto(`/checkouts?items=${await productUuid(request, 'fertility_consultation')}`);
  const firstName = await page.getByLabel('First name').inputValue();
  const lastName = await page.getByLabel('Last name').inputValue();
  expect(firstName).not.toBe('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel('First name')).toHaveValue(firstName);
  await expect(billing.getByLabel('Last name')).toHaveValue(lastName);
});
