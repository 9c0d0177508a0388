import { consoleWidths, openConsole, openCustomerRecord } from '../support/console-session';
import { expectLaidOutAt } from '../support/page-checks';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

test(`support finds a customer and refunds part of a payment with a reason, seen in the record, checked at ${consoleWidths.join(' and ')} px`, async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await newCustomerByOrder(request, 'staff-refund');
  const staff = await browser.newContext({ viewport: { width: consoleWidths[0], height: 900 } });
  try {
    const page = await staff.newPage();
    await openConsole(page, 'support');

    await openCustomerRecord(page, email, 'Robin Hale');

    const payments = page.getByRole('region', { name: 'Payments' });
    const row = payments.getByRole('row').filter({ hasText: 'Visa ending in 4242' });
    await expect(row).toContainText('Paid');
    await expect(page.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
    await expect(page.getByText('No refunds.')).toBeVisible();
    await expectLaidOutAt(page, consoleWidths);

    // By keyboard: the dialog opens at the amount (what is left), a missing reason is refused where it is typed.
    await row.getByRole('button', { name: /^Refund Order / }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel('Amount to refund ($)');
    await expect(amount).toBeFocused();
    await expect(amount).not.toHaveValue('');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20.50');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Enter the reason for the refund.');
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
    await dialog.getByLabel('Reason').fill('The kit arrived damaged.');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();

    await expect(page.getByText(/^Refunded \$20\.50 of order FA\w+\. The customer is emailed/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Partly refunded');
    await expect(row).toContainText('$20.50');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('The kit arrived damaged.');
    await expect(refunds).toContainText('Made');
    await expectLaidOutAt(page, consoleWidths);
  } finally {
    await staff.close();
  }
});
