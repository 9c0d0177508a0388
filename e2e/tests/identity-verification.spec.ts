import { expectNoViolations } from '../support/page-checks';
import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { newCustomerWithPassword } from './checkout-helpers';

const password = 'Verify-me-1';

test('a new customer verifies with ID.me from their account and sees what was verified', async ({
  page,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'idme-account', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Verify with ID.me' });
  await expect(panel.getByTestId('identity-verification-status')).toHaveText('Not verified yet.');

  await panel.getByRole('button', { name: 'Verify with ID.me' }).click();
  // The sandbox's stand-in for ID.me's sign-in page.
  await expect(page.getByRole('heading', { name: 'Verify your identity', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Verify as a veteran' }).click();

  await expect(page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await expect(page.getByTestId('verification-outcome')).toHaveText(
    'ID.me verified your identity and your status: Veteran.',
  );
  // The code and state left the address bar.
  expect(new URL(page.url()).pathname).toBe('/idme/callback');
  expect(new URL(page.url()).search).toBe('');
  await expectNoViolations(page);

  // A reload has no code to send again, and says so.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing to verify here' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your account information' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(panel.getByTestId('identity-verification-status')).toContainText(
    /^Verified by ID\.me on .+: Veteran\.$/,
  );
  await expect(panel.getByRole('button', { name: 'Verify again with ID.me' })).toBeVisible();
});

test('a verification for a benefits check that ID.me refuses says why and offers to try again', async ({
  page,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'idme-benefits', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/insurance/eligibility/progyny');
  const panel = page.getByRole('region', { name: 'Verify with ID.me' });
  await expect(panel.getByTestId('identity-verification-status')).toHaveText('Not verified yet.');
  await panel.getByRole('button', { name: 'Verify with ID.me' }).click();
  await page.getByRole('link', { name: 'Fail the verification' }).click();

  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toBeVisible();
  await expect(page.getByTestId('verification-outcome')).toHaveText(
    'ID.me could not verify your identity. Check the details you gave ID.me and try again, or contact us and we will help.',
  );
  expect(new URL(page.url()).pathname).toBe('/idme/bc-callback');
  expect(new URL(page.url()).search).toBe('');
  await expectNoViolations(page);

  await expect(page.getByRole('link', { name: 'Back to your benefits check' })).toHaveAttribute(
    'href',
    '/insurance/eligibility/progyny',
  );
  // Trying again starts a new verification, at ID.me's page (the exact heading: "We could not verify your
  // identity", still on screen while the browser leaves, holds the same words).
  await page.getByRole('button', { name: 'Try again with ID.me' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your identity', exact: true })).toBeVisible();
  await page.goto('/insurance/eligibility/progyny');
  await expect(panel.getByTestId('identity-verification-status')).toHaveText('Not verified yet.');
});

test('a visitor on the eligibility page is asked to sign in before verifying', async ({ page }) => {
  await page.goto('/insurance/eligibility/progyny');
  const panel = page.getByRole('region', { name: 'Verify with ID.me' });
  await expect(panel.getByRole('link', { name: 'Sign in to verify with ID.me' })).toBeVisible();
});
