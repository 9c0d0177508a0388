import { expectNoViolations } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';
import { fillCard, productUuid } from './checkout-helpers';
import {
  customerWithStoredVials,
  expectNoSidewaysScroll,
  expectTappable,
  portalDate,
  shipWithdrawal,
  storageOf,
  storagePassword,
} from './cryogenic-helpers';

// The seeded destruction date is 45 calendar days ahead in UTC: the customer's "today" is taken in the same zone.
test.use({ timezoneId: 'UTC' });

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("morgan's storage page says first that his sample has no plan and when it is destroyed, with the way to keep it", async ({
      page,
    }) => {
      await signInAs(page, 'morgan');
      const destructionDate = (await storageOf(page)).items[0]?.destruction_date ?? '';
      expect(destructionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.goto('/cryogenic');

      const summary = page.getByTestId('storage-summary');
      await expect(summary).toHaveAttribute('data-state', 'destruction_scheduled');
      await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Your storage ends');
      await expect(summary.getByTestId('storage-status')).toHaveText(
        `Your 4 vials will be destroyed on ${portalDate(destructionDate)}, in 45 days, unless you choose a storage plan.`,
      );
      // It is the first card of the page, above the sample's own card, and nothing claims a plan holds it.
      const firstCard = page.locator('main .card').first();
      await expect(firstCard).toHaveAttribute('data-testid', 'storage-summary');
      await expect(page.getByText('Your storage plan holds your sample.')).toHaveCount(0);
      await expect(page.getByText(/frozen and kept safe/)).toHaveCount(0);
      const sampleCard = page.getByTestId('stored-sample').first();
      await expect(sampleCard).toContainText(`destroyed on ${portalDate(destructionDate)}`);
      const [summaryBox, sampleBox] = [await summary.boundingBox(), await sampleCard.boundingBox()];
      expect(summaryBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(sampleBox?.y ?? 0);
      await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
      await page.screenshot({ path: test.info().outputPath(`cryo-morgan-${width}.png`), fullPage: true });

      const keep = summary.getByRole('link', { name: 'Choose a storage plan to keep them' });
      await expectTappable(keep);
      await keep.click();
      await expect(page).toHaveURL('/buy-cryogenic');
      await expect(page.getByRole('list', { name: 'Storage plans' }).getByRole('listitem')).toHaveCount(5);
    });
  });
}

test('a customer whose every vial was withdrawn sees that state of its own, after paying the shipping at checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { itemId, staff } = await customerWithStoredVials(page, request, 'all-withdrawn', 2);
  await page.goto('/cryogenic');
  await expect(page.getByTestId('storage-summary')).toHaveAttribute('data-state', 'stored');
  await expect(page.getByTestId('storage-status')).toContainText(
    'Stored. 2 vials are frozen and kept safe for you.',
  );

  // Shipping bought at the checkout with withdrawalItemUuid: the shipping step is skipped.
  const shipping = await productUuid(request, 'withdrawal_shipping');
  await page.goto(`/checkouts?withdrawalItemUuid=${itemId}&items=${shipping}`);
  await expect(page.getByTestId('cart-line')).toContainText('Cryogenic Shipping');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Robin');
  await billing.getByLabel('Last name').fill('Hale');
  await billing.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await billing.getByLabel('City').fill('Austin');
  await billing.getByLabel('State').selectOption('TX');
  await billing.getByLabel('ZIP code').fill('73301');
  await billing.getByLabel('Phone number').fill('(512) 555-0134');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('link', { name: 'Continue your withdrawal request' }).click();

  // The shipping already paid is used: no card is asked for.
  await page.getByLabel(/I understand that vials are withdrawn only/).check();
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByTestId('shipping-paid')).toContainText('The shipping is paid');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('A medical facility').check();
  await page.getByLabel('Name of the facility').fill('Hill Country Fertility');
  await page.getByLabel('Address', { exact: true }).fill('10 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel("Facility's email").fill('lab@hillcountry.example');
  await page.getByLabel("Facility's phone").fill('+15125550199');
  await page.getByLabel('Vials to send').selectOption('2');
  await page.getByLabel('Signature: your full legal name').fill('Robin Hale');
  await page.getByLabel('Your password').fill(storagePassword);
  await page.getByRole('button', { name: 'Request the withdrawal', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed\?id=/);
  const withdrawalId = new URL(page.url()).searchParams.get('id') ?? '';

  // The team ships both vials: nothing is stored any more.
  await shipWithdrawal(request, staff, withdrawalId);
  await page.goto('/cryogenic');
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toHaveAttribute('data-state', 'all_withdrawn');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('All vials withdrawn');
  await expect(summary.getByTestId('storage-status')).toHaveText(
    'Withdrawn. No vial is stored for you any more: the 2 vials have been sent to your medical professional or facility.',
  );
  await expect(page.getByText('frozen and kept safe')).toHaveCount(0);
  await expectNoViolations(page);
});

test('a customer whose every vial was destroyed sees that state of its own', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { vialIds, staff } = await customerWithStoredVials(page, request, 'all-destroyed', 2);
  for (const vialId of vialIds) {
    const destroyed = await request.post(`/api/staff/vials/${vialId}/events`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: { kind: 'destroyed', facility: 'Fathom Lab, Austin, Texas', note: 'Requested by the client' },
    });
    expect(destroyed.status(), await destroyed.text()).toBe(200);
  }
  await page.goto('/cryogenic');
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toHaveAttribute('data-state', 'all_destroyed');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('All vials destroyed');
  await expect(summary.getByTestId('storage-status')).toHaveText(
    'Destroyed. No vial is stored for you any more: the 2 vials of your samples have been destroyed.',
  );
  await expect(page.getByTestId('vial')).toHaveCount(2);
  await expect(page.getByTestId('vial').first()).toContainText('Destroyed');
  await expect(page.getByRole('link', { name: 'Request a withdrawal' })).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('cryo-all-destroyed-1280.png'), fullPage: true });
});
