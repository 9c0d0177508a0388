import { consoleWidths } from '../support/console-session';
import { expectLaidOutAt, expectNoViolations } from '../support/page-checks';
import { demoPassword, personas, type StaffPersona, staffTotpSecrets } from '../support/personas';
import { signInAs, submitSignIn } from '../support/sign-in';
import { latestEmailTo, staffToken, xsrfHeader } from '../support/staff-api';
import { expect, type Page, test } from '../support/test';
import { totp, unusedTotp } from '../support/totp';

/** A staff persona signs in through the sign-in page and its two-factor step, and lands in the console. */
async function signInStaff(page: Page, persona: StaffPersona): Promise<void> {
  await submitSignIn(page, personas[persona], demoPassword);
  await expect(page).toHaveURL('/2fa-login');
  await page.getByLabel('One-time code').fill(await unusedTotp(staffTotpSecrets[persona], page.url()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
}

const consoleNavigation = (page: Page) => page.getByRole('navigation', { name: 'Console' }).getByRole('link');

test.describe(`the clinic's console, checked at ${consoleWidths.join(' and ')} px`, () => {
  test.use({ viewport: { width: consoleWidths[0], height: 900 } });

  test('an admin adds a staff member, finds them by a filter kept in the address, reads the action in the audit log, and tries a declined renewal again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInStaff(page, 'admin');
    await expect(consoleNavigation(page)).toHaveText([
      'Lab',
      'Storage',
      'Clinical review',
      'Customers',
      'Money and messages',
      'Staff',
      'Audit log',
    ]);
    await expectLaidOutAt(page, consoleWidths, { clipped: false });

    await consoleNavigation(page).getByText('Staff', { exact: true }).click();
    await expect(page).toHaveURL('/staff/members');
    const email = `nurse.${Date.now()}@clinic.example`;
    const invite = page.getByRole('form', { name: 'Add a staff member' });
    await invite.getByLabel('Email address').fill(email);
    await invite.getByLabel('First name').fill('Rosa');
    await invite.getByLabel('Last name').fill('Ferreira');
    await invite.getByLabel('Role').selectOption('clinician');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`${email} is invited`)).toBeVisible();

    await page.getByLabel('Name or email').fill(email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(`/staff/members?q=${encodeURIComponent(email)}`);
    const rows = page.getByRole('region', { name: 'Staff members' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('clinician');
    await expect(rows.nth(1)).toContainText('invited');
    await page.reload();
    await expect(page.getByLabel('Name or email')).toHaveValue(email);
    await expect(rows).toHaveCount(2);
    await expectLaidOutAt(page, consoleWidths);

    // Sorting by a column's header, by keyboard.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Role' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/staff/members?sort=staff_role');
    await expect(page.getByRole('columnheader', { name: /Role/ })).toHaveAttribute('aria-sort', 'ascending');

    await consoleNavigation(page).getByText('Audit log').click();
    await page.getByLabel('Action contains').fill('/members');
    await page.getByLabel('Kind').selectOption('action');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/staff\/audit\?action=%2Fmembers&kind=action/);
    await expect(page.getByRole('region', { name: 'Audit entries' }).getByRole('row').nth(1)).toContainText(
      'admin@example.com (admin)',
    );
    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    await page.getByLabel('To', { exact: true }).fill('2000-01-02');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByTestId('list-empty')).toContainText('Nothing in the audit log matches');
    await expectLaidOutAt(page, consoleWidths);

    await consoleNavigation(page).getByText('Money and messages').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Money and messages' })).toBeVisible();
    await expect(
      page
        .getByText('Every instalment due has been collected.')
        .or(page.getByRole('region', { name: 'Failed instalments' })),
    ).toBeVisible();
    const renewals = page.getByRole('region', { name: 'Failed renewals' });
    const alexsRenewal = renewals.getByRole('row').filter({ hasText: personas.alex });
    await expect(alexsRenewal).toContainText('No retry left');
    await expectLaidOutAt(page, consoleWidths);

    // Sorting the renewals, by keyboard, keeps its own place in the address.
    await renewals.getByRole('button', { name: 'Attempts' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/staff/money?renewals_sort=attempts');
    await expect(renewals.getByRole('columnheader', { name: /Attempts/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // "Try again": the charging job takes the renewal at once; alex's card is still declined, so alex is told
    // once more and the renewal is listed again, with no retry left.
    // Read with the admin's own session in this browser (no other sign-in spends an authenticator step).
    const declinedEmails = async () => {
      const answer = await page.request.get(
        `/api/staff/sandbox-mailbox?to=${encodeURIComponent(personas.alex)}`,
        { headers: { Accept: 'application/vnd.api+json' } },
      );
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: { subject: string }[] };
      return data.filter((email) => email.subject === 'Your payment did not go through').length;
    };
    const before = await declinedEmails();
    await alexsRenewal.getByRole('button', { name: /^Try the .+ renewal of alex@example\.com/ }).click();
    await expect(
      page.getByText(/renewal of alex@example\.com is due again now: it is charged shortly\./),
    ).toBeVisible();
    await expect.poll(declinedEmails).toBe(before + 1);
    await page.reload();
    await expect(alexsRenewal).toContainText('No retry left');
    await expectLaidOutAt(page, consoleWidths);
  });

  test("support finds a customer, reads their record without result values, and makes them a sign-in link; other roles' pages are refused", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInStaff(page, 'support');
    await expect(consoleNavigation(page)).toHaveText(['Customers']);
    await page.goto('/staff/audit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not part of your work' }),
    ).toBeVisible();
    await expectLaidOutAt(page, consoleWidths, { clipped: false });

    await consoleNavigation(page).getByText('Customers').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('Name, email, order number or kit id').fill('nobody-by-that-name');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('list-empty')).toContainText('No customer matches');
    await page.getByLabel('Name, email, order number or kit id').fill('whitaker');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/staff/customers?q=whitaker');
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
    await page.getByRole('link', { name: 'Sam Whitaker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sam Whitaker' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Kits' })).toContainText('Released');
    await expect(page.getByRole('region', { name: 'Storage', exact: true })).toContainText('4');
    await page.getByRole('button', { name: 'Make a sign-in link' }).click();
    await expect(
      page.getByText('A sign-in link was made; sam@example.com was emailed about it.'),
    ).toBeVisible();
    await expectLaidOutAt(page, consoleWidths);
  });
});

test("the clinician opens the console, which offers their Clinical review and no other role's page", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInStaff(page, 'clinician');
  await expect(consoleNavigation(page)).toHaveText(['Clinical review']);
  await expect(
    page.getByRole('region', { name: 'Console' }).getByRole('link', { name: 'Clinical review' }),
  ).toHaveAttribute('href', '/staff/review');
  await page.goto('/staff/customers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is not part of your work' }),
  ).toBeVisible();
  await expectNoViolations(page);
});

test('a staff session that ends in the console asks for sign-in again, then returns to the same list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInStaff(page, 'lab');
  await page.goto('/staff/storage/destructions');
  await expect(page.getByRole('heading', { level: 2, name: 'Due for destruction' })).toBeVisible();
  // The session ends on the server, as 15 idle minutes end it: the console's next read is refused.
  const ended = await page.request.post('/api/logout', { headers: await xsrfHeader(page.request) });
  expect(ended.status(), await ended.text()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByText('Your session expired. Please login in again to use the application'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(personas.lab);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/2fa-login');
  await page.getByLabel('One-time code').fill(await unusedTotp(staffTotpSecrets.lab, page.url()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/staff/storage/destructions');
  await expect(page.getByRole('heading', { level: 2, name: 'Due for destruction' })).toBeVisible();
});

test('a customer opening the console is shown the not-found page, as for no page at all', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/staff/members');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test('a new staff member chooses a password from the invitation, then sets up two-factor sign-in before the console opens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `new.staff.${Date.now()}@clinic.example`;
  const invited = await request.post('/api/staff/members', {
    data: { email, first_name: 'Ana', last_name: 'Lopes', staff_role: 'support' },
    headers: { Authorization: `Bearer ${await staffToken(request, 'admin')}` },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const invitation = await latestEmailTo(request, email, /password\/reset/);
  const link = /https?:\/\/\S+\/password\/reset\?\S+/.exec(invitation.text)?.[0] ?? '';
  const password = 'Console-staff-passphrase-1';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.').first()).toBeVisible();
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveCount(0);
  await expectNoViolations(page);
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  await page.getByLabel('6-digit code from your authenticator app').fill(totp(secret));
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await expect(consoleNavigation(page)).toHaveText(['Customers']);
});
