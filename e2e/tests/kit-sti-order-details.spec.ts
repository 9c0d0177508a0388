import { staffKitsOf } from '../support/customer-api';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { cardOrderFor, freshEmail, productUuid } from './checkout-helpers';

test("an STI kit's order details are completed on the kit's form, then wait for a physician's review (MDIConfirmation)", async ({
  page,
  request,
}) => {
  const email = freshEmail('sti.kit');
  const ordered = await request.post('/api/checkout', {
    headers: { 'idempotency-key': `sti-kit-${Date.now()}-${Math.random()}` },
    data: {
      ...cardOrderFor(email),
      items: [{ product_uuid: await productUuid(request, 'sti'), quantity: 1 }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const [kit] = await staffKitsOf(request, email);
  if (!kit) throw new Error('the order made no kit');

  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  await page.getByTestId(`kit-${kit.id}`).getByRole('link', { name: 'Complete your order details' }).click();
  await expect(page).toHaveURL(`/onboarding/item/${kit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your order details' })).toBeVisible();
  // STI kits have no collection days of a semen sample, and no freezing question.
  await expect(page.getByTestId('next-collection-day')).toHaveCount(0);
  await expect(page.getByLabel('Are you thinking of freezing a sample?')).toHaveCount(0);
  const firstAllowed = page.getByTestId('delivery-calendar').locator('button:not([disabled])').first();
  const chosen = (await firstAllowed.getAttribute('aria-label')) ?? '';
  await firstAllowed.click();
  await expect(page.getByText(`Chosen: ${chosen}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save order details' }).click();

  await expect(page).toHaveURL('/onboarding/item/md-processing');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical review in progress' })).toBeVisible();

  await page.goto(`/onboarding/item/${kit.id}`);
  await expect(page.getByTestId('kit-step')).toHaveText('A physician is reviewing your order.');
  await expect(page.getByRole('heading', { name: 'Change the delivery address' })).toBeVisible();
});
