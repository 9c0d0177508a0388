import { demoPassword, personas } from '../support/personas';
import { mintLoginToken } from '../support/staff-api';
import { expect, type Page, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

/** The pages (paths) on which the browser read the announcements, one entry per read. */
function recordAnnouncementReads(page: Page): string[] {
  const readOn: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/restify/announcements')
      readOn.push(new URL(page.url()).pathname);
  });
  return readOn;
}

const clientIdOf = async (page: Page) =>
  (
    (await (await page.request.get('/api/restify/profile')).json()) as {
      data: { relationships: { client: { id: string } } };
    }
  ).data.relationships.client.id;

test('a new customer sets up the profile on /onboarding/client/{uuid}, where no announcements are loaded', async ({
  page,
  request,
}) => {
  const email = await newCustomerByOrder(request, 'client.setup');
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  const clientId = await clientIdOf(page);

  const reads = recordAnnouncementReads(page);
  await page.goto(`/onboarding/client/${clientId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
  await page.getByLabel('Preferred first name (optional)').fill('Rob');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0199');
  await page.getByLabel('Date of birth', { exact: true }).fill('1992-08-09');
  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1992-08-09');
  await expect(page.getByLabel('Preferred first name (optional)')).toHaveValue('Rob');
  await page.waitForLoadState('networkidle');
  expect(reads.filter((path) => path.startsWith('/onboarding/client/'))).toEqual([]);

  // Elsewhere they load: the recording would have seen them.
  await page.getByRole('link', { name: 'Done: go to my account' }).click();
  await expect(page).toHaveURL('/home');
  await expect.poll(() => reads.filter((path) => path === '/home').length).toBeGreaterThan(0);
});

test('a link for another account says so rather than showing the signed-in profile as if it were its own', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(personas.drew);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await page.goto('/onboarding/client/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('This link is for another account. You are signed in as drew@example.com.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Set up your own profile' }).click();
  await expect(page.getByRole('button', { name: 'Save contact details' })).toBeVisible();
});

test('on /onboarding/client/{uuid} the identity provider does not sign the visitor in silently (it does elsewhere)', async ({
  page,
  context,
}) => {
  const silentAttempts: string[] = [];
  context.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/oidc/authorize' && url.searchParams.get('prompt') === 'none')
      silentAttempts.push(url.href);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with your account provider' }).click();
  await expect(page).toHaveURL(/\/oidc\/authorize\?/);
  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
  const clientId = await clientIdOf(page);
  // A later visit: the portal's session and what the browser kept of it are gone, the provider's session stays.
  // The storage is cleared from a document of the portal's origin that runs no code, so that nothing the signed-in
  // page was still doing can write what it keeps back after the clear.
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies({ name: 'fathom_session' });

  await page.goto(`/onboarding/client/${clientId}`);
  await expect(page.getByRole('link', { name: 'Choose a password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(silentAttempts).toEqual([]);

  await page.goto('/home');
  await expect(page).toHaveURL('/home');
  await expect.poll(() => silentAttempts.length).toBe(1);
});
