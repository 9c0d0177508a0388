import { consoleWidths, openConsole, openCustomerRecord } from '../support/console-session';
import { expectLaidOutAt } from '../support/page-checks';
import { staffToken } from '../support/staff-api';
import { type APIRequestContext, type Browser, expect, test } from '../support/test';
import { cardOrderFor, newCustomerByOrder, productUuid } from './checkout-helpers';

/**
 * A new customer's order left at their bank's confirmation (3-D Secure), placed signed in to their account
 * (from a sign-in link support made) in a context that is thrown away. Answers its order number.
 */
async function unpaidOrderOf(browser: Browser, request: APIRequestContext, email: string): Promise<string> {
  // Made with an admin's session, so that support's authenticator codes are left to the page's sign-in.
  const minted = await request.post('/api/staff/login-tokens', {
    data: { email },
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(minted.status(), await minted.text()).toBe(200);
  const loginToken = ((await minted.json()) as { data: { login_token: string } }).data.login_token;
  const context = await browser.newContext();
  try {
    const signedIn = await context.request.post('/api/login/token', { data: { login_token: loginToken } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const placed = await context.request.post('/api/checkout', {
      headers: { Authorization: `Bearer ${token}`, 'idempotency-key': `unpaid-${email}` },
      data: {
        ...cardOrderFor(email),
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_authentication_required' },
        items: [{ product_uuid: await productUuid(request, 'analysis'), quantity: 1 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    return ((await placed.json()) as { data: { po_number: string } }).data.po_number;
  } finally {
    await context.close();
  }
}

test(`support finds a customer, sends an email again and cancels an unpaid order, checked at ${consoleWidths.join(' and ')} px`, async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: consoleWidths[0], height: 900 });
  const email = await newCustomerByOrder(request, 'support');
  const unpaid = await unpaidOrderOf(browser, request, email);

  await openConsole(page, 'support');
  await openCustomerRecord(page, email, 'Robin Hale');

  // The emails: the welcome carried a one-time link and is never sent again; the order's email is.
  const emails = page.getByRole('region', { name: 'Emails' });
  const welcome = emails.getByRole('row', { name: /Welcome to Fathom/ });
  await expect(welcome).toContainText('One-time link: make a new sign-in link instead');
  await expect(welcome.getByRole('button')).toHaveCount(0);
  const orderEmail = emails.getByRole('row', { name: /Your order/ }).first();
  await expect(orderEmail).toContainText('Sent');
  const subject = (await orderEmail.getByRole('cell').first().textContent()) ?? '';
  await expectLaidOutAt(page, consoleWidths);
  await orderEmail.getByRole('button', { name: `Send “${subject}” again` }).click();
  await expect(page.getByText(`“${subject}” is sent again: a fresh copy goes out shortly.`)).toBeVisible();
  await expect(emails.getByRole('row').nth(1)).toContainText(subject);
  await expect(emails.getByRole('row', { name: new RegExp(subject) })).toHaveCount(2);

  // The unpaid order: cancelled after the dialog says what happens.
  const orders = page.getByRole('region', { name: 'Orders' });
  const row = orders.getByRole('row', { name: new RegExp(unpaid) });
  await expect(row).toContainText('Awaiting payment');
  await expect(orders.getByRole('button', { name: /^Cancel order/ })).toHaveCount(1);
  await row.getByRole('button', { name: `Cancel order ${unpaid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${unpaid}?` });
  await expect(dialog).toContainText('nothing can be charged on it any more');
  await expect(dialog).toContainText('The customer is not emailed');
  // Checked once its opening has finished: the panel fades in.
  await expect(dialog).toHaveAttribute('data-state', 'open');
  await expectLaidOutAt(page, consoleWidths, { clipped: false });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText(`Order ${unpaid} is cancelled. Nothing was charged.`)).toBeVisible();
  await expect(orders.getByRole('row', { name: new RegExp(unpaid) })).toContainText('Cancelled: not paid');
  await expect(orders.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  await expectLaidOutAt(page, consoleWidths);
});
