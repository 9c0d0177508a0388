import { signInAs, submitSignIn } from '../support/sign-in';
import { latestEmailTo, xsrfHeader } from '../support/staff-api';
import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { freshEmail, newCustomerWithPassword } from './checkout-helpers';

const holderPassword = 'Holder-pass-1';
const partnerPassword = 'Partner-pass-1';

/** The link to choose a password that an email's text carries. */
function passwordLinkIn(text: string): URL {
  return new URL(text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0] ?? 'http://invalid/');
}

/** A new account holder with a password, signed in on the page. */
async function signInNewHolder(page: Page, request: APIRequestContext): Promise<void> {
  const holder = await newCustomerWithPassword(request, 'holder', holderPassword);
  await submitSignIn(page, holder, holderPassword);
  await expect(page).toHaveURL('/home');
}

test('an account holder invites a partner, who chooses a password and signs in to the reduced view', async ({
  page,
  browser,
  request,
}) => {
  // A journey through two browsers, the holder's and the partner's: a slow test's time.
  test.slow();
  await signInNewHolder(page, request);
  await page.goto('/partner');

  const partnerEmail = freshEmail('partner');
  await page.getByLabel("Partner's first name").fill('Quinn');
  await page.getByLabel("Partner's last name").fill('Hale');
  await page.getByLabel("Partner's email").fill(partnerEmail);
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByText('That password is not correct.').first()).toBeVisible();
  await page.getByLabel('Your password').fill(holderPassword);
  await page.getByRole('button', { name: 'Add partner' }).click();
  await expect(page.getByRole('status')).toContainText(
    `We emailed ${partnerEmail} a link to choose their password.`,
  );
  await expect(page.getByTestId('partner-status')).toHaveText('Invited');
  await expect(page.getByTestId('partner')).toContainText('waiting for them to choose a password');

  const invitation = await latestEmailTo(request, partnerEmail);
  expect(invitation.subject).toBe('Robin Hale shares their Fathom results with you');
  const link = passwordLinkIn(invitation.text);
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await partner.goto(`${link.pathname}${link.search}`);
  await partner.getByLabel('New password', { exact: true }).fill(partnerPassword);
  await partner.getByLabel('Confirm new password').fill(partnerPassword);
  await partner.getByRole('button', { name: 'Reset password' }).click();
  await expect(partner.getByText('Your password has been reset.').first()).toBeVisible();
  // Choosing the password made the access active, before the partner ever signs in.
  await page.reload();
  await expect(page.getByTestId('partner-status')).toHaveText('Active');
  await expect(page.getByTestId('partner')).toContainText('they have chosen their password');
  await expect(page.getByTestId('partner')).not.toContainText('waiting');
  await submitSignIn(partner, partnerEmail, partnerPassword);
  await expect(partner).toHaveURL('/analysis');
  await expect(partner.getByRole('heading', { level: 1, name: 'Your analysis' })).toBeVisible();
  await expect(partner.getByText('Results not ready yet')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('partner')).toContainText('they sign in with their own password');
  await partnerContext.close();
});

test('an account holder renames their partner and removes their access, which signs the partner out', async ({
  page,
  browser,
  request,
}) => {
  // A journey through two browsers, the holder's and the partner's: a slow test's time.
  test.slow();
  await signInNewHolder(page, request);
  // The invitation and the partner's password through the API, as the test above does through the pages.
  const partnerEmail = freshEmail('partner');
  const added = await page.request.post('/api/restify/authorized-users', {
    data: { first_name: 'Quinn', last_name: 'Hale', email: partnerEmail, password: holderPassword },
    headers: await xsrfHeader(page.request),
  });
  expect(added.status(), await added.text()).toBe(200);
  const token = passwordLinkIn((await latestEmailTo(request, partnerEmail)).text).searchParams.get('token');
  const chosen = await request.post('/api/reset-password', {
    data: { token, email: partnerEmail, password: partnerPassword, password_confirmation: partnerPassword },
    headers: await xsrfHeader(request),
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await submitSignIn(partner, partnerEmail, partnerPassword);
  await expect(partner).toHaveURL('/analysis');

  // The holder updates the partner (N-27): the new name is saved, kept, and is the partner's own.
  await page.goto('/partner');
  await page.getByRole('button', { name: 'Change name' }).click();
  await page.getByLabel("Partner's first name").fill('Quincy');
  await page.getByLabel("Partner's last name").fill('Hale-Moreno');
  const renamed = page.waitForRequest(
    (sent) =>
      sent.method() === 'PUT' && new URL(sent.url()).pathname.startsWith('/api/restify/authorized-users/'),
  );
  await page.getByRole('button', { name: 'Save name' }).click();
  expect((await renamed).postDataJSON()).toEqual({ first_name: 'Quincy', last_name: 'Hale-Moreno' });
  await expect(page.getByRole('status')).toContainText('Your partner’s name is saved.');
  await expect(page.getByTestId('partner').getByRole('heading')).toContainText('Quincy Hale-Moreno');
  await page.reload();
  await expect(page.getByTestId('partner').getByRole('heading')).toContainText('Quincy Hale-Moreno');
  await partner.goto('/profile');
  await expect(partner.getByRole('region', { name: 'Your account' })).toContainText('Quincy Hale-Moreno');

  await page.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByRole('dialog', { name: "Remove Quincy's access?" })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByRole('status')).toContainText('Your partner’s access is removed.');
  await expect(page.getByRole('heading', { name: 'Add your partner' })).toBeVisible();

  await partner.reload();
  await expect(partner).toHaveURL('/login');
  await partnerContext.close();
});

for (const width of [390, 1280]) {
  test(`sam sees his partner jamie, who chose a password long ago, as active at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'sam');
    await page.goto('/partner');
    const card = page.getByTestId('partner');
    await expect(card.getByRole('heading')).toContainText('Jamie Whitaker');
    const status = card.getByTestId('partner-status');
    await expect(status).toHaveText('Active');
    await expect(card).toContainText('Active since');
    await expect(card).not.toContainText('waiting for them to choose a password');
    // The status sits beside the name, on screen.
    const box = await status.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`world-partner-${width}.png`), fullPage: true });
  });
}
