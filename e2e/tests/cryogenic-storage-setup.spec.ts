import { expectNoViolations } from '../support/page-checks';
import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { fillCard, fillShipping, newCustomerWithPassword } from './checkout-helpers';
import { expectNoSidewaysScroll, storagePassword } from './cryogenic-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('/storage-setup sets up freezing a sample: a plan chosen there is bought, then paired with the analysis whose sample is frozen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A customer whose analysis kit is ordered, with no storage yet.
  const email = await newCustomerWithPassword(request, 'storage-setup', storagePassword);
  await submitSignIn(page, email, storagePassword);
  await expect(page).toHaveURL('/home');
  await page.goto('/cryogenic');
  await expect(page.getByTestId('storage-summary')).toHaveAttribute('data-state', 'no_storage');
  await page.getByRole('link', { name: 'Freeze a sample' }).click();

  await expect(page).toHaveURL('/storage-setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freeze a sample');
  await expect(
    page.getByRole('list', { name: 'How freezing a sample works' }).getByRole('listitem'),
  ).toHaveCount(3);
  const plans = page.getByRole('list', { name: 'Storage plans' });
  await expect(plans.getByRole('listitem')).toHaveCount(5);
  const monthly = plans.locator('[data-plan="cryo_monthly"]');
  await expect(monthly).toContainText('$25.00 per month');
  await expect(plans.locator('[data-plan="cryo_six_months"]')).toContainText('$150.00 every 6 months');
  await expect(plans.locator('[data-plan="cryo_ten_years"]')).toContainText('$1,995.00 every 10 years');
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('cryo-storage-setup-390.png'), fullPage: true });

  // The plan goes into the checkout's cart, and is bought there.
  await monthly.getByRole('link', { name: /^Choose / }).click();
  await expect(page.getByTestId('cart-line')).toContainText('Cryogenic Storage, monthly plan');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('po-number')).not.toBeEmpty();

  // The storage page now holds the plan, waiting for the sample, and pairs it with the analysis kit.
  await page.goto('/cryogenic');
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toHaveAttribute('data-state', 'awaiting_sample');
  await expect(summary.getByTestId('storage-status')).toContainText(
    'Not stored yet. Once the lab receives your sample, it is divided into 4 vials and frozen.',
  );
  const matching = page.getByTestId('cryo-matching');
  const select = matching.getByLabel(/Sample held by Cryogenic Storage, monthly plan/);
  await select.selectOption({ index: 1 });
  await matching.getByRole('button', { name: 'Confirm pairing' }).click();
  await matching.getByRole('button', { name: 'Save pairings' }).click();
  await expect(page.getByTestId('cryo-matching')).toHaveCount(0);
  await expect(page.getByTestId('stored-sample')).toContainText('Cryogenic Storage, monthly plan');
});
