import { demoPassword, personas } from '../support/personas';
import { type BrowserContext, expect, type Page, test } from '../support/test';

/** Every call the browser makes to the provider, as "METHOD /path?query" plus the token grant type. */
function recordProviderCalls(page: Page): string[] {
  const calls: string[] = [];
  page.context().on('request', (sent) => {
    const url = new URL(sent.url());
    if (!url.pathname.startsWith('/oidc/')) return;
    const grant = new URLSearchParams(sent.postData() ?? '').get('grant_type');
    calls.push(`${sent.method()} ${url.pathname}${url.search}${grant ? ` grant_type=${grant}` : ''}`);
  });
  return calls;
}

async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your account provider' }).click();
  await expect(page).toHaveURL(/\/oidc\/authorize\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
}

/** The portal's own session ends (as when it times out); the provider's session stays. */
async function endPortalSession(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'fathom_session' });
}

/** The portal's session ends on the server while the page still holds its token (a timeout mid-visit). */
async function endPortalSessionOnServer(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const answer = await fetch('/api/logout', { method: 'POST', headers: { 'X-XSRF-TOKEN': xsrf } });
    return answer.status;
  });
  expect(status).toBe(200);
}

/** Whatever the provider's client keeps in web storage: nothing token-like may be there. */
const providerDataInStorage = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (name) =>
        name.startsWith('oidc.user:') ||
        /refresh_token|access_token|id_token/.test(
          localStorage.getItem(name) ?? sessionStorage.getItem(name) ?? '',
        ),
    ),
  );

test('after the portal session ends, the provider session signs the customer in again with its refresh token', async ({
  page,
}) => {
  await page.clock.install();
  const calls = recordProviderCalls(page);
  await signInThroughProvider(page, personas.sam);
  // The provider's tokens live in the page's memory only.
  expect(await providerDataInStorage(page)).toEqual([]);
  // The cached access token (10 minutes) goes stale; the portal session ends on its own.
  await page.clock.fastForward('11:00');
  await endPortalSessionOnServer(page);

  await page.getByRole('link', { name: 'Order history' }).first().click();
  await expect(page).toHaveURL('/orders/history');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order history');
  // Signed in again without a word: no "session expired" message stays behind.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(calls.filter((call) => call.endsWith('grant_type=refresh_token'))).toHaveLength(1);
  // No visible trip to the provider's sign-in page.
  expect(
    calls.filter((call) => call.startsWith('GET /oidc/authorize') && !call.includes('prompt=none')),
  ).toHaveLength(1);
});

test('after a reload (no tokens kept) a hidden frame renews; when the provider session has ended the portal signs out locally', async ({
  page,
  context,
}) => {
  const calls = recordProviderCalls(page);
  await signInThroughProvider(page, personas.sam);
  await endPortalSession(context);

  await page.goto('/home');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
  const silent = calls.filter(
    (call) => call.startsWith('GET /oidc/authorize') && call.includes('prompt=none'),
  );
  expect(silent).toHaveLength(1);
  expect(silent[0]).toContain(
    `redirect_uri=${encodeURIComponent(new URL('/auth/silent-callback', page.url()).href)}`,
  );
  // Every sign-in request carries its own nonce, which the ID token must bring back.
  const nonces = calls
    .filter((call) => call.startsWith('GET /oidc/authorize'))
    .map((call) => new URLSearchParams(call.split('?')[1] ?? '').get('nonce'));
  expect(nonces).toHaveLength(2);
  for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{22}$/);
  expect(new Set(nonces).size).toBe(2);
  expect(calls.filter((call) => call.endsWith('grant_type=refresh_token'))).toHaveLength(0);

  // The provider's own session ends elsewhere; the next silent attempt hears login_required.
  await context.clearCookies({ name: 'fathom_idp_session' });
  await endPortalSession(context);
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in with your account provider' })).toBeVisible();
  expect(await providerDataInStorage(page)).toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'fathom.idp.is.authenticated')).toBe(false);
  // A local logout: the visitor was never sent to the provider's sign-in form.
  expect(
    calls.filter((call) => call.startsWith('GET /oidc/authorize') && !call.includes('prompt=none')),
  ).toHaveLength(1);
});

test('the popup sign-in keeps the portal page and lands on the saved page', async ({ page }) => {
  await page.goto('/orders/history');
  await expect(page).toHaveURL('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Use a pop-up window instead' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/oidc\/authorize\?/);
  await popup.getByLabel('Email').fill(personas.sam);
  await popup.getByLabel('Password').fill(demoPassword);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL('/orders/history');
});

test('closing the popup before signing in says so and leaves the visitor on the sign-in page', async ({
  page,
}) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Use a pop-up window instead' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('The sign-in window was closed before you finished.');
  await expect(page).toHaveURL('/login');
});

test('a failed return from the provider goes to the root (no error path configured) and says what happened', async ({
  page,
}) => {
  await page.goto('/auth/callback?code=forged&state=unknown');
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('toast')).toContainText('Invalid state');
  await page.goto('/auth/callback');
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('toast').last()).toContainText(
    'There are no query params available for parsing.',
  );
});
