import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoPassword } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { fillCard } from './checkout-helpers';

const wcag21AAndAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test("sam's storage shows four vials with their history, and a withdrawal goes through every safeguard", async ({
  page,
  browser,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/cryogenic');
  await expect(page.getByTestId('storage-status')).toContainText('Stored.');
  const sample = page.getByTestId('stored-sample').first();
  await expect(sample.getByTestId('vial')).toHaveCount(4);
  await expect(sample.getByTestId('remaining-vials')).toHaveText('4 of 4 vials held');
  await expect(sample.getByTestId('vial').first()).toContainText('Moved · Fathom Cryobank, Austin, Texas');
  expect((await new AxeBuilder({ page }).withTags(wcag21AAndAA).analyze()).violations).toEqual([]);

  await sample.getByRole('link', { name: 'Request a withdrawal' }).click();
  await expect(page.getByRole('button', { name: 'I understand' })).toBeDisabled();
  await page.getByLabel(/I understand that vials are withdrawn only/).check();
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByRole('heading', { name: 'Arrange your transfer' })).toBeFocused();

  // Domestic shipping is paid first, through the checkout, which skips the shipping step.
  await page.getByRole('link', { name: 'Pay for shipping' }).click();
  await expect(page.getByTestId('cart-line')).toContainText('Cryogenic Shipping');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Sam');
  await billing.getByLabel('Last name').fill('Whitaker');
  await billing.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await billing.getByLabel('City').fill('Austin');
  await billing.getByLabel('State').selectOption('TX');
  await billing.getByLabel('ZIP code').fill('73301');
  await billing.getByLabel('Phone number').fill('(512) 555-0134');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('link', { name: 'Continue your withdrawal request' }).click();

  await page.getByLabel(/I understand that vials are withdrawn only/).check();
  await page.getByRole('button', { name: 'I understand' }).click();
  await page.getByLabel('A medical facility').check();
  await page.getByLabel('Name of the medical professional').fill('Dr. Ana Flores');
  await page.getByLabel('Facility', { exact: true }).fill('Hill Country Fertility');
  await page.getByLabel('Address', { exact: true }).fill('10 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State', { exact: true }).fill('TX');
  await page.getByLabel('Postal code').fill('78701');
  await page.getByLabel("Facility's email").fill('lab@hillcountry.example');
  await page.getByLabel("Facility's phone").fill('+15125550199');
  await page.getByLabel('Vials to send').selectOption('2');
  // A signature that is not the legal name is refused before anything is sent.
  await page.getByLabel('Signature: your full legal name').fill('Sam W');
  await page.getByLabel('Your password').fill(demoPassword);
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(
    page.getByText('Sign with your full legal name, exactly as on your account: Sam Whitaker.'),
  ).toBeVisible();
  await page.getByLabel('Signature: your full legal name').fill('Sam Whitaker');
  expect((await new AxeBuilder({ page }).withTags(wcag21AAndAA).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();

  await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed/);
  await expect(page.getByTestId('withdrawal-next-step')).toContainText(
    'Your partner on the account has been asked to consent',
  );
  await page.goto('/cryogenic');
  await expect(page.getByTestId('withdrawals')).toContainText('2 vials to Hill Country Fertility');
  await expect(page.getByTestId('withdrawals')).toContainText("Waiting for your partner's consent");
  await expect(page.getByRole('link', { name: 'Request a withdrawal' })).toHaveCount(0);

  // jamie, the partner on sam's account, consents in the portal; only then is the withdrawal released.
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signInAs(partner, 'jamie', '/analysis');
  const consent = partner.getByTestId('consent-requests');
  await expect(consent).toContainText('Sam Whitaker asked to send 2 stored vials to Hill Country Fertility');
  await consent.getByRole('button', { name: 'I consent to this withdrawal' }).click();
  await expect(consent.getByRole('status')).toContainText('can now be sent to Hill Country Fertility');
  await partnerContext.close();
  await page.reload();
  await expect(page.getByTestId('withdrawals')).toContainText(
    'Requested: our team is arranging the transfer',
  );
});
