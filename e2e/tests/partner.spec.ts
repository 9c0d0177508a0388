import { expect, test } from '@playwright/test';
import { submitSignIn } from '../support/sign-in';
import { latestEmailTo } from '../support/staff-api';
import { freshEmail, newCustomerWithPassword } from './checkout-helpers';

const holderPassword = 'Holder-pass-1';
const partnerPassword = 'Partner-pass-1';

test('an account holder adds a partner, who signs in to the reduced view; removing them signs them out', async ({
  page,
  browser,
  request,
}) => {
  const holder = await newCustomerWithPassword(request, 'holder', holderPassword);
  await submitSignIn(page, holder, holderPassword);
  await expect(page).toHaveURL('/home');
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
  await expect(page.getByTestId('partner')).toContainText('waiting for them to choose a password');

  const invitation = await latestEmailTo(request, partnerEmail);
  expect(invitation.subject).toBe('Robin Hale shares their Fathom results with you');
  const link = new URL(
    invitation.text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0] ?? 'http://invalid/',
  );
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await partner.goto(`${link.pathname}${link.search}`);
  await partner.getByLabel('New password', { exact: true }).fill(partnerPassword);
  await partner.getByLabel('Confirm new password').fill(partnerPassword);
  await partner.getByRole('button', { name: 'Reset password' }).click();
  await expect(partner.getByText('Your password has been reset.').first()).toBeVisible();
  await submitSignIn(partner, partnerEmail, partnerPassword);
  await expect(partner).toHaveURL('/analysis');
  await expect(partner.getByRole('heading', { level: 1, name: 'Your analysis' })).toBeVisible();
  await expect(partner.getByText('Results not ready yet')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('partner')).toContainText('they have signed in');
  await page.getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByRole('dialog', { name: "Remove Quinn's access?" })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
  await expect(page.getByRole('status')).toContainText('Your partner’s access is removed.');
  await expect(page.getByRole('heading', { name: 'Add your partner' })).toBeVisible();

  await partner.reload();
  await expect(partner).toHaveURL('/login');
  await partnerContext.close();
});
