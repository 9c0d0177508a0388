import { consoleWidths, openConsole } from '../support/console-session';
import { expectLaidOutAt } from '../support/page-checks';
import { staffTotpSecrets } from '../support/personas';
import { expect, test } from '../support/test';
import { unusedTotp } from '../support/totp';

test.describe(`support's view as a customer, checked at ${consoleWidths.join(' and ')} px`, () => {
  test.use({ viewport: { width: consoleWidths[0], height: 900 } });

  test('support views the portal as Sam, read-only, reads his home and his results, is refused an action, and ends the view back on his record', async ({
    page,
  }) => {
    // Starting the view asks for an authenticator code, which may wait for the next step.
    test.setTimeout(150_000);
    await openConsole(page, 'support');
    await page.goto('/staff/customers?q=whitaker');
    await page.getByRole('link', { name: 'Sam Whitaker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
    const record = page.url();

    await page.getByRole('button', { name: 'View the portal as Sam Whitaker' }).click();
    await page
      .getByLabel('Your authenticator code')
      .fill(await unusedTotp(staffTotpSecrets.support, page.url()));
    await page.getByRole('button', { name: 'View as customer', exact: true }).click();

    await expect(page).toHaveURL('/home');
    const banner = page.getByRole('complementary', { name: 'Viewing as a customer' });
    await expect(banner).toContainText('Viewing as Sam Whitaker — read-only');
    await expect(page.getByRole('main')).toContainText('Sam');
    await expectLaidOutAt(page, consoleWidths);

    // A result page, opened afresh: the tab keeps the view.
    await page.goto('/analysis');
    await expect(banner).toBeVisible();
    const sharing = page.getByRole('region', { name: 'Share with a clinic (SMART Health Link)' });
    await expect(sharing).toBeVisible();
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
    await sharing.getByRole('button', { name: 'Create a SMART Health Link' }).click();
    await expect(page.getByText('Viewing as this customer is read-only: nothing was changed.')).toBeVisible();
    await expect(sharing.getByTestId('health-link-url')).toHaveCount(0);
    // The report downloads as the customer's: the plain link names the view.
    const report = page.getByTestId('download-report');
    await expect(report).toHaveAttribute('href', /[?&]view_as=/);
    const download = await page.request.get((await report.getAttribute('href')) ?? '');
    expect([download.status(), download.headers()['content-type']]).toEqual([200, 'application/pdf']);

    await banner.getByRole('button', { name: 'End' }).click();
    await expect(page).toHaveURL(record);
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
  });
});
