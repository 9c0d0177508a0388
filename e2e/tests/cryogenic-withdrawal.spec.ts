import { expectNoViolations } from '../support/page-checks';
import { demoPassword } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { staffToken } from '../support/staff-api';
import { expect, type Page, test } from '../support/test';
import {
  expectNoSidewaysScroll,
  expectTappable,
  portalDate,
  shipWithdrawal,
  storageOf,
} from './cryogenic-helpers';

const fillCard = async (page: Page, number: string) => {
  const card = page.getByTestId('shipping-payment');
  await card.getByLabel('Name on card').fill('Sam Whitaker');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await card.getByLabel('Security code').fill('123');
};

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sam pays the shipping inside his withdrawal request, leaves and finds it as he left it, and sees what he asked for', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'sam');
    await page.goto('/cryogenic');
    await expect(page.getByTestId('storage-status')).toContainText('Stored.');
    const sample = page.getByTestId('stored-sample').first();
    await expect(sample.getByTestId('vial')).toHaveCount(4);
    await expect(sample.getByTestId('remaining-vials')).toHaveText('4 of 4 vials held');
    await expect(sample.getByTestId('vial').first()).toContainText('Moved · Fathom Cryobank, Austin, Texas');
    await expectNoViolations(page);

    await sample.getByRole('link', { name: 'Request a withdrawal' }).click();
    // "I understand" is never grey: pressed too early, it says what is missing.
    const understand = page.getByRole('button', { name: 'I understand' });
    await expect(understand).toBeEnabled();
    await understand.click();
    await expect(page.getByText('Please confirm that you understand how withdrawals work.')).toBeVisible();
    await expect(page.getByLabel(/I understand that vials are withdrawn only/)).toBeFocused();
    await page.getByLabel(/I understand that vials are withdrawn only/).check();
    await understand.click();
    await expect(page.getByRole('heading', { name: 'Arrange your transfer' })).toBeFocused();

    // A facility is asked for the facility's name; nobody's personal name is required.
    await page.getByLabel('A medical facility').check();
    await expect(page.getByLabel('Name of the medical professional')).toHaveCount(0);
    await page.getByLabel('Name of the facility').fill('Hill Country Fertility');
    await page.getByLabel('Contact person at the facility (optional)').fill('Dr. Ana Flores');
    await page.getByLabel('Address', { exact: true }).fill('10 Congress Ave');
    await page.getByLabel('Vials to send').selectOption('2');
    const draftSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/withdrawals/drafts/') && response.request().method() === 'PUT',
    );
    await page.getByLabel('City').fill('Austin');
    await draftSaved;

    // He leaves the portal altogether and comes back: nothing he typed is lost, and he is not asked again.
    await page.goto('/home');
    await page.goto('/cryogenic');
    await page
      .getByTestId('stored-sample')
      .first()
      .getByRole('link', { name: 'Request a withdrawal' })
      .click();
    await expect(page.getByRole('heading', { name: 'Arrange your transfer' })).toBeVisible();
    await expect(page.getByLabel('A medical facility')).toBeChecked();
    await expect(page.getByLabel('Name of the facility')).toHaveValue('Hill Country Fertility');
    await expect(page.getByLabel('Contact person at the facility (optional)')).toHaveValue('Dr. Ana Flores');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('10 Congress Ave');
    await expect(page.getByLabel('City')).toHaveValue('Austin');
    await expect(page.getByLabel('Vials to send')).toHaveValue('2');

    // The shipping is paid here, in the same step: the button says so, and is never grey.
    const submit = page.getByRole('button', { name: 'Pay $250.00 and request the withdrawal' });
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Pay for shipping' })).toHaveCount(0);
    await submit.click();
    await expect(page.getByTestId('withdrawal-form-error')).toContainText('Some details are missing');
    await expect(page.getByLabel('State', { exact: true })).toBeFocused();
    // The State is chosen from the checkout's list; the earliest day is written as every date is (ADR 049).
    await expect(page.getByRole('combobox', { name: 'State' })).toBeVisible();
    await expect(
      page.getByText(/days from today: [A-Z][a-z]{2} \d{1,2}, \d{4} or later\./).first(),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('i45-withdrawal-form-1280.png'), fullPage: true });
    for (const message of [
      'Choose the state.',
      'Enter a 5-digit ZIP code.',
      'Enter a valid email address.',
      'Enter a phone number with its area code.',
      'Sign with your full legal name, exactly as on your account: Sam Whitaker.',
      'Enter your password.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel("Facility's email").fill('lab@hillcountry.example');
    await page.getByLabel("Facility's phone").fill('+15125550199');
    await page.getByLabel('Signature: your full legal name').fill('Sam Whitaker');
    await page.getByLabel('Your password').fill(demoPassword);
    const requestedDate = await page.getByLabel('Delivery date').inputValue();
    // The browser's date field writes the day its own way; the day chosen reads beside it as every date does.
    const chosen = page.getByTestId('withdrawal-chosen-date');
    await expect(chosen).toHaveText(new RegExp(`^Chosen: [A-Z][a-z]+day, ${portalDate(requestedDate)}$`));
    const later = new Date(`${requestedDate}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 3);
    const laterDate = later.toISOString().slice(0, 10);
    await page.getByLabel('Delivery date').fill(laterDate);
    await expect(chosen).toHaveText(new RegExp(`^Chosen: [A-Z][a-z]+day, ${portalDate(laterDate)}$`));
    await page.getByLabel('Delivery date').fill(requestedDate);
    await expect(chosen).toHaveText(new RegExp(`^Chosen: [A-Z][a-z]+day, ${portalDate(requestedDate)}$`));

    // A declined card pays nothing and sends nothing; the form keeps everything.
    await fillCard(page, '4000 0000 0000 0002');
    await submit.click();
    await expect(page.getByText('Your card was declined. Please try another card.')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding\/withdrawal\/[0-9a-f-]+$/);
    await expect(page.getByLabel('Name of the facility')).toHaveValue('Hill Country Fertility');
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('cryo-withdrawal-form-1280.png'), fullPage: true });

    await fillCard(page, '4242 4242 4242 4242');
    const requestPage = page.url();
    await submit.click();
    await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed\?id=/);
    const recap = page.getByTestId('withdrawal-recap');
    await expect(recap).toContainText('2 vials from Cryogenic Storage, yearly plan');
    await expect(recap).toContainText(portalDate(requestedDate));
    await expect(recap).toContainText('Hill Country Fertility (for Dr. Ana Flores)');
    await expect(page.getByTestId('withdrawal-next-step')).toContainText(
      'Your partner on the account has been asked to consent',
    );
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath('cryo-withdrawal-completed-1280.png'),
      fullPage: true,
    });

    await page.goto('/cryogenic');
    await expect(page.getByTestId('withdrawals')).toContainText('2 vials to Hill Country Fertility');
    await expect(page.getByTestId('withdrawals')).toContainText("Waiting for your partner's consent");
    await expect(page.getByRole('link', { name: 'Request a withdrawal' })).toHaveCount(0);
    // Opened again by its address, the request says why no second one can be made now.
    await page.goto(requestPage);
    await expect(page.getByTestId('withdrawal-unavailable')).toContainText(
      'A withdrawal of this sample is already in progress',
    );
    await page.goto('/cryogenic');
    // The shipping paid inside the request is used by it.
    await expect(page.getByText('You have paid for a withdrawal shipment that is not used yet.')).toHaveCount(
      0,
    );

    // jamie, the partner on sam's account, consents in the portal; only then is the withdrawal released.
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await signInAs(partner, 'jamie', '/analysis');
    const consent = partner.getByTestId('consent-requests');
    await expect(consent).toContainText(
      'Sam Whitaker asked to send 2 stored vials to Hill Country Fertility',
    );
    await consent.getByRole('button', { name: 'I consent to this withdrawal' }).click();
    await expect(consent.getByTestId('confirm-consent')).toContainText('2 stored vials will be released');
    await consent.getByRole('button', { name: 'Yes, I consent' }).click();
    await expect(consent.getByRole('status')).toContainText('can now be sent to Hill Country Fertility');
    await partnerContext.close();
    await page.reload();
    await expect(page.getByTestId('withdrawals')).toContainText(
      'Requested: our team is arranging the transfer',
    );
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('jordan, once the team has shipped his first withdrawal, sends his last two vials to a named professional and pays on his phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'jordan');
    const prepared = (await storageOf(page)).items[0]?.withdrawals.find(
      (withdrawal) => withdrawal.status === 'requested',
    );
    await shipWithdrawal(request, await staffToken(request), prepared?.id ?? 'none');

    await page.goto('/cryogenic');
    const sample = page.getByTestId('stored-sample').first();
    await expect(sample.getByTestId('remaining-vials')).toHaveText('2 of 4 vials held');
    const requestLink = sample.getByRole('link', { name: 'Request a withdrawal' });
    await expectTappable(requestLink);
    await requestLink.tap();
    await page.getByLabel(/I understand that vials are withdrawn only/).check();
    await page.getByRole('button', { name: 'I understand' }).tap();
    await expect(page.getByRole('heading', { name: 'Arrange your transfer' })).toBeFocused();

    // A professional is asked by name, with the clinic or practice the vials go to.
    await page.getByLabel('A medical professional').check();
    await page.getByLabel('Name of the medical professional').fill('Dr. Priya Raman');
    await page.getByLabel('Their clinic or practice').fill('Lakeside Fertility Clinic');
    await page.getByLabel('Address', { exact: true }).fill('200 Lakeshore Drive');
    await page.getByLabel('City').fill('Chicago');
    await page.getByLabel('State', { exact: true }).selectOption('IL');
    await page.getByLabel('ZIP code').fill('60601');
    await page.getByLabel('Their email').fill('lab@lakeside-fertility.example');
    await page.getByLabel('Their phone').fill('(312) 555-0188');
    await page.getByLabel('Vials to send').selectOption('2');
    await page.getByLabel('Signature: your full legal name').fill('Jordan Ellis');
    await page.getByLabel('Your password').fill(demoPassword);
    await fillCard(page, '4242 4242 4242 4242');
    const requestedDate = await page.getByLabel('Delivery date').inputValue();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('cryo-withdrawal-form-390.png'), fullPage: true });

    const submit = page.getByRole('button', { name: 'Pay $250.00 and request the withdrawal' });
    await expectTappable(submit);
    await submit.tap();
    await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed\?id=/);
    const recap = page.getByTestId('withdrawal-recap');
    await expect(recap).toContainText('2 vials from Cryogenic Storage, yearly plan');
    await expect(recap).toContainText(portalDate(requestedDate));
    await expect(recap).toContainText('Dr. Priya Raman, Lakeside Fertility Clinic');
    await expect(page.getByTestId('withdrawal-next-step')).toContainText(
      'Our team now contacts the recipient to arrange the transfer.',
    );
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
    await page.screenshot({
      path: test.info().outputPath('cryo-withdrawal-completed-390.png'),
      fullPage: true,
    });
  });
});
