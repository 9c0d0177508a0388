import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { consoleWidths, openConsole } from '../support/console-session';
import { expectLaidOutAt } from '../support/page-checks';
import { xsrfHeader } from '../support/staff-api';
import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { cardOrderFor, productUuid } from './checkout-helpers';
import { customerWithStoredVials, storagePassword } from './cryogenic-helpers';

const timezone = 'America/Chicago';

/**
 * A new customer (signed in in the page) with two stored vials and a withdrawal of one of them requested, its
 * shipping paid, with no partner to consent: ready for the lab to ship. They also bought an analysis, which no
 * storage plan holds yet: the lab pairs it.
 */
async function withdrawalReadyToShip(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<{ recipient: string; email: string }> {
  // `request` (not the page's) signs staff in to store the vials: the page keeps the customer's session.
  const { email, itemId } = await customerWithStoredVials(page, request, label, 2);
  const shipping = await page.request.post('/api/checkout', {
    headers: { 'idempotency-key': `${label}-shipping-${Date.now()}`, ...(await xsrfHeader(page.request)) },
    data: {
      ...cardOrderFor(email),
      shipping_address: undefined,
      items: [{ product_uuid: await productUuid(page.request, 'withdrawal_shipping'), quantity: 1 }],
      withdrawal_uuid: itemId,
    },
  });
  expect(shipping.status(), await shipping.text()).toBe(200);
  const analysis = await page.request.post('/api/checkout', {
    headers: { 'idempotency-key': `${label}-analysis-${Date.now()}`, ...(await xsrfHeader(page.request)) },
    data: {
      ...cardOrderFor(email),
      items: [{ product_uuid: await productUuid(page.request, 'analysis'), quantity: 1 }],
    },
  });
  expect(analysis.status(), await analysis.text()).toBe(200);
  const requested = await page.request.post('/api/withdrawals', {
    headers: await xsrfHeader(page.request),
    data: {
      item_uuid: itemId,
      understood: true,
      destination: 'domestic',
      recipient_type: 'medical_facility',
      recipient_name: '',
      recipient_facility: `Hill Country Fertility ${label}`,
      recipient_address: {
        address_1: '10 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
      recipient_email: 'lab@hillcountry.example',
      recipient_phone: '+15125550199',
      requested_date: earliestWithdrawalDate(new Date(), timezone),
      timezone,
      vial_count: 1,
      signature: 'Robin Hale',
      password: storagePassword,
    },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  return { recipient: `Hill Country Fertility ${label}`, email };
}

test(`the lab ships a withdrawal with its tracking number and the customer sees it, checked at ${consoleWidths.join(' and ')} px`, async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext({ viewport: { width: consoleWidths[0], height: 900 } });
  const staff = await browser.newContext({ viewport: { width: consoleWidths[0], height: 900 } });
  try {
    const customerPage = await customer.newPage();
    const { recipient, email } = await withdrawalReadyToShip(
      customerPage,
      request,
      `staff-storage-${Date.now()}`,
    );

    const page = await staff.newPage();
    await openConsole(page, 'lab');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Storage' }).click();
    await expect(page).toHaveURL('/staff/storage');
    await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals to prepare' })).toBeVisible();

    // Narrowed to this customer by their email address (the tests leave other withdrawals behind).
    const withdrawals = page.getByRole('form', { name: 'Filter withdrawals to prepare' });
    await withdrawals.getByLabel('Client number, name or email').fill(email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/staff/storage?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: recipient });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Robin Hale');
    await expect(row).toContainText('Not needed');
    await expect(row).toContainText('Yes');
    await expectLaidOutAt(page, consoleWidths);

    // By keyboard: open the form, a tracking number refused where it was typed, then shipped.
    await row.getByRole('button', { name: 'Ship Robin Hale’s 1 vial' }).focus();
    await page.keyboard.press('Enter');
    const carrier = row.getByLabel('Carrier');
    await expect(carrier).toBeFocused();
    await page.keyboard.type('FedEx');
    await page.keyboard.press('Tab');
    await expect(row.getByLabel('Tracking number')).toBeFocused();
    await page.keyboard.type('12;34');
    await page.keyboard.press('Enter');
    await expect(row.getByLabel('Tracking number')).toHaveAccessibleDescription(
      'A tracking number has 6 to 40 characters.',
    );
    await expectLaidOutAt(page, consoleWidths);
    await row.getByLabel('Tracking number').fill('7712 3456 9012');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Robin Hale’s vials are shipped. Sent with FedEx, tracking number 7712 3456 9012.'),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: recipient })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Storage lists' })
      .getByRole('link', { name: 'Due for destruction' })
      .click();
    await expect(page).toHaveURL('/staff/storage/destructions');
    // morgan's plan ended (unless a test before this one chose a new plan for morgan): the list or its empty state.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Morgan Hayes' })
        .or(page.getByText('No stored vials are without a plan')),
    ).toBeVisible();
    await expectLaidOutAt(page, consoleWidths);

    // The customer's plan and analysis are not paired yet: the lab pairs them, found by the customer's email.
    await page
      .getByRole('navigation', { name: 'Storage lists' })
      .getByRole('link', { name: 'Plans to match' })
      .click();
    await expect(page).toHaveURL('/staff/storage/unmatched');
    const filters = page.getByRole('form', { name: 'Filter plans to match' });
    await filters.getByLabel('Client number, name or email').fill(email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(`/staff/storage/unmatched?q=${encodeURIComponent(email)}`);
    const plan = page.getByRole('row').filter({ hasText: email });
    await expect(plan).toHaveCount(1);
    await expect(plan.getByLabel(/Analysis whose sample Robin Hale’s .* holds/)).toHaveValue(/.+/);
    await expectLaidOutAt(page, consoleWidths);
    await plan.getByRole('button', { name: /^Pair Robin Hale’s / }).click();
    await expect(
      page.getByText(/^Robin Hale’s .* now holds the sample of the Semen Analysis, /),
    ).toBeVisible();
    await expect(page.getByTestId('list-empty')).toContainText('Every storage plan is paired');

    // The customer reads the carrier and tracking number on their storage page.
    await customerPage.goto('/cryogenic');
    await expect(customerPage.getByTestId('withdrawals')).toContainText(`1 vial to ${recipient}`);
    await expect(customerPage.getByTestId('withdrawal-shipment')).toContainText(
      'Sent with FedEx, tracking number 7712 3456 9012.',
    );
    // Paired by the lab: nothing is left for the customer to match.
    await expect(customerPage.getByTestId('cryo-matching')).toHaveCount(0);
  } finally {
    await customer.close();
    await staff.close();
  }
});
