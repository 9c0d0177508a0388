import { personas } from '../support/personas';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';

test('a login link signs the client in, strips the token from the address and lands on /home', async ({
  page,
  request,
}) => {
  const loginToken = await mintLoginToken(request, personas.sam);
  await page.goto(`/?loginToken=${encodeURIComponent(loginToken)}`);
  await expect(page).toHaveURL('/home');
  expect(new URL(page.url()).searchParams.has('loginToken')).toBe(false);
  await expect(page.getByTestId('support-session')).toContainText(
    'Support session: signed in as Sam Whitaker',
  );
  await page.getByRole('link', { name: 'End the session' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
});

test('a used login link does not sign anyone in', async ({ page, request, playwright, baseURL }) => {
  const loginToken = await mintLoginToken(request, personas.sam);
  // A context without the staff session's cookies, like the customer's own browser.
  const customer = await playwright.request.newContext({ baseURL });
  const first = await customer.post('/api/login/token', { data: { login_token: loginToken } });
  expect(first.status()).toBe(200);
  await customer.dispose();

  await page.goto(`/?loginToken=${encodeURIComponent(loginToken)}`);
  await expect(page).toHaveURL('/login');
});
