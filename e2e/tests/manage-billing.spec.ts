import { expectNoViolations } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';
import { fillCard, fillShipping, productUuid } from './checkout-helpers';

test('a storage plan bought at checkout is on the billing page, and its card can be changed', async ({
  page,
  request,
}) => {
  // Checkout, axe, a card change and a cancellation: about 25 s on an idle 2-core machine.
  test.setTimeout(90_000);
  const monthly = await productUuid(request, 'cryo_monthly');
  await signInAs(page, 'pat');
  await page.goto(`/checkouts?items=${monthly}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  const poNumber = (await page.getByTestId('po-number').textContent())?.trim() ?? '';

  await page.goto('/manage-billing');
  await expect(page.getByTestId('plans')).toContainText(
    'Cryogenic Storage, monthly plan: $25.00 a month, renews on',
  );
  await expect(page.getByRole('cell', { name: poNumber, exact: true })).toBeVisible();
  await expectNoViolations(page);

  const form = page.locator('#change-card');
  await form.getByLabel('Name on card').fill('Pat Lee');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save the new card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your new card is saved' })).toContainText(
    'Your plans renew on it from now on.',
  );

  await page.getByTestId('plans').getByRole('button', { name: 'Stop renewing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop renewing this plan?' });
  await expect(dialog).toContainText('we email you 60, 30 and 7 days before');
  await dialog.getByRole('button', { name: 'Stop renewing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will not renew' })).toContainText(
    'Your vials are kept until',
  );
  await expect(page.getByTestId('plans')).toContainText('does not renew: kept until');
});
