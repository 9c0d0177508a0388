import { demoPassword, personas } from '../support/personas';
import { type BrowserContext, expect, type Page, test } from '../support/test';

/** Every call the browser makes to the provider after this point, as "METHOD /path?query grant_type". */
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

async function signInThroughProvider(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your account provider' }).click();
  await expect(page).toHaveURL(/\/oidc\/authorize\?/);
  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
}

/** The portal's own session is gone (cookie and the state kept in the browser); the provider's stays. */
async function endPortalSessionEntirely(page: Page, context: BrowserContext): Promise<void> {
  // The open page writes its session state again whenever an answer it is still waiting for arrives (the
  // profile, say): ended before those, the state comes back and the next page reads a profile with no cookie.
  await page.waitForLoadState('networkidle');
  await context.clearCookies({ name: 'fathom_session' });
  await page.evaluate(() => localStorage.removeItem('fathom-session'));
}

test('A-11: client onboarding never tries the silent provider sign-in, which other pages do', async ({
  page,
  context,
}) => {
  await signInThroughProvider(page);
  await endPortalSessionEntirely(page, context);
  expect((await context.cookies()).some((cookie) => cookie.name === 'fathom.idp.is.authenticated')).toBe(
    true,
  );
  const calls = recordProviderCalls(page);

  await page.goto('/onboarding/client/7f1f2a0c-6b1e-4d8a-9a54-3c2f0e9d1b11');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your profile');
  await expect(page.getByRole('link', { name: 'Choose a password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  const kept = await page.evaluate(() => localStorage.getItem('fathom-session'));
  expect(kept ?? '').not.toContain('"isLoggedIn":true');

  // The same browser on any other page is signed in silently: the provider session was there to use.
  await page.goto('/orders/history');
  await expect(page).toHaveURL('/orders/history');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order history');
  expect(calls.length).toBeGreaterThan(0);
});
