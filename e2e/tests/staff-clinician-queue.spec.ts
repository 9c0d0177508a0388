import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { consoleWidths, openConsole } from '../support/console-session';
import { staffKitsOf, staffPost } from '../support/customer-api';
import { expectLaidOutAt } from '../support/page-checks';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { cardOrderFor, freshEmail, productUuid } from './checkout-helpers';

const panel = STI_TEST_KEYS.map((test_key) =>
  test_key === 'gonorrheaGenital'
    ? { test_key, outcome: 'positive', value: 'Detected' }
    : { test_key, outcome: 'negative', value: 'Not detected' },
);

test.describe(`the clinician's queue, checked at ${consoleWidths.join(' and ')} px`, () => {
  test.use({ viewport: { width: consoleWidths[0], height: 900 } });

  test('a clinician opens a positive STI result, reads the history, notes it and releases it with a care message the customer then reads', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // A new customer orders an STI kit; the lab enters a panel with one positive.
    const email = freshEmail('clinician-queue');
    const order = await request.post('/api/checkout', {
      headers: { 'idempotency-key': `clinician-queue-${Date.now()}` },
      data: {
        ...cardOrderFor(email),
        items: [{ product_uuid: await productUuid(request, 'sti'), quantity: 1 }],
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    const [kit] = await staffKitsOf(request, email);
    if (!kit) throw new Error('the order made no kit');
    await staffPost(request, `/api/staff/items/${kit.id}/sti-results`, { results: panel });

    await openConsole(page, 'clinician');
    const navigation = page.getByRole('navigation', { name: 'Console' }).getByRole('link');
    await expect(navigation).toHaveText(['Clinical review']);
    await navigation.getByText('Clinical review').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clinical review' })).toBeVisible();

    // Newest first, by the column's header (a button, pressed by keyboard); the order is kept in the address.
    await page.getByRole('button', { name: 'Entered' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/staff/review?sort=-entered_at');
    const row = page
      .getByRole('region', { name: 'Results to review' })
      .getByRole('row')
      .filter({ hasText: kit.kit_identifier });
    await expect(row).toContainText('Robin Hale');
    await expect(row).toContainText('Review by');
    await expectLaidOutAt(page, consoleWidths);

    await row.getByRole('link', { name: /Positive STI result/ }).click();
    await expect(page).toHaveURL(`/staff/review/${kit.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Positive STI result: Robin Hale');
    const results = page.getByRole('region', { name: 'Test results' });
    await expect(results.getByRole('row').filter({ hasText: 'Gonorrhea' })).toContainText('Positive');
    await expect(page.getByRole('region', { name: 'Kits' })).toContainText(kit.kit_identifier);
    await expect(page.getByText('No other results: this is the customer’s first.')).toBeVisible();

    const noteText = 'Called the customer; ceftriaxone arranged at their pharmacy.';
    await page.getByRole('button', { name: 'Save the note' }).click();
    await expect(page.getByText('Write the note.')).toBeVisible();
    await page.getByLabel('Add a note').fill(noteText);
    await page.getByRole('button', { name: 'Save the note' }).click();
    await expect(page.getByRole('region', { name: 'Clinicians’ notes' }).getByRole('listitem')).toContainText(
      [noteText],
    );

    const release = page.getByRole('form', { name: 'Release to the customer' });
    await release.getByRole('button', { name: 'Release with this message' }).click();
    await expect(release.getByText('Write the care message the customer will read.')).toBeVisible();
    await release.getByLabel('Treatable infection').check();
    const message = release.getByLabel('The care message the customer reads with the result');
    await expect(message).toHaveValue(/a short course of medicine treats/);
    await message.press('End');
    await message.pressSequentially(' Your pharmacy has the prescription.');
    await expectLaidOutAt(page, consoleWidths);
    await release.getByRole('button', { name: 'Release with this message' }).click();
    await expect(page.getByText('Released to Robin Hale, who is emailed.')).toBeVisible();
    await expect(page).toHaveURL('/staff/review');
    await expect(
      page
        .getByRole('region', { name: 'Results to review' })
        .getByRole('row')
        .filter({ hasText: kit.kit_identifier }),
    ).toHaveCount(0);

    // The customer reads the result with the care message, and never the note.
    const customer = await browser.newContext({ viewport: { width: consoleWidths[0], height: 900 } });
    try {
      const customerPage = await customer.newPage();
      await customerPage.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
      await expect(customerPage).toHaveURL('/home');
      await customerPage.goto(`/onboarding/sti/${kit.id}`);
      const care = customerPage.getByRole('region', { name: 'From your clinician' });
      await expect(care).toContainText('a short course of medicine treats');
      await expect(care).toContainText('Your pharmacy has the prescription.');
      await expect(customerPage.getByTestId('sti-gonorrheaGenital')).toContainText('Positive');
      await expect(customerPage.getByText('ceftriaxone')).toHaveCount(0);
      await expectLaidOutAt(customerPage, consoleWidths, { clipped: false });
    } finally {
      await customer.close();
    }
  });
});
