import { readFileSync } from 'node:fs';
import { type Box, boxOf } from '../support/on-screen';
import { personas } from '../support/personas';
import { signInAs, submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [1280, 390]) {
  test(`Manage billing names the card on file and downloads an invoice as a PDF receipt, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'sam');
    await page.goto('/manage-billing');

    const card = page.getByTestId('card-on-file');
    await expect(card.getByRole('heading', { name: 'Card on file' })).toBeVisible();
    await expect(card).toContainText('Visa ending in 4242');

    const invoices = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Invoices' }) });
    const firstRow = invoices.locator('tbody tr').first();
    const poNumber = (await firstRow.locator('td').nth(1).textContent())?.trim() ?? '';
    expect(poNumber).not.toBe('');
    // The invoice's date in the house style (ADR 049).
    await expect(firstRow.locator('td').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const receipt = firstRow.getByRole('link', { name: `Download the receipt of order ${poNumber} (PDF)` });
    await expect(receipt).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${poNumber}.pdf`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.screenshot({ path: test.info().outputPath(`i45-billing-${width}.png`), fullPage: true });
  });
}

for (const width of [390, 1280]) {
  test(`the wrong-password toast covers neither the "Sign in" heading nor the email field at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await submitSignIn(page, personas.drew, 'not-the-password');
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: 'These credentials do not match our records.' });
    await expect(toast).toBeVisible();
    const toastBox = await boxOf(toast);
    const heading = await boxOf(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    const email = await boxOf(page.getByLabel('Email'));
    const header = await boxOf(page.locator('header').first());
    expect(overlaps(toastBox, heading), 'the toast covers the heading').toBe(false);
    expect(overlaps(toastBox, email), 'the toast covers the first field').toBe(false);
    expect(overlaps(toastBox, header), 'the toast covers the header with the logo').toBe(false);
    await page.screenshot({ path: test.info().outputPath(`i45-login-toast-${width}.png`) });
  });
}
