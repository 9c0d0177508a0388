import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

// The home page asks for the recommendations as soon as the client lands on it.
const recommendations = '**/api/restify/recommendations**';

test('a 500 answer shows the toast "A server error occurred during request execution" once', async ({
  page,
}) => {
  await page.route(recommendations, (route) =>
    route.fulfill({ status: 500, json: { message: 'Something broke' } }),
  );
  await signInAs(page, 'sam');
  await expect(
    page.getByText('A server error occurred during request execution', { exact: true }),
  ).toHaveCount(1);
});

test('a 403 answer shows the toast "You are not allowed to perform this action" once', async ({ page }) => {
  await page.route(recommendations, (route) =>
    route.fulfill({ status: 403, json: { message: 'Forbidden' } }),
  );
  await signInAs(page, 'sam');
  await expect(page.getByText('You are not allowed to perform this action', { exact: true })).toHaveCount(1);
});
