import { demoPassword, personas } from '../support/personas';
import { expect, type Page, test } from '../support/test';

test('a client signs in through the account provider (code flow with PKCE) and signing out ends it there', async ({
  page,
}) => {
  const providerRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/oidc/'))
      providerRequests.push(`${sent.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your account provider' }).click();
  await expect(page).toHaveURL(/\/oidc\/authorize\?/);
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access');

  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('That email and password do not match an account.');
  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  expect(providerRequests.some((request) => request.startsWith('POST /oidc/token'))).toBe(true);

  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  expect(providerRequests.some((request) => request.startsWith('GET /oidc/logout'))).toBe(true);
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
});

/** Signs sam in at the development provider's form, from the sign-in page. */
async function signInAtProvider(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your account provider' }).click();
  await expect(page).toHaveURL(/\/oidc\/authorize\?/);
  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the token request is sent again after a network failure, three retries at most', async ({ page }) => {
  let sent = 0;
  await page.route('**/oidc/token', async (route) => {
    sent += 1;
    if (sent <= 3) await route.abort('connectionreset');
    else await route.continue();
  });
  await signInAtProvider(page);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  expect(sent).toBe(4);
});

test('a token request whose three retries fail too ends the sign-in, saying so', async ({ page }) => {
  let sent = 0;
  await page.route('**/oidc/token', async (route) => {
    sent += 1;
    await route.abort('connectionreset');
  });
  await signInAtProvider(page);
  await expect(page.getByRole('alert')).toContainText('Your account provider did not confirm the sign-in');
  await expect(page).not.toHaveURL(/\/auth\/callback|\/home/);
  expect(sent).toBe(4);
});
