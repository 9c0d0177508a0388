import { openPackingSlip, scanQrCode, signInStaffContext } from '../support/kit-codes';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

test("a kit bought by card is registered from the QR code on its packing slip with the owner's date of birth", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A purchase, the lab's packing slip in a staff context and a phone's sign-in: three browsers' worth of steps.
  test.setTimeout(60_000);
  // A visitor buys a kit with the sandbox card.
  const email = freshEmail('qr.kit');
  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await fillAccountDetails(page, email);
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  const placed = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/checkout',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const order = ((await (await placed).json()) as { data: { order_id: string; po_number: string } }).data;

  // The lab prints the packing slip: one kit, its QR code, its code and the order number.
  const staff = await browser.newContext();
  await signInStaffContext(staff);
  const slip = await openPackingSlip(staff, order.order_id);
  const printed = slip.locator('[data-kit-identifier]');
  await expect(printed).toHaveCount(1);
  const identifier = (await printed.getAttribute('data-kit-identifier')) ?? '';
  expect(identifier).toMatch(/^FK-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(printed).toContainText(`Kit code: ${identifier}`);
  await expect(printed).toContainText(`Order number: ${order.po_number}`);
  const scanned = await scanQrCode(staff, printed.locator('svg'));
  expect(scanned).toBe(`${baseURL}/k-r/v-c/${identifier}`);
  await staff.close();

  // The buyer adds the date of birth the registration asks for, from the kit's page.
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  await page.getByRole('link', { name: 'Complete your order details' }).click();
  await page.getByRole('link', { name: 'Add your date of birth' }).click();
  await expect(page).toHaveURL(/\/onboarding\/client\/[0-9a-f-]{36}$/);
  await page.getByLabel('Date of birth', { exact: true }).fill('1990-06-15');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();

  // Scanned with a phone that is not signed in: the date of birth registers the kit and shows that kit alone.
  const phone = await browser.newContext();
  const camera = await phone.newPage();
  await camera.goto(new URL(scanned).pathname);
  await expect(camera.getByRole('heading', { level: 1, name: 'Register your kit' })).toBeVisible();
  await camera.getByLabel('Date of birth').fill('1990-06-15');
  await camera.getByRole('button', { name: 'Confirm and register' }).click();
  await expect(camera.getByRole('heading', { name: /Thank you, Alex/ })).toBeFocused();
  await expect(camera.getByTestId('kit-session-registration')).toContainText(`Kit code: ${identifier}`);
  await camera.getByLabel('New password').fill('Qr-chosen-password-1');
  await camera.getByRole('button', { name: 'Choose password and open my account' }).click();
  await expect(camera).toHaveURL(/\/onboarding\/item\/[0-9a-f-]{36}$/);
  await camera.goto('/kit-registrations');
  await expect(camera.getByTestId('kit-registrations')).toContainText('Semen Analysis, registered on');
  await phone.close();
});
