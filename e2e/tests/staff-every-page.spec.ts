import { openConsole } from '../support/console-session';
import { expectNothingClipped, expectNoViolations } from '../support/page-checks';
import { expect, test } from '../support/test';

/** Every page of the console, as an admin (who may open them all) sees it. */
const pages = [
  { path: '/staff', heading: 'Console' },
  { path: '/staff/lab', heading: 'Lab' },
  { path: '/staff/lab/at-lab', heading: 'Lab' },
  { path: '/staff/lab/release', heading: 'Lab' },
  { path: '/staff/lab/held', heading: 'Lab' },
  { path: '/staff/lab/unreadable', heading: 'Lab' },
  { path: '/staff/lab/orders', heading: 'Lab' },
  { path: '/staff/storage', heading: 'Storage' },
  { path: '/staff/storage/destructions', heading: 'Storage' },
  { path: '/staff/storage/unmatched', heading: 'Storage' },
  { path: '/staff/review', heading: 'Clinical review' },
  { path: '/staff/customers?q=whitaker', heading: 'Customers' },
  { path: '/staff/money', heading: 'Money and messages' },
  { path: '/staff/members', heading: 'Staff' },
  { path: '/staff/audit', heading: 'Audit log' },
] as const;

test.use({ viewport: { width: 1024, height: 900 } });

test('every page of the console has no accessibility violation and nothing clipped at 1024 px, a customer’s record too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openConsole(page, 'admin');
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Its lists answered (a table, an empty state or a notice), not a spinner.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoViolations(page);
    await expectNothingClipped(page);
  }
  await page.goto('/staff/customers?q=whitaker');
  await page.getByRole('link', { name: 'Sam Whitaker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 2, name: 'Emails' })).toBeVisible();
  await expectNoViolations(page);
  await expectNothingClipped(page);
});
