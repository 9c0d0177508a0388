import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

const announcements = '**/api/restify/announcements**';

test('a 500 answer shows the toast "A server error occurred during request execution"', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.route(announcements, (route) =>
    route.fulfill({ status: 500, json: { message: 'A server error occurred during request execution' } }),
  );
  await page.getByRole('link', { name: 'Analysis', exact: true }).first().click();
  await expect(page.getByText('A server error occurred during request execution')).toHaveCount(1);
});

test('a 403 answer shows the toast "You are not allowed to perform this action"', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.route(announcements, (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }));
  await page.getByRole('link', { name: 'Analysis', exact: true }).first().click();
  await expect(page.getByText('You are not allowed to perform this action')).toHaveCount(1);
});
